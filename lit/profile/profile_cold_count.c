// Under a sample profile that says the slow path ran 3 times in 50000
// entries, the cold-slow-path message gives the profile's evidence (the
// call's count and its caller's entry count), not a frequency relative to
// the caller, which under a profile can exceed 1 for a cold call and read
// as a contradiction; the recommendation says it rests on the profile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_cold.prof -fpass-plugin=%plugin -c %inputs/zs_slow.c -o %t/zs.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK:       profile: true
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: alloc_page_slow
// CHECK:         action: noinline
// CHECK-NEXT:    reason: cold-slow-path
// CHECK:         message: {{.*}}single call site pool_alloc:48 is cold by profile count 3 (caller''s entry count 50000); out of line in this build already{{.*}} [profile count]{{.}}
// CHECK-NEXT:    evidence: profile count
