// REQUIRES: ccache
// The same compile twice through ccache: the second is a cache hit, which
// runs no compiler and writes no record file, and its object, from the
// cache, carries the first compile's record, byte for byte, which inlint
// show reads as it read the first.
// RUN: rm -rf %t && mkdir -p %t && cd %top/examples/pool
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: %inlint flags --plugin %plugin --apply %inputs/force_obj_malloc.yaml > %t/flags
// RUN: env INLINT_OUT=%t/rec ccache clang-22 -O2 -g -c pool.c -o %t/first.o $(cat %t/flags)
// RUN: env INLINT_OUT=%t/rec ccache clang-22 -O2 -g -c pool.c -o %t/second.o $(cat %t/flags)
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=STATS %s
// RUN: not ls %t/rec
// RUN: llvm-objcopy --dump-section .inlint=%t/first.section %t/first.o
// RUN: llvm-objcopy --dump-section .inlint=%t/second.section %t/second.o
// RUN: cmp %t/first.section %t/second.section
// RUN: %inlint show %t/first.o > %t/first.shown
// RUN: %inlint show %t/second.o > %t/second.shown
// RUN: diff %t/first.shown %t/second.shown
// RUN: FileCheck %s < %t/second.shown

// STATS:      cache_miss 1
// STATS-NEXT: direct_cache_hit 1

// CHECK: pool.c: decision always_inline obj_malloc: applied (added alwaysinline); now inlined, took effect
// CHECK: pool.c: {{[0-9]+}} functions, {{[0-9]+}} recommendations
