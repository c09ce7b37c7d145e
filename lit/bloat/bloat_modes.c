// bloat-o-meter's modes, with its titles. By default one table titled
// "Function" counts text and data alike (nm types tTdDbBrRvVwW); -c splits
// it into Function (tTwW: weak functions too), Data (dDbBvV: bss, weak and
// thread-local objects too) and RO Data (rR); -d is data and read-only data
// in one table, -t the functions alone.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_data.c -o %t/old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_data.c -o %t/new.o
// RUN: %inlint bloat %t/old.o %t/new.o | FileCheck --check-prefix=ALL %s
// RUN: %inlint bloat -c %t/old.o %t/new.o | FileCheck --check-prefix=KIND %s
// RUN: %inlint bloat -d %t/old.o %t/new.o | FileCheck --check-prefix=DATA %s
// RUN: %inlint bloat -t %t/old.o %t/new.o | FileCheck --check-prefix=TEXT %s

// Equal deltas come in reverse name order: zone_wmark_low, zone_wmark_high,
// zone_cpu_hits.
// ALL:      add/remove: 0/0 grow/shrink: 9/0 up/down: 429/0 (429)
// ALL-NEXT: Function old new delta
// ALL-NEXT: zone_stats 64 256 +192
// ALL-NEXT: zone_flags 32 128 +96
// ALL-NEXT: zone_names 24 96 +72
// ALL-NEXT: zone_reserve 8 32 +24
// ALL-NEXT: zone_wmark_low 4 16 +12
// ALL-NEXT: zone_wmark_high 4 16 +12
// ALL-NEXT: zone_cpu_hits 4 16 +12
// ALL-NEXT: arch_zone_init 3 8 +5
// ALL-NEXT: zone_touch 101 105 +4
// ALL-NEXT: Total: Before=244, After=673, chg +175.82%
// ALL-EMPTY:

// KIND:      add/remove: 0/0 grow/shrink: 2/0 up/down: 9/0 (9)
// KIND-NEXT: Function old new delta
// KIND-NEXT: arch_zone_init 3 8 +5
// KIND-NEXT: zone_touch 101 105 +4
// KIND-NEXT: Total: Before=104, After=113, chg +8.65%
// KIND-NEXT: add/remove: 0/0 grow/shrink: 6/0 up/down: 348/0 (348)
// KIND-NEXT: Data old new delta
// KIND-NEXT: zone_stats 64 256 +192
// KIND-NEXT: zone_flags 32 128 +96
// KIND-NEXT: zone_reserve 8 32 +24
// KIND-NEXT: zone_wmark_low 4 16 +12
// KIND-NEXT: zone_wmark_high 4 16 +12
// KIND-NEXT: zone_cpu_hits 4 16 +12
// KIND-NEXT: Total: Before=116, After=464, chg +300.00%
// KIND-NEXT: add/remove: 0/0 grow/shrink: 1/0 up/down: 72/0 (72)
// KIND-NEXT: RO Data old new delta
// KIND-NEXT: zone_names 24 96 +72
// KIND-NEXT: Total: Before=24, After=96, chg +300.00%
// KIND-EMPTY:

// DATA:      Data old new delta
// DATA-NEXT: zone_stats 64 256 +192
// DATA-NEXT: zone_flags 32 128 +96
// DATA-NEXT: zone_names 24 96 +72
// DATA-NEXT: zone_reserve 8 32 +24
// DATA-NEXT: zone_wmark_low 4 16 +12
// DATA-NEXT: zone_wmark_high 4 16 +12
// DATA-NEXT: zone_cpu_hits 4 16 +12
// DATA-NEXT: Total: Before=140, After=560, chg +300.00%

// TEXT:      Function old new delta
// TEXT-NEXT: arch_zone_init 3 8 +5
// TEXT-NEXT: zone_touch 101 105 +4
// TEXT-NEXT: Total: Before=104, After=113, chg +8.65%
