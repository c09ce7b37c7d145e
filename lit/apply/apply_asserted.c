// A BUILD_BUG_ON that tests a forced-inline helper's result holds only once
// the helper is inlined and its sum folds: out of line, clang fails the
// compile ("call to '__compiletime_assert_0' declared with 'error'
// attribute"), as net/core/skbuff.c's skb_ext_total_length would. The record
// marks the helper asserted, and apply refuses noinline on it, at its call
// too, and stripping its __always_inline; the compile succeeds, at -O2 and
// under -fno-inline alike.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- {function: ext_total_length, action: noinline}\n- {function: ext_total_length, caller: ext_alloc, call_line: 24, action: noinline}\n' > %t/out_of_line.yaml
// RUN: printf -- '- {function: ext_total_length, action: none}\n' > %t/strip.yaml
// RUN: env INLINT_APPLY=%t/out_of_line.yaml INLINT_VERIFY=1 INLINT_OUT=%t/o2 %clang -O2 -g -fpass-plugin=%plugin -I %inputs -c %inputs/objlevel/ext_len.c -o %t/o2.o 2>&1 | count 0
// RUN: find %t/o2 -name '*.yaml' | xargs cat | FileCheck %s
// RUN: env INLINT_APPLY=%t/strip.yaml INLINT_VERIFY=1 INLINT_OUT=%t/noinline %clang -O2 -g -fno-inline -fpass-plugin=%plugin -I %inputs -c %inputs/objlevel/ext_len.c -o %t/noinline.o 2>&1 | count 0

// CHECK:       - name: ext_total_length
// CHECK:         attributes: [{{.*}}asserted{{.*}}]
// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: ext_total_length
// CHECK:         action: noinline
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: '__always_inline is required: a compile-time assertion (BUILD_BUG_ON) tests its result, which folds only once it is inlined: out of line, the build fails'
// CHECK:       - function: ext_total_length
// CHECK:         caller: ext_alloc
// CHECK:         action: noinline
// CHECK-NEXT:    status: refused
// RUN: find %t/noinline -name '*.yaml' | xargs cat | FileCheck --check-prefix=STRIP %s

// STRIP-LABEL: applied:
// STRIP-NEXT:  - function: ext_total_length
// STRIP:         action: none
// STRIP-NEXT:    status: refused
// STRIP-NEXT:    detail: '__always_inline is required: a compile-time assertion
