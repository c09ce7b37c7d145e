// REQUIRES: ccache
// whatif on a compile database whose command runs through ccache (the
// kernel's with CC="ccache clang-22"): the decisions go on the command
// line, which ccache hashes, and each record is read from its object, which
// a cache hit carries too. The answer is the one without ccache. Run again,
// both compiles are hits and the answer is the same; other decisions miss
// for the variant only (the baseline is a hit) and change the answer, as
// they do without ccache. Before, the variant was a hit of the baseline, or
// Landlock stopped ccache writing its cache.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: sed "s|@TOP@|%top|; s|@CC@|clang-22|" %inputs/whatif/pool_command.json > %t/direct.json
// RUN: sed "s|@TOP@|%top|; s|@CC@|ccache clang-22|" %inputs/whatif/pool_command.json > %t/ccache.json
// RUN: %inlint whatif -p %t/direct.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/direct.txt
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/first.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' > %t/first.stats
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/second.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' > %t/second.stats
// RUN: diff %t/direct.txt %t/first.txt
// RUN: diff %t/first.txt %t/second.txt
// RUN: FileCheck --match-full-lines %s < %t/first.txt
// RUN: FileCheck --check-prefix=FIRST %s < %t/first.stats
// RUN: FileCheck --check-prefix=SECOND %s < %t/second.stats
//
// RUN: %inlint whatif -p %t/direct.json --plugin %plugin --decisions %inputs/noinline_obj_malloc.yaml > %t/kept_direct.txt
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %inputs/noinline_obj_malloc.yaml > %t/kept.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=THIRD %s
// RUN: diff %t/kept_direct.txt %t/kept.txt
// RUN: not diff %t/first.txt %t/kept.txt > /dev/null
// RUN: FileCheck --check-prefix=KEPT --match-full-lines %s < %t/kept.txt

// CHECK:      examples/pool/pool.c:125: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:132: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:158: pool_migrate: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c: pool_alloc: +578 bytes (164 → 742), +189 IR instructions
// CHECK-NEXT: examples/pool/pool.c: pool_migrate: +308 bytes (129 → 437), +95 IR instructions
// CHECK-NEXT: examples/pool/pool.c: obj_malloc: -274 bytes (274 → 0), -98 IR instructions, copy gone
// CHECK-NEXT: examples/pool/pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-EMPTY:

// FIRST:       cache_miss 2
// FIRST-NEXT:  direct_cache_hit 0
// SECOND:      cache_miss 2
// SECOND-NEXT: direct_cache_hit 2
// THIRD:       cache_miss 3
// THIRD-NEXT:  direct_cache_hit 3

// KEPT: examples/pool/pool.c: .text +0 bytes (1972 → 1972) (clang-{{[0-9]+}} x86_64)
