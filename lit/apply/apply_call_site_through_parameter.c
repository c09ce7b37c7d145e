// A call-site decision on a call through a parameter: obj_alloc_fast
// calls its slow path through `slow`, which its only caller binds to
// obj_alloc_slow. In the unoptimised IR that INLINT_APPLY reads, the call
// loads `slow` from its stack slot; apply still finds it, and the
// attribute stays on the call that inlining obj_alloc_fast makes direct.
// Forced at line 29 only, that call is inlined and the one at line 26
// stays out of line, as both do without the decision.
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: printf -- '- function: obj_alloc_slow\n  file: rare_slow_ptr.c\n  caller: obj_alloc_fast\n  call_line: 29\n  action: always_inline\n' > %t/d.yaml
// RUN: env INLINT_APPLY=%t/d.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c rare_slow_ptr.c -o %t/applied.o
// RUN: FileCheck %s < %t/rec/rare_slow_ptr.c.inlint.yaml
// RUN: env INLINT_OUT=%t/plain %clang -O2 -g -fpass-plugin=%plugin -c rare_slow_ptr.c -o %t/plain.o
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain/rare_slow_ptr.c.inlint.yaml

// CHECK:       problems: []
// CHECK-LABEL: - name: obj_alloc_slow
// CHECK:       - caller: obj_alloc_fast
// CHECK-NEXT:    line: 26
// CHECK:         through_parameter: true
// CHECK-NEXT:    inlined: false
// CHECK-NEXT:    kept: true
// CHECK-NEXT:  - caller: obj_alloc_fast
// CHECK-NEXT:    line: 29
// CHECK:         through_parameter: true
// CHECK-NEXT:    inlined: true
// CHECK-NEXT:    kept: false
// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: obj_alloc_slow
// CHECK:         caller: obj_alloc_fast
// CHECK-NEXT:    call_line: 29
// CHECK-NEXT:    action: always_inline
// CHECK-NEXT:    status: applied
// CHECK-NEXT:    detail: added alwaysinline on 1 call
// CHECK-NEXT:    effect: inlined at 1 of 1 calls
// CHECK-NEXT:    took_effect: true

// PLAIN-LABEL: - name: obj_alloc_slow
// PLAIN:       - caller: obj_alloc_fast
// PLAIN-NEXT:    line: 26
// PLAIN:         inlined: false
// PLAIN:       - caller: obj_alloc_fast
// PLAIN-NEXT:    line: 29
// PLAIN:         inlined: false
