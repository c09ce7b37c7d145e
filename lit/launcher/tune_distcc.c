// REQUIRES: distcc
// tune through distcc, to a distccd on 127.0.0.1: distcc sends the command
// line and the preprocessed source, not INLINT_APPLY, so the server
// compiled every step without its decisions, and every step measured the
// same build. tune's builds run with DISTCC_HOSTS=localhost: distcc
// compiles here, where INLINT_APPLY is read, and the candidate shows.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %python %inputs/with_distccd.py %t --preload=%asan_preload -- env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=%asan_preload distcc %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c %inputs/tune_nested.c -o %t/nested.o && %clang %t/nested.o -o %t/nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=LOCAL %s < %t/distcc.log

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK-NEXT: all candidates {{[0-9]+}} -{{[0-9]+}}
// CHECK-NEXT: always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% {{[+-][0-9]+}} kept

// LOCAL-NOT: on 127.0.0.1:{{[0-9]+}} completed ok
// LOCAL:     compile {{.*}}tune_nested.c on localhost completed ok
// LOCAL-NOT: on 127.0.0.1:{{[0-9]+}} completed ok
