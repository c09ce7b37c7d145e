// REQUIRES: ccache
// tune through ccache: ccache hashes the command line, not INLINT_APPLY,
// so every build of tune's was a hit of the first object cached for that
// command, whatever decisions the step applied. Here the cache holds the
// object built with the candidate applied: the baseline, the full set and
// the group all measured that object, every verdict came out neutral, and
// tune wrote no decision. tune's builds now run with CCACHE_DISABLE=1 (and
// distcc and icecc kept local), as the what-if engine's compiles that read
// INLINT_APPLY do.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: printf -- '- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n' > %t/cands.yaml
// RUN: env INLINT_APPLY=%t/cands.yaml ccache %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c %inputs/tune_nested.c -o %t/warm.o
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD ccache %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c %inputs/tune_nested.c -o %t/nested.o && %clang %t/nested.o -o %t/nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: ccache --print-stats | FileCheck --check-prefix=STATS %s

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK-NEXT: all candidates {{[0-9]+}} -{{[0-9]+}}
// CHECK-NEXT: always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% {{[+-][0-9]+}} kept
// CHECK-NEXT: final (1 decision)

// OUT: - function: seg_fold

// The warming compile's miss, and no compile of tune's.
// STATS: cache_miss 1
// STATS: direct_cache_hit 0
