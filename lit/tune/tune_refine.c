// A group kept whole can hide a member that only costs: the three call-site
// decisions on match_len are one group (one callee), kept by the ablation,
// but the third site runs only at a level the bench never asks for, so
// inlining it there adds bytes and, here, instructions. The refinement
// leaves each member out of the best set alone, then takes the drops that
// were not worse together: the third site goes, the other two stay (without
// either, the set is slower), and the final set is both faster and smaller
// than the group.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: awk '/call site [123] /{ printf "- {function: match_len, caller: compress, call_line: %%d, action: always_inline}\n", NR }' %inputs/tune_sites.c > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_sites.c -o %t/sites" --bench 'exec %t/sites 6 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/sites -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: sed -n 's/^all candidates *\([0-9]*\) .* +\([0-9]*\) .*/ALL \1 \2/p; s/^final (2 decisions) *\([0-9]*\) .* +\([0-9]*\) .*/FINAL \1 \2/p' %t/table | awk '/ALL/ { i = $2; x = $3 } /FINAL/ { print ($2 < i && $3 < x) ? "faster and smaller" : "not better" }' | FileCheck --check-prefix=BETTER %s

// CHECK:      always_inline match_len in compress:[[L1:[0-9]+]] {{.*}} kept group of 3;
// CHECK-NEXT: always_inline match_len in compress:[[L2:[0-9]+]] {{.*}} kept group of 3;
// CHECK-NEXT: always_inline match_len in compress:[[L3:[0-9]+]] {{.*}} kept group of 3;
// CHECK-NEXT: refine: group 1 without always_inline match_len in compress:[[L1]]
// CHECK-NEXT: refine: group 1 without always_inline match_len in compress:[[L2]]
// CHECK-NEXT: refine: group 1 without always_inline match_len in compress:[[L3]] [[#]] -[[#]]
// CHECK-NEXT: final (2 decisions)

// PROGRESS: refine (1 group): without always_inline match_len in compress:{{[0-9]+}}: build
// PROGRESS: final set

// OUT:     - function: match_len
// OUT:       call_line: [[#L1:]]
// OUT:     - function: match_len
// OUT:       call_line: [[#L1+3]]
// OUT-NOT: function:

// BETTER: faster and smaller
