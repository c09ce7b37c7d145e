// With --calls-above, tune makes its own profile: it builds without
// decisions, runs the bench once under callgrind, and every out-of-line call
// edge run at least N times becomes a call-site candidate, whatever the
// callee's size. pkt_checksum is too big for -O2 to inline at its three call
// sites, and no candidates file names it; tune finds the three hot calls
// (one group: one callee) and keeps them by measurement; the small noinline
// pkt_seq is called as often and is a candidate too. The cost rule, on at
// its default (2%) in every profile, finds pkt_checksum's calls first (each
// carries more, and its mode decides branches); the count rule adds pkt_seq. Calls into libc are
// not: decisions only reach what the build compiles. The refinement finds
// one of the three call-site decisions redundant (-O2 inlines that call
// itself once the other two are forced) and writes three decisions.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_hot.c -o %t/hot" --bench 'exec %t/hot 2000' --metric callgrind --runs 1 --calls-above 500 --objects %t/hot -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK:      always_inline pkt_checksum in main:{{[0-9]+}} {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}} kept group of 3;
// CHECK-NEXT: always_inline pkt_checksum in main:{{[0-9]+}} {{.*}} kept group of 3;
// CHECK-NEXT: always_inline pkt_checksum in main:{{[0-9]+}} {{.*}} kept group of 3;
// CHECK-NEXT: always_inline pkt_seq in main:{{[0-9]+}} {{.*}} kept
// CHECK-NOT:  printf
// CHECK:      refine: groups 1, 2 without always_inline pkt_checksum in main:{{[0-9]+}} [[ALL:[0-9]+]] -
// CHECK:      final (3 decisions) [[ALL]] -{{[0-9]+}} 0.

// PROGRESS:      inlint tune: profile: build, bench x1 under callgrind for call counts and costs
// PROGRESS-NEXT: inlint tune: profile: 4 out-of-line calls; 3 new candidates carry at least 2% of the instructions, 1 more runs at least 500 times
// PROGRESS-NEXT: inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 4 candidates matched nothing
// PROGRESS-NEXT: inlint tune: 4 candidates in 2 groups; each group alone over the baseline; 1 run per step

// OUT:      - function: pkt_checksum
// OUT-NEXT:   caller: main
// OUT-NEXT:   call_line: {{[0-9]+}}
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   message: 'inlint tune: callgrind x0.{{[0-9]+}} of the baseline with its group alone, 1 run'
// OUT-NOT:  printf
