// With more groups than --bisect-above, tune measures blocks of groups over
// the baseline and splits only the blocks that change the metric: the three
// neutral candidates cost one step together, and the gain and the loss in the
// other half are told apart (7 steps, where one at a time takes 8).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: flat, action: none}\n- {function: flatb, action: none}\n- {function: flatc, action: none}\n- {function: loss10, action: noinline}\n- {function: gain20, action: always_inline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 2 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress

// CHECK:      none flat 100 +0 1.0000 0.00% - neutral block of 3 groups
// CHECK-NEXT: none flatb 100 +0 1.0000 0.00% - neutral block of 3 groups
// CHECK-NEXT: none flatc 100 +0 1.0000 0.00% - neutral block of 3 groups
// CHECK-NEXT: noinline loss10 110 +10 1.1000 0.00% - dropped
// CHECK-NEXT: always_inline gain20 80 -20 0.8000 0.00% - kept
// CHECK-NEXT: final (1 decision) 80 -20 0.8000

// PROGRESS:      inlint tune: 5 candidates in 5 groups; bisecting blocks of groups; 1 run per step
// PROGRESS:      inlint tune: step 2 of at most 11: all candidates: 90 (x0.9000)
// PROGRESS-NEXT: inlint tune: step 3 of at most 11: groups 1-3 of 5: build, bench x1
// PROGRESS:      inlint tune: step 4 of at most 11: groups 4-5 of 5: build
// PROGRESS:      inlint tune: step 5 of at most 11: noinline loss10: build
// PROGRESS:      inlint tune: step 6 of at most 11: always_inline gain20: build
// PROGRESS:      inlint tune: step 7 of at most 11: final set: 80 (x0.8000)
// PROGRESS-NOT:  step
