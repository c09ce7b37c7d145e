// In a directory of remark files, an empty one is a TU clang made no
// remarks about (it writes the file all the same), so it is skipped and the
// others are read. A directory whose remark files are all empty has no
// remarks at all: one line naming it, exit status 2.
// RUN: rm -rf %t && mkdir -p %t/obj %t/none
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/obj/pool.o -fsave-optimization-record -foptimization-record-file=%t/obj/pool.opt.yaml
// RUN: printf 'int counter;\n' > %t/quiet.c
// RUN: %clang -O2 -c %t/quiet.c -o %t/obj/quiet.o -fsave-optimization-record -foptimization-record-file=%t/obj/quiet.opt.yaml
// RUN: test ! -s %t/obj/quiet.opt.yaml
// RUN: %inlint why %t/obj/pool.opt.yaml > %t/file.out
// RUN: %inlint why %t/obj > %t/dir.out
// RUN: diff %t/file.out %t/dir.out
// RUN: FileCheck --check-prefix=READ %s < %t/dir.out
// RUN: cp %t/obj/quiet.opt.yaml %t/none/a.opt.yaml && cp %t/obj/quiet.opt.yaml %t/none/b.opt.yaml
// RUN: %inlint why %t/none > %t/none.out 2> %t/none.err; test $? -eq 2
// RUN: FileCheck --check-prefix=NONE %s < %t/none.err
// RUN: test $(wc -l < %t/none.err) -eq 1

// READ:      {{.*}}pool.c:125: obj_malloc in pool_alloc: not inlined: cost 285 vs threshold 225 (misses by 61)
// NONE:      {{.*}}none: every remark file under it is empty (2)
