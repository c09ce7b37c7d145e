// A chain four wrappers long, as DPDK's one-element ring calls: the element
// size that put_words, put_pairs and put_quads pass as a constant reaches
// ring_copy_elems through ring_put_one, ring_put_bulk (a switch on the
// ring's mode), ring_mp/sp/rts_put_bulk and ring_do_put, and ring_copy32
// through the count that ring_copy_elems scales by it (num * (esize / 4)),
// where a switch on n & 7 decides the tail. -O2 keeps ring_do_put out of
// line, so nothing folds. inlint advises every function the constants
// pass through, in one group named after the outermost wrapper; the group
// applied inlines the chain into its callers, and the program's output is
// the same. ring_copy64, which gets no value the size decides, is no part
// of it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin %inputs/ring_elems.c -o %t/plain
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: FileCheck %s < %t/report.yaml
// RUN: env INLINT_APPLY=%t/report.yaml INLINT_VERIFY=1 %clang -O2 -g -fpass-plugin=%plugin %inputs/ring_elems.c -o %t/applied 2>&1 | count 0
// RUN: llvm-nm %t/plain | FileCheck --check-prefix=PLAIN-SYMS %s
// RUN: llvm-nm %t/applied | FileCheck --check-prefix=APPLIED-SYMS %s
// RUN: %t/plain 2000 > %t/plain.out
// RUN: %t/applied 2000 > %t/applied.out
// RUN: cmp %t/plain.out %t/applied.out

// RECORD-LABEL: - name: ring_put_one
// RECORD:         - caller: put_words
// RECORD:           pruned_through: 3
// RECORD-LABEL: - name: ring_copy32
// RECORD:         - caller: ring_copy_elems
// RECORD:           forwards: 1

// CHECK-LABEL: recommendations:
// CHECK-NOT:   ring_copy64
// CHECK-DAG:   message: 'ring_put_one: wrapper of ring_put_bulk {{.*}}measure __always_inline on the whole chain (one group) [static estimate]'
// CHECK-DAG:   message: 'ring_put_bulk: {{.*}}'
// CHECK-DAG:   message: 'ring_mp_put_bulk: {{.*}}'
// CHECK-DAG:   message: 'ring_sp_put_bulk: {{.*}}'
// CHECK-DAG:   message: 'ring_rts_put_bulk: {{.*}}'
// CHECK-DAG:   message: 'ring_do_put: its out-of-line copy is {{[0-9]+}} IR instructions, on the chain of the wrapper ring_put_one, {{.*}}'
// CHECK-DAG:   message: 'ring_move_head: {{.*}}'
// CHECK-DAG:   message: 'ring_copy_elems: {{.*}}'
// CHECK-DAG:   message: 'ring_copy32: {{.*}}'
// CHECK-NOT:   ring_copy64
// CHECK-LABEL: functions:

// PLAIN-SYMS:       ring_do_put
// APPLIED-SYMS-NOT: ring_
