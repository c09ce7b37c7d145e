// An archive counts as all its members together, as nm lists them: the
// sizes of a symbol in several members add up. A thin archive (the kernel's
// built-in.a) reads its members from their files, relative to the archive.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t/objs %t/lib
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_clones.c -o %t/objs/clones-old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_clones.c -o %t/objs/clones-new.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_data.c -o %t/objs/data-old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_data.c -o %t/objs/data-new.o
// An ELF file may have a trailing byte: that member has an odd size, and
// the archive pads it to an even offset.
// RUN: printf '\n' >> %t/objs/data-old.o
// RUN: llvm-ar rc %t/old.a %t/objs/data-old.o %t/objs/clones-old.o
// RUN: llvm-ar rc %t/new.a %t/objs/clones-new.o %t/objs/data-new.o %t/objs/clones-new.o
// RUN: %inlint bloat -t %t/old.a %t/new.a | FileCheck %s
// RUN: cd %t/lib && llvm-ar rcT old.a ../objs/data-old.o ../objs/clones-old.o
// RUN: cd %t/lib && llvm-ar rcT new.a ../objs/clones-new.o ../objs/data-new.o ../objs/clones-new.o
// RUN: cd %t && %inlint bloat -t lib/old.a lib/new.a | FileCheck %s

// The new archive holds clones-new.o twice: each of its functions counts
// twice (zone_walk: 63 bytes in each copy); the two files' functions are
// all there.
// CHECK:      add/remove: 1/1 grow/shrink: 6/0 up/down: 240/-10 (230)
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: zone_compact - 92 +92
// CHECK-NEXT: zone_walk 63 126 +63
// CHECK-NEXT: zap_page.constprop 25 64 +39
// CHECK-NEXT: page_index.isra 8 32 +24
// CHECK-NEXT: free_slow.part 13 26 +13
// CHECK-NEXT: arch_zone_init 3 8 +5
// CHECK-NEXT: zone_touch 101 105 +4
// CHECK-NEXT: zone_shrink 10 - -10
// CHECK-NEXT: Total: Before=223, After=453, chg +103.14%
