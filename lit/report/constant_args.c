// A compressor shaped like LZ4_compress_generic: two parameters (table type,
// dictionary mode) decide switches and branches, and every caller passes
// constants for them. Too big for clang to inline at -O2, but each call
// would fold a large part of the body: inlint counts the branch targets the
// constants kill and the instructions only those lead to (compress_fast's
// table type drops two of three switch cases in both loops), and advises
// trying __always_inline.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %inputs/lz_generic.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: - name: compress_generic
// CHECK:         deciding_params: 2
// CHECK:         - caller: compress_fast
// CHECK:           pruned: 13
// CHECK-NEXT:      pruned_insns: [[#FAST:]]
// CHECK-NEXT:      pruned_through: 1
// CHECK-NEXT:      pruned_through_insns: [[#]]
// CHECK-NEXT:      inlined: false
// CHECK-NEXT:      kept: true
// CHECK:         - caller: compress_dict
// CHECK:           pruned: 13
// CHECK:         outcome: out_of_line
// CHECK:         callee_size: [[#COPY:]]
// CHECK-NEXT:    callee_size_from: out-of-line body
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: compress_generic
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         message: {{.}}compress_generic: its out-of-line copy is [[#COPY]] IR instructions, but 2 of its parameters decide branches, switches or indirect calls, and each of its 3 kept calls (the hottest compress_fast:[[#]], normal) passes constants that kill at least 13 branch targets, guarding at least [[#FAST]] of its instructions
