// Clones of statics are named by GCC with a number that changes from build
// to build (zap_page.constprop.0 becomes zap_page.constprop.1): bloat drops
// every ".NUMBER", as bloat-o-meter does, so the clone is one symbol across
// the two builds, and two clones in one file add up (11 + 14 bytes before).
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_clones.c -o %t/old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_clones.c -o %t/new.o
// RUN: llvm-nm %t/old.o | FileCheck --check-prefix=OLD-SYMS %s
// RUN: llvm-nm %t/new.o | FileCheck --check-prefix=NEW-SYMS %s
// RUN: %inlint bloat %t/old.o %t/new.o | FileCheck %s

// OLD-SYMS-DAG: t page_index.isra.0
// OLD-SYMS-DAG: t zap_page.constprop.0
// OLD-SYMS-DAG: t zap_page.constprop.7
// NEW-SYMS-DAG: t page_index.isra.1
// NEW-SYMS-DAG: t zap_page.constprop.1
// NEW-SYMS-DAG: t zap_page.constprop.7

// CHECK-NOT: .{{[0-9]}}
// CHECK:     page_index.isra 8 16 +8
// CHECK-NEXT: zap_page.constprop 25 32 +7
// CHECK-NOT: .{{[0-9]}}
// CHECK:     Total:
