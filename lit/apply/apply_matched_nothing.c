// A call-site decision whose function and caller are both in the module but
// no such call is: the record says it matched nothing, under problems (and
// not under applied), and inlint show prints it and exits 1. Here the call
// of seg_fold at line 77 is seg_step's, not seg_walk's (seg_step is inlined
// into seg_walk later, by -O2); the right decision is applied. A decision
// for another TU's caller (none here) is no problem. Nor is one whose call a
// link-time phase finds inlined already, the compile having applied it
// (tune_hot.c's first call of pkt_checksum, at line 87): opt over the
// compile's output, as an LTO backend does. A decision for a call that
// is made through a pointer (codebook_table.c's table of cost functions)
// says so.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: seg_fold\n  caller: seg_walk\n  call_line: 77\n  action: always_inline\n- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n- function: seg_fold\n  caller: elsewhere\n  action: always_inline\n' > %t/d.yaml
// RUN: env INLINT_APPLY=%t/d.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %inputs/tune_nested.c -o %t/nested.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s
// RUN: not %inlint show %t/rec/__%inputs/tune_nested.c.inlint.yaml | FileCheck --check-prefix=SHOW %s
// RUN: printf -- '- function: pkt_checksum\n  caller: main\n  call_line: 87\n  action: always_inline\n' > %t/right.yaml
// RUN: env INLINT_APPLY=%t/right.yaml %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %inputs/tune_hot.c -o %t/applied.ll
// RUN: %opt -load-pass-plugin=%plugin -passes='inlint-apply<apply=%t/right.yaml>,inlint-report<out=%t/link>' -disable-output %t/applied.ll
// RUN: find %t/link -name '*.yaml' | xargs cat | FileCheck --check-prefix=LINK %s
// RUN: printf -- '- function: cost_pair\n  caller: band_search\n  call_line: 37\n  action: always_inline\n' > %t/ptr.yaml
// RUN: env INLINT_APPLY=%t/ptr.yaml INLINT_OUT=%t/ptr %clang -O2 -g -fpass-plugin=%plugin -c %inputs/codebook_table.c -o %t/table.o
// RUN: not %inlint show %t/ptr | FileCheck --check-prefix=PTR %s

// CHECK-LABEL: problems:
// CHECK-NEXT:  - '{{.*}}d.yaml:1: always_inline for seg_fold (calls from seg_walk, line 77) matches nothing: no call to seg_fold in seg_walk at line 77'
// CHECK-NEXT:  functions:
// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: seg_fold
// CHECK:         caller: seg_step
// CHECK-NEXT:    call_line: 77
// CHECK-NEXT:    action: always_inline
// CHECK-NEXT:    status: applied
// CHECK-NOT:     seg_walk
// CHECK:       external_calls:

// SHOW: tune_nested.c: warning: {{.*}}d.yaml:1: always_inline for seg_fold (calls from seg_walk, line 77) matches nothing: no call to seg_fold in seg_walk at line 77

// LINK:      problems: []
// LINK:      applied: []

// PTR: codebook_table.c: warning: {{.*}}ptr.yaml:1: always_inline for cost_pair (calls from band_search, line 37) matches nothing: no call to cost_pair in band_search at line 37; band_search calls through a pointer there, and an attribute cannot bind that call to cost_pair
