// A SYSCALL_DEFINE-shaped macro writes three functions on the line where
// it is used; the debug info gives all three that one line, and the record
// marks them macro_generated (names are never looked at). Clang keeps the
// macro's wrapper out of line at two warm calls, but the macro also writes
// the entry points, which get no such advice: no one can annotate one
// expansion of a macro, so the advice is information. The same three
// functions written by hand get the advice.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %inputs/syscall_macro.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat > %t.yaml
// RUN: FileCheck %s < %t.yaml
// RUN: %inlint show --all %t.yaml | FileCheck --check-prefix=SHOW %s

// CHECK-LABEL: - name: sys_fdreserve
// CHECK-NEXT:    file: {{.*}}syscall_macro.c
// CHECK-NEXT:    line: [[#MACRO:]]
// CHECK:         variadic: false
// CHECK-NEXT:    macro_generated: true
// CHECK-NEXT:    macro: SYSCALL_DEFINE1
// CHECK-LABEL: - name: __se_sys_fdreserve
// CHECK-NEXT:    file: {{.*}}syscall_macro.c
// CHECK-NEXT:    line: [[#MACRO]]
// CHECK:         macro_generated: true
// CHECK-LABEL: - name: se_fdrelease
// CHECK:         variadic: false
// CHECK-NEXT:    callers: 2
// CHECK:       recommendations:
// CHECK-NEXT:  - function: se_fdrelease
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: kept-out-of-line
// CHECK-NOT:   __se_sys_fdreserve
// CHECK:       information:
// CHECK-NEXT:  - function: __se_sys_fdreserve
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: kept-out-of-line
// CHECK:         message: {{.*}}; written by SYSCALL_DEFINE1 at line [[#MACRO]] with 3 other functions, which do not all get this advice: no advice on a macro''s expansion [static estimate]'

// SHOW:      syscall_macro.c:[[#]]: always_inline: __se_sys_fdreserve: {{.*}}no advice on a macro's expansion{{.*}}
// SHOW-NEXT: syscall_macro.c:[[#]]: always_inline: se_fdrelease: {{.*}}
// SHOW-NEXT: syscall_macro.c: 1 recommendation rests on the static estimate: run `inlint tune` or give a profile
// SHOW-NEXT: syscall_macro.c: {{[0-9]+}} functions, 1 recommendation, 1 information entry
