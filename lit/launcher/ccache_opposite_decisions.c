// REQUIRES: ccache
// Through ccache, two compiles with opposite decisions given by inlint
// flags are two cache misses (the decisions are on the command line, which
// ccache hashes), and each object and its record follow their own
// decisions: obj_malloc forced in the first, kept out of line in the
// second. With INLINT_APPLY instead, the second compile was a cache hit
// whose object had obj_malloc forced in.
// RUN: rm -rf %t && mkdir -p %t && cd %top/examples/pool
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: ccache clang-22 -O2 -g -c pool.c -o %t/forced.o $(%inlint flags --plugin %plugin --apply %inputs/force_obj_malloc.yaml)
// RUN: ccache clang-22 -O2 -g -c pool.c -o %t/kept.o $(%inlint flags --plugin %plugin --apply %inputs/noinline_obj_malloc.yaml)
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit|preprocessed_cache_hit)' | FileCheck --check-prefix=STATS %s
// RUN: llvm-nm %t/forced.o | FileCheck --check-prefix=FORCED %s
// RUN: llvm-nm %t/kept.o | FileCheck --check-prefix=KEPT %s
// RUN: %inlint show %t/forced.o | FileCheck --check-prefix=FORCED-RECORD %s
// RUN: %inlint show %t/kept.o | FileCheck --check-prefix=KEPT-RECORD %s

// STATS:      cache_miss 2
// STATS-NEXT: direct_cache_hit 0
// STATS-NEXT: preprocessed_cache_hit 0

// FORCED-NOT: obj_malloc
// KEPT:       t obj_malloc

// FORCED-RECORD: pool.c: decision always_inline obj_malloc: applied (added alwaysinline); now inlined, took effect
// KEPT-RECORD:   pool.c: decision noinline obj_malloc: applied (added noinline); now out_of_line, took effect
