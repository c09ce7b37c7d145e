// A deterministic metric has no noise: every change counts, and bisection
// splits every block that moves it by one unit. --min-effect 5% takes a
// change under 5% of the baseline as none: the block of gain1 and gain2 is
// neutral in one step, loss1 alone is neutral, only gain20 is kept, and the
// final set is gain20 alone although all four measured 2 better (7 steps;
// without it, 10 steps, and three are written).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: gain1, action: always_inline}\n- {function: gain2, action: always_inline}\n- {function: loss1, action: noinline}\n- {function: gain20, action: always_inline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 2 --min-effect 5% --state %t/state.yaml -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml
// RUN: rm -f %t/runs && %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 2 --state %t/strict.yaml -o %t/strict.yaml.out > %t/strict 2> %t/strict.progress
// RUN: FileCheck --check-prefix=STRICT %s < %t/strict
// RUN: not %inlint tune --min-effect 101 2>&1 | FileCheck --check-prefix=BAD %s

// CHECK:      always_inline gain1 {{.*}} - neutral block of 2 groups
// CHECK-NEXT: always_inline gain2 {{.*}} - neutral block of 2 groups
// CHECK-NEXT: noinline loss1 101 +1 {{.*}} - neutral
// CHECK-NEXT: always_inline gain20 80 -20 {{.*}} - kept
// CHECK-NEXT: final (1 decision) 80 -20 0.8000

// PROGRESS:      step 2 of at most 9: all candidates: 78 (x0.7800)
// PROGRESS:      step 7 of at most 9: final set: 80 (x0.8000)
// PROGRESS-NOT:  step

// OUT:      - function: gain20
// OUT-NOT:  function:

// STRICT:     final (3 decisions) 77 -23 0.7700

// BAD: inlint tune: error: bad --min-effect '101' (a percentage, 0 to 100)
