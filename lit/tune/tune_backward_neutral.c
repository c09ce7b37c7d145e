// The backward pass also runs when the full set only measures as well as
// the forward set, if it holds groups that are worse alone: the forward set
// plus what they cost alone would measure worse. pairA and pairB cost 1
// each alone (within --min-effect 2%) and save 20 together; loss19 costs
// 19 and hides the pair in the full set (100 - 25 - 20 + 19 = 74 against
// the forward set's 75), but not against 75 + 19. The groups neutral alone
// (here the pair) are left out together first; the set is worse without
// them, so they stay. Leaving loss19 out finds the pair: 55.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: pairA, action: always_inline}\n- {function: gain25, action: always_inline}\n- {function: pairB, action: noinline}\n- {function: loss19, action: noinline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --min-effect 2% -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      all candidates 74 -26 0.7400
// CHECK-NEXT: always_inline pairA 101 +1 1.0100 0.00% - neutral
// CHECK-NEXT: always_inline gain25 75 -25 0.7500 0.00% - kept
// CHECK-NEXT: noinline pairB 101 +1 1.0100 0.00% - neutral
// CHECK-NEXT: noinline loss19 119 +19 1.1900 0.00% - dropped
// CHECK-NEXT: backward: groups 2, 4 94 -6 0.9400
// CHECK-NEXT: backward: groups 1, 2, 3 55 -45 0.5500
// CHECK-NEXT: backward: groups 1, 2 76 -24 0.7600
// CHECK-NEXT: backward: groups 2, 3 76 -24 0.7600
// CHECK-NEXT: backward: groups 1, 3 80 -20 0.8000
// CHECK-NEXT: final (3 decisions) 55 -45 0.5500
// CHECK-EMPTY:

// OUT: - function: pairA
// OUT: - function: gain25
// OUT: - function: pairB
// OUT-NOT: loss19

// Groups that do nothing, alone or in company, leave in one step: flat1
// and flat2, then loss19 alone.
// RUN: rm -f %t/runs
// RUN: printf -- '- {function: flat1, action: always_inline}\n- {function: flat2, action: noinline}\n' >> %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --min-effect 0.5% -o %t/out2.yaml > %t/table2 2> %t/progress2
// RUN: FileCheck --check-prefix=BLOCK %s < %t/table2
// RUN: FileCheck --check-prefix=BLOCK-PROGRESS %s < %t/progress2

// BLOCK:      always_inline flat1 100 +0 1.0000 0.00% - neutral
// BLOCK-NEXT: noinline flat2 100 +0 1.0000 0.00% - neutral
// BLOCK-NEXT: backward: groups 1, 2, 3, 4 74 -26 0.7400
// BLOCK-NEXT: backward: groups 1, 2, 3 55 -45 0.5500
// BLOCK:      final (3 decisions) 55 -45 0.5500

// BLOCK-PROGRESS: backward (4 groups): without the 2 neutral groups: 74 (x0.7400)
// BLOCK-PROGRESS: backward (3 groups): without noinline loss19: 55 (x0.5500)
