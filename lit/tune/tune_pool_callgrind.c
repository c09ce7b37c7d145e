// tune on the bundled pool program, by callgrind's instruction count (the
// same on every run): the candidates are the plugin's record of pool.c, each
// gets a row with a verdict (checked against the record's recommendations;
// its information is no candidate), the final
// set is no worse than the baseline (-O2 with an empty decision list), the
// text column comes from the built program, and the decision file written
// applies cleanly in another build.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/cand %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/cand.o
// RUN: cd %t && env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD INLINT_OUT=%t/records %clang -O2 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/pool" --bench 'exec %t/pool 2000' --metric callgrind --candidates %t/cand/pool.c.inlint.yaml --runs 1 --objects %t/pool -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: sed -n '/^recommendations:/,/^[a-z]/s/^- function: //p' %t/cand/pool.c.inlint.yaml > %t/names
// RUN: test -s %t/names && test "$(grep -cE ' (kept|dropped|neutral)( |$)' %t/table)" = "$(wc -l < %t/names)"
// RUN: for f in $(cat %t/names); do grep -qE "^[a-z_]+ $f .* (kept|dropped|neutral)( |\$)" %t/table || exit 1; done
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/decisions.yaml INLINT_OUT=%t/check %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/check.o
// RUN: FileCheck --check-prefix=APPLIED %s < %t/check/pool.c.inlint.yaml

// CHECK:      metric callgrind, 1 run per step
// CHECK-NEXT: candidate Ir delta ratio spread text verdict text by function
// CHECK-NEXT: baseline (no decisions) {{[0-9]+}} +0 1.0000 0.00% +0
// CHECK-NEXT: all candidates {{[0-9]+}}
// CHECK:      always_inline obj_malloc {{.*(kept|dropped|neutral).*}}obj_malloc -{{[0-9]+}}
// CHECK:      final ({{[0-9]+}} decision{{s?}}) {{[0-9]+}} {{-[0-9]+|\+0}} {{0\.[0-9]+|1\.0000}} 0.00%
// CHECK-EMPTY:

// PROGRESS:      inlint tune: {{[0-9]+}} candidates in {{[0-9]+}} groups; each group alone over the baseline; 1 run per step
// PROGRESS:      inlint tune: step [[M:[0-9]+]] of [[M]]: final set: {{[0-9]+}} Ir (x{{0\.[0-9]+|1\.0000}})
// PROGRESS-NEXT: inlint tune: wrote {{.*}}decisions.yaml

// APPLIED: problems: []
// APPLIED: decisions_file: {{.*}}decisions.yaml
