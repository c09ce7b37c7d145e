// An interrupted tune resumes from its state file: the first run's bench fails
// on its third run (the first ablation step), which keeps the two steps
// measured; the rerun says it is resuming, measures the baseline again (the
// stored steps are compared with it: it must reproduce), skips the other
// stored step and runs the bench for the six steps left: 3 + 7 runs, where
// starting over makes 3 + 8.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not env FAIL_AT=3 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/first.out 2> %t/first.err
// RUN: FileCheck --check-prefix=FIRST %s < %t/first.err
// RUN: FileCheck --check-prefix=STATE %s < %t/state
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/table 2> %t/second.err
// RUN: FileCheck --check-prefix=SECOND %s < %t/second.err
// RUN: FileCheck --check-prefix=RUNS %s < %t/runs
// RUN: FileCheck --check-prefix=TABLE %s < %t/table
// RUN: test ! -e %t/state

// FIRST:      inlint tune: step 3 of 7: always_inline gain20: build, bench x1
// FIRST-NEXT: inlint tune: error: bench command 'sh {{.*}}tune_bench.sh {{.*}}' exited with status 3 (2 steps kept in {{.*}}state; rerun to resume)
// FIRST-EMPTY:

// STATE:      schema: inlint-tune/1
// STATE:      steps:
// STATE-NEXT: - key: baseline
// STATE:        values: [100]
// STATE:      - key: groups 0-3
// STATE:        values: [85]
// STATE-NOT:  key:

// SECOND:      inlint tune: resuming from {{.*}}state: 2 steps measured
// SECOND-NEXT: inlint tune: 4 candidates in 4 groups; each group alone over the baseline; 1 run per step
// SECOND-NEXT: inlint tune: step 1 of 7: baseline (no decisions): measured before; build, bench x1 again to compare; about {{[0-9]+}} s left
// SECOND-NEXT: inlint tune: step 1 of 7: baseline (no decisions): 100 (x1.0000) in {{[0-9.]+}} s
// SECOND-NEXT: inlint tune: step 2 of 7: all candidates: measured before, resuming
// SECOND-NEXT: inlint tune: step 3 of 7: always_inline gain20: build, bench x1; about {{[0-9]+}} s left
// SECOND-NEXT: inlint tune: step 3 of 7: always_inline gain20: 80 (x0.8000) in {{[0-9.]+}} s

// Runs 1-3 (the third failed), then the baseline again, gain20 again, loss10,
// gain5, flat, the forward set (gain20 and gain5), the final set again.
// RUNS: {{^}}10{{$}}

// TABLE: baseline (no decisions) 100 +0 1.0000
// TABLE: final (2 decisions) 75 -25 0.7500
