// Under a sample profile a call that the early cleanup removed as dead code
// (a compile-time assertion of a configuration that is off) is gone from
// inlint's profiled view, as is a call the profile loader inlined. Only
// the second has a copy of its callee at its line: the dead call is not
// recorded as profile-inlined and hot, the inlined one is.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/cache_refill.prof -fpass-plugin=%plugin -c %inputs/dead_config_call.c -o %t/dead.o
// RUN: find %t/rec -name '*.inlint.yaml' | xargs cat | FileCheck %s
// Without debug locations the loader inlines nothing: every call gone
// before the profiled view was dead code.
// RUN: %clang -O2 -Xclang -disable-llvm-passes -fprofile-sample-use=%inputs/cache_refill.prof -S -emit-llvm %inputs/dead_config_call.c -o %t/dead.ll
// RUN: %opt -strip-debug -S %t/dead.ll -o %t/nodebug.ll
// RUN: env INLINT_OUT=%t/nodebug %opt -load-pass-plugin=%plugin -passes='default<O2>' --pgo-kind=pgo-sample-use-pipeline --profile-file=%inputs/cache_refill.prof %t/nodebug.ll -o %t/nodebug.bc 2> %t/nodebug.err
// RUN: find %t/nodebug -name '*.inlint.yaml' | xargs cat | FileCheck --check-prefix=NODEBUG %s

// CHECK:       profile_format: SampleProfile
// CHECK-LABEL: - name: cache_refill
// CHECK:         - caller: cache_alloc
// CHECK-NEXT:      line: 46
// CHECK-NEXT:      hotness: hot
// CHECK:           profile_inlined: true
// CHECK-LABEL: - name: stats_account
// CHECK:         call_sites: []
// CHECK-LABEL: recommendations:

// NODEBUG:     debug_info: false
// NODEBUG:     profile_format: SampleProfile
// NODEBUG-NOT: profile_inlined: true
// NODEBUG:     - name: stats_account
// NODEBUG:       call_sites: []
