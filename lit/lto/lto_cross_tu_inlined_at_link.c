// An extern function (slot_lookup, in slot.c) called from another file
// (table.c): the compile can only call it, the ThinLTO link inlines it into
// table_sum. With the link's records beside the compile's, merge reports
// the link's outcome and says the inlining happened at link time.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/slot.c -o %t/slot.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/table.c -o %t/table.o
//
// The compile alone: slot_lookup kept out of line, nothing of the link.
// RUN: %inlint merge %t/rec -o %t/compile.yaml | FileCheck --check-prefix=COMPILE-SUM %s
// RUN: FileCheck --check-prefix=COMPILE %s < %t/compile.yaml
//
// RUN: env INLINT_OUT=%t/rec %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table
// RUN: %inlint merge %t/rec -o %t/report.yaml | FileCheck --check-prefix=SUM %s
// RUN: FileCheck %s < %t/report.yaml
//
// The binary agrees: table_sum calls no slot_lookup.
// RUN: llvm-objdump -d --no-show-raw-insn %t/table | FileCheck --check-prefix=ASM %s
// The body stays, as the extern symbol it is: the outcome is partial.
// RUN: llvm-nm %t/table | FileCheck --check-prefix=NM %s

// COMPILE-SUM: 2 records, {{.*}}
// COMPILE-LABEL: - name: slot_lookup
// COMPILE:         outcome: out_of_line
// COMPILE:         inlined_into: []
// COMPILE-NOT:     inlined_at_link
// COMPILE-LABEL: extern_functions:
// COMPILE:       message: 'slot_lookup: extern, called from 1 file; an `inline` keyword on its definition in lto/slot.c only affects that file without LTO'

// SUM: 4 records (2 of the link), {{.*}}

// CHECK-LABEL: - name: slot_lookup
// CHECK-NEXT:    file: lto/slot.c
// CHECK:         linkage: extern
// CHECK:         tus: 1
// CHECK:         outcome: partial
// CHECK:         inlined_into: [table_sum]
// CHECK-NEXT:    inlined_at_link: [table_sum]
// CHECK-LABEL: - name: table_sum
// CHECK:         inlined_into: []
// CHECK-NOT:     inlined_at_link
// CHECK-LABEL: extern_functions:
// CHECK:       - name: slot_lookup
// CHECK:         message: 'slot_lookup: extern, called from 1 file; inlined into table_sum at link time'

// NM: T slot_lookup

// ASM-LABEL: <table_sum>:
// ASM-NOT:   call{{.*}}<slot_lookup>
// ASM:       ret
