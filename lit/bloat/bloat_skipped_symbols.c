// bloat-o-meter leaves out what the kernel generates per module or
// syscall (__mod_*, __se_sys*, __addressable_*), the two strings that
// change with every build (linux_banner, vermagic), and any name with a
// ':'. They all change size here, yet no mode lists them.
// DEFINE: %{not_listed} = --implicit-check-not=__mod_ --implicit-check-not=__addressable_ --implicit-check-not=__se_sys --implicit-check-not=linux_banner --implicit-check-not=vermagic --implicit-check-not=zone:odd
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_data.c -o %t/old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_data.c -o %t/new.o
// RUN: llvm-nm --size-sort %t/old.o | FileCheck --check-prefix=OLD-SYMS %s
// RUN: llvm-nm --size-sort %t/new.o | FileCheck --check-prefix=NEW-SYMS %s
// RUN: %inlint bloat %t/old.o %t/new.o | FileCheck %s %{not_listed}
// RUN: %inlint bloat -c %t/old.o %t/new.o | FileCheck %s %{not_listed}
// RUN: %inlint bloat -d %t/old.o %t/new.o | FileCheck %s %{not_listed}
// RUN: %inlint bloat -t %t/old.o %t/new.o | FileCheck %s %{not_listed}

// OLD-SYMS-DAG: 0000000000000004 b __addressable_zone_init
// OLD-SYMS-DAG: 0000000000000010 B __mod_zone_device_table
// OLD-SYMS-DAG: 0000000000000020 D linux_banner
// OLD-SYMS-DAG: 0000000000000010 R vermagic
// OLD-SYMS-DAG: 0000000000000004 B zone:odd
// OLD-SYMS-DAG: T __se_sys_zone_info
// NEW-SYMS-DAG: 0000000000000010 b __addressable_zone_init
// NEW-SYMS-DAG: 0000000000000040 B __mod_zone_device_table
// NEW-SYMS-DAG: 0000000000000080 D linux_banner
// NEW-SYMS-DAG: 0000000000000040 R vermagic
// NEW-SYMS-DAG: 0000000000000010 B zone:odd
// NEW-SYMS-DAG: T __se_sys_zone_info

// CHECK: Total:
