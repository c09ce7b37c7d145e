// A wrapper compiled for BMI2 (__attribute__((target("bmi2")))), called
// from a plain caller behind a run-time feature check: LLVM never inlines
// it there, and clang rejects an always_inline one ("requires target
// feature"). The record marks the call, the advice does not force it (a
// note among the information instead), and apply refuses a decision that
// would.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %inputs/hash_bmi2.c -o %t/a.o
// RUN: find %t/rec -name '*.yaml' | xargs cat > %t/rec.yaml
// RUN: FileCheck %s < %t/rec.yaml
// RUN: %inlint show --all %t/rec.yaml | FileCheck --check-prefix=SHOW %s
// RUN: printf 'recommendations:\n- function: hash_bmi2\n  action: always_inline\n- function: hash_bmi2\n  caller: table_hash\n  action: always_inline\n' > %t/force.yaml
// RUN: env INLINT_APPLY=%t/force.yaml INLINT_VERIFY=1 INLINT_OUT=%t/applied %clang -O2 -g -fpass-plugin=%plugin -c %inputs/hash_bmi2.c -o %t/b.o
// RUN: find %t/applied -name '*.yaml' | xargs cat | FileCheck --check-prefix=APPLY %s

// CHECK-LABEL: - name: hash_bmi2
// CHECK:         call_sites:
// CHECK-NEXT:    - caller: table_hash
// CHECK:           target_mismatch: true
// CHECK-NEXT:      inlined: false
// CHECK-NEXT:      kept: true
// Caller and callee both compiled for BMI2: no mismatch.
// CHECK-LABEL: - name: pext_field
// CHECK:         call_sites:
// CHECK-NEXT:    - caller: hash_bmi2
// CHECK-NOT:       target_mismatch
// CHECK:           inlined: true
// CHECK:       recommendations: []
// CHECK-NEXT:  information:
// CHECK-NEXT:  - function: hash_bmi2
// CHECK:         action: none
// CHECK-NEXT:    reason: cannot-inline
// CHECK-NOT:   action: always_inline

// SHOW: hash_bmi2.c:[[#]]: none: hash_bmi2: needs target features or a CPU that its caller table_hash (line [[#]]) lacks: LLVM does not inline it there{{.*}}(confidence 0.90) [inlint-cannot-inline]
// SHOW-NEXT: hash_bmi2.c: 4 functions, 0 recommendations, 1 information entry

// APPLY:       problems: []
// APPLY-LABEL: applied:
// APPLY-NEXT:  - function: hash_bmi2
// APPLY:         action: always_inline
// APPLY-NEXT:    status: refused
// APPLY-NEXT:    detail: {{.?}}needs target features or a CPU that its caller table_hash (line [[#]]) lacks{{.*}}
// APPLY:       - function: hash_bmi2
// APPLY-NEXT:    file: {{.*}}hash_bmi2.c
// APPLY-NEXT:    caller: table_hash
// APPLY:         action: always_inline
// APPLY-NEXT:    status: refused
