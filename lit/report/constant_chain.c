// A wrapper -> template chain: tbl_search, too big for -O2 to inline, is
// specialised by its match mode, which the small wrappers tbl_find and
// tbl_scan only pass on from their callers' constants. Counted in the
// template's own calls, nothing is constant (the wrappers pass parameters);
// followed through the wrappers, each caller's constants kill branch targets
// in tbl_search. Forcing the template alone makes each wrapper too big to
// inline, forcing a wrapper alone leaves the call: inlint advises the
// chain, with the match helper the template hands the mode and flags on
// to, in one group. A switch on flags & TBL_STRICT counts as one on flags. Built with the modes coming from data, nothing folds and
// nothing is advised.
// RUN: rm -rf %t && env INLINT_OUT=%t/const %clang -O2 -g -fpass-plugin=%plugin -c %inputs/tbl_search.c -o %t.o
// RUN: find %t/const -name '*.yaml' | xargs cat | FileCheck %s
// RUN: env INLINT_OUT=%t/data %clang -DTBL_MODES_AT_RUN_TIME -O2 -g -fpass-plugin=%plugin -c %inputs/tbl_search.c -o %t.o
// RUN: find %t/data -name '*.yaml' | xargs cat | FileCheck --check-prefix=DATA %s

// CHECK-LABEL: - name: tbl_find
// CHECK:         - caller: route_exact
// CHECK:           pruned_through: 20
// CHECK-NEXT:      pruned_through_insns: [[#FOLDS:]]
// CHECK-NEXT:      inlined: true
// CHECK-LABEL: - name: tbl_search
// CHECK:         deciding_params: 3
// CHECK:         - caller: tbl_find
// CHECK-NEXT:      line: [[#FIND_LINE:]]
// CHECK:           forwards: 2
// CHECK-NEXT:      inlined: false
// CHECK-NEXT:      kept: true
// CHECK:         callee_size: [[#BODY:]]
// CHECK-NEXT:    callee_size_from: out-of-line body
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: tbl_find
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         message: 'tbl_find: wrapper of tbl_search (its out-of-line copy is [[#BODY]] IR instructions): each of its 2 calls outside cold code (the hottest route_exact:[[#]], normal) passes constants that its call tbl_find:[[#FIND_LINE]] hands on to tbl_search, killing at least 20 branch targets there and in its callees that guard at least [[#FOLDS]] instructions, which fold only once the chain collapses — measure __always_inline on the whole chain (one group) [static estimate]'
// CHECK-NEXT:    group: tbl_find
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  - function: tbl_search
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         message: 'tbl_search: its out-of-line copy is [[#BODY]] IR instructions, template body of the wrapper tbl_find, whose 2 calls outside cold code pass on constants that kill at least 20 branch targets here and in its callees, guarding at least [[#FOLDS]] instructions: they fold only once tbl_find and the functions its constants pass through are all inlined — measure __always_inline on all of them (one group) [static estimate]'
// CHECK-NEXT:    group: tbl_find
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  - function: tbl_match_one
// CHECK:         action: always_inline
// CHECK:         message: 'tbl_match_one: {{.*}}, on the chain of the wrapper tbl_find, {{.*}}'
// CHECK-NEXT:    group: tbl_find
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  - function: tbl_scan
// CHECK:         action: always_inline
// CHECK:         group: tbl_find
// CHECK-LABEL: external_calls:

// DATA-NOT:    pruned_through:
// DATA:        forwards: 2
// DATA:        recommendations: []
