// REQUIRES: ccache
// ccache hashes the command line, in which the plugin is only a path: the
// what-if compiles name it in CCACHE_EXTRAFILES too, so that another
// plugin at the same path (a rebuilt one) misses the cache instead of
// handing back objects and records the old one made.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: sed "s|@TOP@|%top|; s|@CC@|ccache clang-22|" %inputs/whatif/pool_command.json > %t/ccache.json
// RUN: cp %plugin %t/libinlint.so
// RUN: %inlint whatif -p %t/ccache.json --plugin %t/libinlint.so > %t/first.txt
// RUN: %inlint whatif -p %t/ccache.json --plugin %t/libinlint.so > %t/same.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=SAME %s
// RUN: printf 'rebuilt' >> %t/libinlint.so
// RUN: %inlint whatif -p %t/ccache.json --plugin %t/libinlint.so > %t/rebuilt.txt
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=REBUILT %s
// RUN: diff %t/first.txt %t/same.txt
// RUN: diff %t/first.txt %t/rebuilt.txt

// SAME:         cache_miss 2
// SAME-NEXT:    direct_cache_hit 2
// REBUILT:      cache_miss 4
// REBUILT-NEXT: direct_cache_hit 2
