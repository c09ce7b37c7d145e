// IR PGO (-fprofile-generate / -fprofile-use) attaches its profile after
// inlint's "before" view: the record says so instead of passing the static
// estimate off as the profile's view.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-generate=%t/raw %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/gen
// RUN: %t/gen 2000 > %t/gen.out
// RUN: llvm-profdata merge -o %t/pool.profdata %t/raw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-use=%t/pool.profdata -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o
// RUN: find %t/rec -name pool.c.inlint.yaml | xargs cat | FileCheck %s

// CHECK:      profile: false
// CHECK:      problems:
// CHECK-NEXT: - '{{.*}}pool.c: a profile (IR PGO, -fprofile-use) was attached after the before view: hotness here is the static estimate, but the inliner saw the profile'
