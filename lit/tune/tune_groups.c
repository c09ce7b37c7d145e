// Candidates that pay only together are measured together: the two call-site
// decisions on one callee are one group, and so are a wrapper and its body
// that the record puts in one chain group; each row says so, and the
// ablation keeps or drops each pair as one. The refinement then leaves each
// decision of the best set out alone (the calls of gain10 one after the
// other, as their group holds nothing else to keep): without the wrapper the set measures
// the same (this bench does not see it), so it goes; without any other, the
// set is slower, so they stay.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: gain10, caller: a, call_line: 4, action: always_inline}\n- {function: wrapper, action: always_inline, group: wrapper}\n- {function: gain10, caller: b, call_line: 9, action: always_inline}\n- {function: gain3, action: always_inline, group: wrapper}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      always_inline gain10 in a:4 80 -20 0.8000 0.00% - kept group of 2
// CHECK-NEXT: always_inline wrapper 97 -3 0.9700 0.00% - kept group of 2
// CHECK-NEXT: always_inline gain10 in b:9 80 -20 0.8000 0.00% - kept group of 2
// CHECK-NEXT: always_inline gain3 97 -3 0.9700 0.00% - kept group of 2
// CHECK-NEXT: refine: groups 1, 2 without always_inline gain10 in a:4 87 -13
// CHECK-NEXT: refine: groups 1, 2 without always_inline gain10 in b:9 87 -13
// CHECK-NEXT: refine: groups 1, 2 without always_inline wrapper 77 -23
// CHECK-NEXT: refine: groups 1, 2 without always_inline gain3 80 -20
// CHECK-NEXT: final (3 decisions) 77 -23 0.7700

// PROGRESS:      inlint tune: 4 candidates in 2 groups; each group alone over the baseline; 1 run per step
// PROGRESS:      inlint tune: step 3 of 5: always_inline gain10 and 1 more: 80 (x0.8000)
// PROGRESS-NEXT: inlint tune: step 4 of 5: always_inline wrapper and 1 more: build

// OUT:      - function: gain10
// OUT-NEXT:   caller: a
// OUT-NEXT:   call_line: 4
// OUT-NOT:  function: wrapper
// OUT:      - function: gain10
// OUT-NEXT:   caller: b
// OUT:      - function: gain3
// OUT:        group: wrapper
