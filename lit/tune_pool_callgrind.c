// tune on the bundled pool program, by callgrind's instruction count (the
// same on every run): the candidates are the plugin's record of pool.c, every
// one of them gets a row, the final set is no worse than the baseline (-O2
// with an empty decision list), the text column comes from the built program,
// and the decision file written applies cleanly in another build.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %S/../examples/pool && env INLINT_OUT=%t/cand %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/cand.o
// RUN: cd %t && env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD INLINT_OUT=%t/records %clang -O2 -fpass-plugin=%plugin %S/../examples/pool/pool.c %S/../examples/pool/main.c -o %t/pool" --bench 'exec %t/pool 2000' --metric callgrind --candidates %t/cand/pool.c.inlint.yaml --runs 1 --objects %t/pool -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: cd %S/../examples/pool && env INLINT_APPLY=%t/decisions.yaml INLINT_OUT=%t/check %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/check.o
// RUN: FileCheck --check-prefix=APPLIED %s < %t/check/pool.c.inlint.yaml

// CHECK:      metric callgrind, 1 run per step
// CHECK-NEXT: candidate Ir delta ratio spread text verdict text by function
// CHECK-NEXT: baseline (no decisions) {{[0-9]+}} +0 1.0000 0.00% +0
// CHECK-NEXT: all candidates {{[0-9]+}}
// CHECK-NEXT: none size_to_class {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: always_inline obj_malloc {{.*(kept|dropped|neutral).*}}obj_malloc -{{[0-9]+}}
// CHECK-NEXT: noinline alloc_zpage {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: none mix {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: none read_generation {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: none stat_pages {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: none stat_live {{.*(kept|dropped|neutral)}}
// CHECK-NEXT: final ({{[0-9]+}} decision{{s?}}) {{[0-9]+}} {{-[0-9]+|\+0}} {{0\.[0-9]+|1\.0000}} 0.00%
// CHECK-EMPTY:

// PROGRESS: inlint tune: 7 candidates in 7 groups; each group alone over the baseline; 1 run per step
// PROGRESS: inlint tune: step 10 of 10: final set: {{[0-9]+}} Ir (x{{0\.[0-9]+|1\.0000}})

// APPLIED: problems: []
// APPLIED: decisions_file: {{.*}}decisions.yaml
