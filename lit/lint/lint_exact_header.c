// lint -p on a header: zs_fold in zs_util.h, inlined today into zs_map.c
// and zs_stat.c, becomes noinline. It is measured in the TUs whose
// baseline defines it from that header (not zs_other.c, which has a
// zs_fold of its own), per TU, with each TU's bytes those of a real
// rebuild of the patched copy. The removed `inline` is a hint: judged from
// the records and labelled an estimate.
// RUN: rm -rf %t && mkdir -p %t/tree %t/patched
// RUN: cd %inputs/lint/exact && cp zs_util.h zs_map.c zs_stat.c zs_other.c %inputs/kernel.h %t/tree/
// RUN: cd %t/tree && for f in zs_map zs_other zs_stat; do printf '{"directory": "%%s", "file": "%%s.c", "command": "%%s -O2 -g -c %%s.c -o %%s.o"}\n' %t/tree $f %clang $f $f; done | paste -sd, | sed 's/^/[/; s/$/]/' > compile_commands.json
// RUN: cd %t/tree && %inlint lint %inputs/lint/exact/header_noinline.patch -p compile_commands.json > %t/lint.out 2> %t/progress; test $? -eq 1
// Six compiles (three baselines, three variants) show progress on stderr.
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// PROGRESS-DAG: [{{[1-6]}}/6] zs_map.c: baseline
// PROGRESS-DAG: [{{[1-6]}}/6] zs_map.c: noinline zs_fold
// PROGRESS-DAG: [{{[1-6]}}/6] zs_stat.c: baseline
// PROGRESS-DAG: [{{[1-6]}}/6] zs_stat.c: noinline zs_fold
// RUN: cp -r %t/tree/. %t/patched/ && cd %t/patched && patch -s -p1 < %inputs/lint/exact/header_noinline.patch
// RUN: cd %t/tree && %clang -O2 -g -c zs_map.c -o %t/map.old.o && %clang -O2 -g -c zs_stat.c -o %t/stat.old.o
// RUN: cd %t/patched && %clang -O2 -g -c zs_map.c -o %t/map.new.o && %clang -O2 -g -c zs_stat.c -o %t/stat.new.o
// RUN: %inlint bloat -t %t/map.old.o %t/map.new.o > %t/all.out
// RUN: %inlint bloat -t %t/stat.old.o %t/stat.new.o >> %t/all.out
// RUN: cat %t/lint.out >> %t/all.out
// RUN: FileCheck %s < %t/all.out

// CHECK:      add/remove: 1/0 grow/shrink: 0/1 up/down: {{.*}} ([[#%d,TA:]])
// CHECK-NEXT: Function
// CHECK-NEXT: zs_fold - [[#]] +[[#FA:]]
// CHECK-NEXT: zs_map_object [[#]] [[#]] -[[#MAP:]]
// CHECK:      add/remove: 1/0 grow/shrink: 0/2 up/down: {{.*}} ([[#%d,TB:]])
// CHECK-NEXT: Function
// CHECK-NEXT: zs_fold - [[#]] +[[#FB:]]
// CHECK-NEXT: zs_stat_get [[#]] [[#]] -[[#GET:]]
// CHECK-NEXT: zs_stat_sum [[#]] [[#]] -[[#SUM:]]
// CHECK:      zs_util.h:5:[[#]]: warning: zs_fold: `noinline` is load-bearing: keeps zs_fold out of line at 3 call sites: zs_fold's copy +[[#FA]] bytes (new) in zs_map.c, zs_map_object -[[#MAP]] bytes in zs_map.c, zs_fold's copy +[[#FB]] bytes (new) in zs_stat.c, zs_stat_get -[[#GET]] bytes in zs_stat.c, zs_stat_sum -[[#SUM]] bytes in zs_stat.c; .text [[#%d,TA+TB]] over 2 TUs (x86_64, clang {{[0-9]+}}, measured); 8 IR instructions called {{.*}} (in a loop): the call costs about as much as the body [inlint-load-bearing]
// CHECK-NEXT: zs_util.h:5: note: zs_fold: removed `inline` is unknown: inlined today, 3 call sites (x86_64, clang {{[0-9]+}}, estimate: `inline` is a hint that lint -p cannot apply) [inlint-unknown]
// CHECK-NOT:  {{.}}
