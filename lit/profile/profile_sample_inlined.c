// A sample profile with inline context: the profile loader inlines the slow
// path into the fast path before inlint's "before" view, so the call is
// found only in the view taken without the profile (profile_inlined). A
// noinline decision, applied at PipelineStart, is obeyed by that loader too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_inlined.prof -fpass-plugin=%plugin -c %inputs/zs_slow.c -o %t/zs.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s
// RUN: printf -- '- {function: alloc_page_slow, action: noinline}\n' > %t/pin.yaml
// RUN: env INLINT_APPLY=%t/pin.yaml INLINT_VERIFY=1 INLINT_OUT=%t/pinned %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_inlined.prof -fpass-plugin=%plugin -S -emit-llvm %inputs/zs_slow.c -o %t/pinned.ll
// RUN: FileCheck --check-prefix=PINNED-IR %s < %t/pinned.ll
// RUN: find %t/pinned -name '*.yaml' | xargs cat | FileCheck --check-prefix=PINNED %s

// CHECK-LABEL: - name: alloc_page_slow
// CHECK:         - caller: pool_alloc
// CHECK-NEXT:      line: 48
// CHECK-NEXT:      hotness: hot
// CHECK:           static_hotness: cold
// CHECK:           profile_inlined: true
// CHECK-NEXT:      inlined: true
// CHECK:         outcome: inlined
// CHECK:         inlined_into:
// CHECK-NEXT:    - caller: pool_alloc
// CHECK-LABEL: recommendations:
// CHECK:         reason: profile-flip-hot
// CHECK:         message: {{.*}}whose loader inlined it there before any other inliner ran: inlined under this profile

// PINNED-IR: call {{.*}}@alloc_page_slow(
// PINNED:       - name: alloc_page_slow
// PINNED:         outcome: out_of_line
// PINNED-LABEL: applied:
// PINNED-NEXT:  - function: alloc_page_slow
// PINNED:         status: applied
// PINNED-NEXT:    detail: added noinline
// PINNED-NEXT:    effect: out_of_line
// PINNED-NEXT:    took_effect: true
