// A static function that ThinLTO promotes: slot_lookup, imported into
// table.c's backend, calls slot.c's static slot_miss, so the link renames
// it slot_miss.llvm.N. The backend's records name it as the source does,
// static, and merge joins it to the compile's slot_miss: one function, the
// compile's facts (its two callers) and the link's outcome.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/slot.c -o %t/slot.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/table.c -o %t/table.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table
//
// The link did promote it:
// RUN: llvm-nm %t/table | FileCheck --check-prefix=NM %s
// RUN: FileCheck --check-prefix=BACKEND %s < %t/rec/lto/slot.c.inlint.thinlto-backend.yaml
// RUN: %inlint merge %t/rec -o %t/report.yaml > /dev/null
// RUN: FileCheck %s < %t/report.yaml

// NM: t slot_miss.llvm.{{[0-9]+$}}

// BACKEND:     phase: thinlto-backend
// BACKEND-NOT: .llvm.
// BACKEND:     - name: slot_miss
// BACKEND-NEXT:  file: lto/slot.c
// BACKEND-NEXT:  line: 7
// BACKEND-NEXT:  linkage: static
// BACKEND-NOT: .llvm.

// CHECK-NOT:   .llvm.
// CHECK-LABEL: - name: slot_miss
// CHECK-NEXT:    file: lto/slot.c
// CHECK-NEXT:    line: 7
// CHECK-NEXT:    linkage: static
// CHECK-NEXT:    tu: lto/slot.c
// CHECK-NEXT:    tus: 1
// CHECK:         outcome: out_of_line
// CHECK:         callers: [slot_lookup, slot_scan]
// CHECK-NOT:   .llvm.
// CHECK-NOT:   name: slot_miss
