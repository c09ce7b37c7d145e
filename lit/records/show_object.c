// inlint show reads the record an object carries as it reads the record
// file the same compile wrote: the same lines. An archive shows its
// members' records, an object of ld -r the records of every object it
// joined, and a directory every record once, its file and its object's
// copy being the same.
// RUN: rm -rf %t && mkdir -p %t/build && cd %top/lit/Inputs
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/build/slab.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c zap.c -o %t/build/zap.o
// RUN: cd %t && %inlint show rec/slab.c.inlint.yaml > from-file
// RUN: %inlint show build/slab.o > from-object
// RUN: diff from-file from-object
// RUN: llvm-ar rcs lib.a build/slab.o build/zap.o && llvm-ar rcs --thin thin.a build/slab.o build/zap.o
// RUN: ld.lld -r build/slab.o build/zap.o -o joined.o
// RUN: %inlint show rec > all
// RUN: %inlint show lib.a > archive && diff all archive
// RUN: %inlint show thin.a > thin && diff all thin
// RUN: %inlint show joined.o > joined && diff all joined
// RUN: %inlint show build rec > twice && diff all twice
// RUN: FileCheck %s < all

// CHECK: slab.c: {{[0-9]+}} functions, {{.*}}
// CHECK: zap.c: {{[0-9]+}} functions, {{.*}}
