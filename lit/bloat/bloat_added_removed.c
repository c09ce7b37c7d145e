// A function only the new build has is counted in "add" and shows "-" as
// its old size; one only the old build has is counted in "remove" and shows
// "-" as its new size. Both count in up/down and in the totals.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_clones.c -o %t/old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_clones.c -o %t/new.o
// RUN: %inlint bloat %t/old.o %t/new.o | FileCheck --strict-whitespace --match-full-lines %s
// RUN: %inlint bloat %t/new.o %t/old.o | FileCheck --strict-whitespace --match-full-lines --check-prefix=REVERSED %s

// CHECK:add/remove: 1/1 grow/shrink: 2/0 up/down: 61/-10 (51)
// CHECK-NEXT:Function                                     old     new   delta
// CHECK-NEXT:zone_compact                                   -      46     +46
// CHECK-NEXT:page_index.isra                                8      16      +8
// CHECK-NEXT:zap_page.constprop                            25      32      +7
// CHECK-NEXT:zone_shrink                                   10       -     -10
// CHECK-NEXT:Total: Before=119, After=170, chg +42.86%

// REVERSED:add/remove: 1/1 grow/shrink: 0/2 up/down: 10/-61 (-51)
// REVERSED-NEXT:Function                                     old     new   delta
// REVERSED-NEXT:zone_shrink                                    -      10     +10
// REVERSED-NEXT:zap_page.constprop                            32      25      -7
// REVERSED-NEXT:page_index.isra                               16       8      -8
// REVERSED-NEXT:zone_compact                                  46       -     -46
// REVERSED-NEXT:Total: Before=170, After=119, chg -30.00%
