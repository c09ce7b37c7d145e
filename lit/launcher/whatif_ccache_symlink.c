// REQUIRES: ccache
// ccache also runs as the compiler's name (Debian's /usr/lib/ccache/clang-22,
// first on PATH): a command "clang-22 ..." then runs through it. whatif
// knows it by the program the name resolves to, and lets it write its
// cache as it does for "ccache clang-22 ...": the answer is the direct one,
// and a second run's compiles are hits.
// RUN: rm -rf %t && mkdir -p %t/bin && cd %top
// RUN: ln -s "$(command -v ccache)" %t/bin/clang-22
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: sed "s|@TOP@|%top|; s|@CC@|clang-22|" %inputs/whatif/pool_command.json > %t/db.json
// RUN: %inlint whatif -p %t/db.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/direct.txt
// RUN: env PATH=%t/bin:$PATH %inlint whatif -p %t/db.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/first.txt
// RUN: env PATH=%t/bin:$PATH %inlint whatif -p %t/db.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/second.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck %s
// RUN: diff %t/direct.txt %t/first.txt
// RUN: diff %t/direct.txt %t/second.txt

// CHECK:      cache_miss 2
// CHECK-NEXT: direct_cache_hit 2
