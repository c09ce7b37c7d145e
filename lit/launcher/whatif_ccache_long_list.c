// REQUIRES: ccache
// A decision set too long for one argument (Linux passes 128 KiB) cannot
// go on the command line: its compile takes the decision file from
// INLINT_APPLY, which ccache does not hash, so ccache is told to stay out
// of it (CCACHE_DISABLE) and cannot hand back a hit of another set. The
// baseline still goes through ccache. The answer is that of obj_malloc
// forced alone, the other 1500 decisions naming no function of pool.c.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: sed "s|@TOP@|%top|; s|@CC@|ccache clang-22|" %inputs/whatif/pool_command.json > %t/ccache.json
// RUN: cp %inputs/force_obj_malloc.yaml %t/long.yaml
// RUN: seq 1500 | awk '{ printf "- function: absent_%%080d\n  file: examples/pool/pool.c\n  action: noinline\n", $1 }' >> %t/long.yaml
// RUN: not %inlint flags --plugin %plugin --apply %t/long.yaml 2>&1 | FileCheck --check-prefix=TOO-LONG %s
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/short.txt
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %t/long.yaml > %t/long.txt
// RUN: %inlint whatif -p %t/ccache.json --plugin %plugin --decisions %t/long.yaml > %t/again.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=STATS %s
// RUN: diff %t/short.txt %t/long.txt
// RUN: diff %t/short.txt %t/again.txt
// RUN: FileCheck %s < %t/long.txt

// TOO-LONG: inlint flags: error: {{.*}}long.yaml: its decisions make a {{[0-9]+}}-byte argument; Linux passes at most 128 KiB in one

// The short set's two compiles, then two hits of its baseline.
// STATS:      cache_miss 2
// STATS-NEXT: direct_cache_hit 2

// CHECK: examples/pool/pool.c: .text +612 bytes (1972 → 2584)
