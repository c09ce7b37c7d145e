// A chain two wrappers long: blk_hash_seeded passes its step and finish
// functions as constants to blk_hash_seeded_internal, which forwards them
// to blk_hash_internal, which forwards them to the template blk_loop. The
// calls that forward count as passing constants when every call of the
// forwarding wrapper does: blk_hash_internal joins the chain of blk_loop
// (one group with the other wrapper, blk_hash_wide_internal), and the
// step functions, whose addresses are call arguments, are not called
// address-taken-only. Forcing blk_loop without blk_hash_internal would make
// the wrapper too big to inline and lose the constants.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %inputs/blk_hash.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: %inlint merge %t -o %t.report.yaml --budget none > /dev/null
// RUN: FileCheck %s < %t.report.yaml

// Functions come in module order.
// RECORD-LABEL: - name: blk_hash_internal
// RECORD:         - caller: blk_hash_default
// RECORD:           pruned_through: 2
// RECORD:         - caller: blk_hash_seeded_internal
// RECORD:           forwards: 2
// RECORD-LABEL: - name: blk_loop
// RECORD:         - caller: blk_hash_internal
// RECORD:           forwards: 2
// RECORD-NEXT:      inlined: false
// RECORD-NEXT:      kept: true

// CHECK-LABEL: recommendations:
// CHECK-NOT:   address-taken-only
// CHECK:       - function: blk_loop
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         group: [[GROUP:blk_hash_[a-z_]+]]
// CHECK:       - function: blk_hash_internal
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         message: 'blk_hash_internal: wrapper of blk_loop {{.*}}each of its 3 calls outside cold code{{.*}}'
// CHECK:         group: [[GROUP]]
// CHECK:       - function: blk_hash_wide_internal
// CHECK:         group: [[GROUP]]
// CHECK-NOT:   address-taken-only
