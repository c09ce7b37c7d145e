// An AutoFDO-style text sample profile makes a statically cold single-caller
// slow path hot: the record shows the profile summary's thresholds, the
// call's count next to the static estimate, and flags the flip — the
// zsmalloc alloc_zspage case: inlined under this profile, out of line
// without it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_hot.prof -fpass-plugin=%plugin -c %inputs/zs_slow.c -o %t/zs.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s
// Without the profile, the same code says what the static estimate says.
// RUN: env INLINT_OUT=%t/plain %clang -O2 -g -fpass-plugin=%plugin -c %inputs/zs_slow.c -o %t/plain.o
// RUN: find %t/plain -name '*.yaml' | xargs cat | FileCheck --check-prefix=PLAIN %s

// CHECK:       profile: true
// CHECK:       profile_format: SampleProfile
// CHECK-NEXT:  hot_count: 49900
// CHECK-NEXT:  cold_count: 100
// CHECK-LABEL: - name: alloc_page_slow
// Entry counts are the profile's head samples (49900 here, 50000 for
// pool_alloc); LLVM 19's sample loader adds one to each, which moves the
// call's frequency (count / caller's entry count) too.
// CHECK:         entry_count: {{49900|49901}}{{$}}
// CHECK:         call_sites:
// CHECK-NEXT:    - caller: pool_alloc
// CHECK-NEXT:      line: 48
// CHECK-NEXT:      hotness: hot
// CHECK-NEXT:      frequency: {{0.998|0.99798}}{{$}}
// CHECK-NEXT:      count: 49900
// CHECK-NEXT:      static_hotness: cold
// CHECK-NEXT:      static_frequency: 0.00049975
// CHECK-NEXT:      profile_inlined: false
// CHECK-NEXT:      inlined: true
// CHECK:         outcome: inlined
// CHECK:         callee_size: [[#]]
// CHECK-NEXT:    callee_size_from: inlined copy
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: alloc_page_slow
// CHECK:         action: noinline
// CHECK-NEXT:    reason: profile-flip-hot
// CHECK-NEXT:    severity: warning
// CHECK:         message: {{.}}alloc_page_slow: about 50 IR instructions before inlining (estimate), single call site pool_alloc:48 is cold without a profile (0.0005x entry) but hot in this profile (count 49900, hot from 49900): inlined under this profile; out of line without it; pin with noinline if the profile is not representative [profile count]{{.}}{{$}}
// CHECK-NEXT:    evidence: profile count

// PLAIN:       profile: false
// PLAIN-NOT:   hot_count
// PLAIN-NOT:   static_hotness
// PLAIN-LABEL: recommendations:
// PLAIN-NEXT:  - function: alloc_page_slow
// PLAIN:         action: noinline
// PLAIN-NEXT:    reason: cold-slow-path
// PLAIN:         message: {{.*}}is cold (0.0005x entry); out of line in this build already{{.*}} [static estimate]{{.}}
// PLAIN-NEXT:    evidence: static estimate
