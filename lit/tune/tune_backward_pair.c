// Two decisions that only pay together: pairA and pairB each cost 1 alone and
// save 20 together. Judged alone, both are dropped and the forward set is
// gain5 alone (95); the full set measures 75, better, so tune searches
// backwards from it, leaving out one group at a time, least saving first:
// without either half of the pair the set gets worse, so both stay; without
// gain5 it gets worse too.
// The final set is the full one, measured again, and it is written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: pairA, action: always_inline}\n- {function: gain5, action: always_inline}\n- {function: pairB, action: noinline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      all candidates 75 -25 0.7500
// CHECK-NEXT: always_inline pairA 101 +1 1.0100 0.00% - dropped
// CHECK-NEXT: always_inline gain5 95 -5 0.9500 0.00% - kept
// CHECK-NEXT: noinline pairB 101 +1 1.0100 0.00% - dropped
// CHECK-NEXT: backward: groups 1, 2 96 -4 0.9600
// CHECK-NEXT: backward: groups 2, 3 96 -4 0.9600
// CHECK-NEXT: backward: groups 1, 3 80 -20 0.8000
// CHECK-NEXT: final (3 decisions) 75 -25 0.7500
// CHECK-EMPTY:

// PROGRESS: inlint tune: step 6 of 7: backward (2 groups): without noinline pairB: build, bench x1
// PROGRESS: inlint tune: step 7 of 8: backward (2 groups): without always_inline pairA: 96 (x0.9600)
// PROGRESS: inlint tune: step 8 of 9: backward (2 groups): without always_inline gain5: 80 (x0.8000)
// PROGRESS: inlint tune: step 9 of 9: final set: 75 (x0.7500)

// OUT: - function: pairA
// OUT: - function: gain5
// OUT: - function: pairB
