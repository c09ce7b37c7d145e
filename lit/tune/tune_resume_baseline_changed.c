// A run resumed where the baseline no longer measures what it did (another
// environment, machine or build: here the bench's cost moves from 100 to
// 97) would compare every stored step with numbers it cannot reproduce.
// tune measures the baseline again, refuses with one line naming the state
// file and both values (exit 2), and leaves the state as it was; --restart
// starts over.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not env FAIL_AT=3 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > /dev/null 2>&1
// RUN: cp %t/state %t/state.before
// RUN: env COST=97 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/resumed.out 2> %t/resumed.err; echo "exit $?" >> %t/resumed.err
// RUN: FileCheck %s < %t/resumed.err
// RUN: cmp %t/state %t/state.before
// RUN: test ! -e %t/out.yaml
// RUN: env COST=97 %inlint tune --restart --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/restart.out 2> %t/restart.err
// RUN: FileCheck --check-prefix=RESTART %s < %t/restart.out

// CHECK:      inlint tune: resuming from {{.*}}state: 2 steps measured
// CHECK-NEXT: inlint tune: 4 candidates in 4 groups; each group alone over the baseline; 1 run per step
// CHECK-NEXT: inlint tune: step 1 of 7: baseline (no decisions): measured before; build, bench x1 again to compare; about {{[0-9]+}} s left
// CHECK-NEXT: inlint tune: error: {{.*}}state: the baseline measures 97 now, 100 in the interrupted run: the environment, the machine or the binaries changed; use --restart to start over
// CHECK-NEXT: exit 2
// CHECK-EMPTY:

// RESTART: baseline (no decisions) 97 +0 1.0000
// RESTART: final (2 decisions) 72 -25 0.7423
