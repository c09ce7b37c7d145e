// Decisions inlint refuses, and says why: always_inline on a recursive
// function, removing noinline from noinstr code, noinline on a helper that
// noinstr code needs inlined. The IR is left as it was for them. A decision
// for a function this file does not have is silent.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -S -emit-llvm %top/examples/pool/pool.c -o %t/plain.ll
// RUN: env INLINT_APPLY=%inputs/refused.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/applied.ll 2>&1 | count 0
// RUN: grep -v '^; ModuleID\|^source_filename\|!llvm.ident\|^!.* = !{!"' %t/plain.ll > %t/plain.body
// RUN: grep -v '^; ModuleID\|^source_filename\|!llvm.ident\|^!.* = !{!"' %t/applied.ll > %t/applied.body
// RUN: diff %t/plain.body %t/applied.body
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: page_sum
// CHECK:         action: always_inline
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: 'recursive: LLVM does not inline a call that closes a call cycle'
// CHECK-NEXT:    took_effect: false
// CHECK-NEXT:  - function: pool_entry_stats
// CHECK:         action: none
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: 'noinstr or instrumentation-exempt code: its noinline is required'
// CHECK:       - function: read_generation
// CHECK:         action: noinline
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: '__always_inline is required: called from noinstr code pool_entry_stats
// CHECK-NOT:   not_in_this_file
