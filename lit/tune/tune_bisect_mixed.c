// A block whose always_inline gains what its noinline loses measures
// neutral as a whole; bisection splits it anyway, since a forcing and a
// pinning decision can cancel, and finds the gain. A neutral block whose
// decisions all pull one way (flat, flatb) is still not split.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: flat, action: none}\n- {function: flatb, action: none}\n- {function: loss20, action: noinline}\n- {function: gain20, action: always_inline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 2 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      all candidates 100 +0 1.0000
// CHECK:      none flat 100 +0 1.0000 0.00% - neutral block of 2 groups
// CHECK-NEXT: none flatb 100 +0 1.0000 0.00% - neutral block of 2 groups
// CHECK-NEXT: noinline loss20 120 +20 1.2000 0.00% - dropped
// CHECK-NEXT: always_inline gain20 80 -20 0.8000 0.00% - kept
// CHECK-NEXT: final (1 decision) 80 -20 0.8000

// PROGRESS:      inlint tune: step 2 of at most 9: all candidates: 100 (x1.0000)
// PROGRESS-NEXT: inlint tune: step 3 of at most 9: groups 1-2 of 4: build
// PROGRESS:      inlint tune: step 4 of at most 9: groups 3-4 of 4: build
// PROGRESS:      inlint tune: step 5 of at most 9: noinline loss20: build
// PROGRESS:      inlint tune: step 6 of at most 9: always_inline gain20: build
// PROGRESS:      inlint tune: step 7 of at most 9: final set: 80 (x0.8000)
// PROGRESS-NOT:  step

// OUT:     function: gain20
// OUT-NOT: function:
