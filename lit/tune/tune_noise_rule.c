// tune keeps a decision only when it beats the baseline by more than the
// spread of the runs: with runs 4 apart from one another (spread 8), a gain of
// 20 is kept, a gain of 5 is neutral, a loss of 10 is dropped, and only the
// kept one is written. The bench is tune_bench.sh, whose cost follows the
// decisions the build was given; ratios are medians of the same run.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env JITTER=4 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 3 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress

// CHECK:      candidate value delta ratio spread text verdict text by function
// CHECK-NEXT: baseline (no decisions) 104 +0 1.0000 7.69% -
// CHECK-NEXT: all candidates 89 -15 0.8558 8.99% -
// CHECK-NEXT: always_inline gain20 84 -20 0.8077 9.52% - kept
// CHECK-NEXT: noinline loss10 114 +10 1.0962 7.02% - dropped
// CHECK-NEXT: always_inline gain5 99 -5 0.9519 8.08% - neutral
// CHECK-NEXT: none flat 104 +0 1.0000 7.69% - neutral
// CHECK-NEXT: final (1 decision) 84 -20 0.8077 9.52% -
// CHECK-EMPTY:

// OUT:      - function: gain20
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   message: 'inlint tune: stdout:cost ([0-9]+) x0.8077 of the baseline with its group alone, 3 runs'
// OUT-NOT:  function:

// PROGRESS:      inlint tune: 4 candidates in 4 groups; each group alone over the baseline; 3 runs per step
// PROGRESS-NEXT: inlint tune: step 1 of 7: baseline (no decisions): build, bench x3
// PROGRESS-NEXT: inlint tune: step 1 of 7: baseline (no decisions): 104 (x1.0000) in {{[0-9.]+}} s
// PROGRESS-NEXT: inlint tune: step 2 of 7: all candidates: build, bench x3; about {{[0-9]+}} s left
// PROGRESS:      inlint tune: step 7 of 7: final set: 84 (x0.8077) in {{[0-9.]+}} s
// PROGRESS-NEXT: inlint tune: wrote {{.*}}out.yaml: 1 decision, stdout:cost ([0-9]+) x0.8077 of the baseline
