// REQUIRES: ccache, lld
// inlint kbuild with CC="ccache clang": the plugin's flags come from
// inlint flags (decisions on the command line, each record only in its
// object), the load check runs the compiler after ccache, and the records
// are in the build's objects, which the script names: no record file is
// written, and a build of cache hits is no failure. After a clean, the
// second build is all hits, and inlint merge of the build directory gives
// the same report both times, the same as a build without ccache. With a
// decision, the objects carry it applied; its change misses the cache.
// Before, the script looked for a compiler named "ccache clang", and a
// build of hits failed with "the build wrote no record".
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: cp -r %inputs/kbuild src && %top/scripts/kbuild.sh --plugin %plugin --out rec_direct -- make -s -C src LLVM=%llvm_bin/ vmlinux 2> direct.log
// RUN: %inlint merge src -o direct.yaml
// RUN: rm -rf src && cp -r %inputs/kbuild src && %inlint kbuild --plugin %plugin --out rec -- make -C src LLVM=%llvm_bin/ "CC=ccache %llvm_bin/clang" vmlinux > first.log 2>&1
// RUN: %inlint merge src -o first.yaml
// RUN: ccache --zero-stats > /dev/null
// RUN: rm -rf src && cp -r %inputs/kbuild src && %inlint kbuild --plugin %plugin --out rec -- make -s -C src LLVM=%llvm_bin/ "CC=ccache %llvm_bin/clang" vmlinux 2> second.log
// RUN: %inlint merge src -o second.yaml
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=HITS %s
// RUN: find rec -type f | count 0
// RUN: FileCheck --check-prefix=FIRST %s < first.log
// RUN: FileCheck --check-prefix=LOG %s < second.log
// RUN: cmp first.yaml second.yaml
// RUN: cmp direct.yaml first.yaml
// RUN: FileCheck --check-prefix=REPORT %s < first.yaml
//
// RUN: rm -rf src && cp -r %inputs/kbuild src && %inlint kbuild --plugin %plugin --out rec --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ "CC=ccache %llvm_bin/clang" vmlinux 2> applied.log
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=APPLIED-STATS %s
// RUN: FileCheck --check-prefix=APPLIED-LOG %s < applied.log
// RUN: %inlint show src | FileCheck --check-prefix=APPLIED %s
//
// A build whose only new object is assembly's, which carries no record,
// fails rather than name records in the objects.
// RUN: rm src/kernel/entry.o && not %inlint kbuild --plugin %plugin --out rec --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ "CC=ccache %llvm_bin/clang" vmlinux 2> none.log
// RUN: FileCheck --check-prefix=NONE %s < none.log

// pool.c, main.c and entry.S; not bounds.c, compiled to assembly, which
// ccache never caches here, as the kernel's bounds.c and asm-offsets.c:
// it preprocesses with -S, which clang then calls unused, an error under
// -Werror=unused-command-line-argument.
// HITS:      cache_miss 0
// HITS-NEXT: direct_cache_hit 3

// FIRST: ccache {{.*}}clang -O2 -Wall -Werror -Iinclude -fmacro-prefix-map={{[^ ]*}} -Werror=unused-command-line-argument -gline-tables-only -fpass-plugin={{[^ ]*}}libinlint.so -mllvm -inlint-no-record-file -c -o mm/pool.o mm/pool.c
// FIRST: inlint kbuild: records in the objects below {{.*}}/src (inlint show {{.*}}/src; inlint merge {{.*}}/src -o REPORT){{$}}

// LOG-NOT: warning
// LOG: inlint kbuild: records in the objects below {{.*}}/src (inlint show {{.*}}/src; inlint merge {{.*}}/src -o REPORT){{$}}

// REPORT: records: 2

// The decision changes the hash of every C file's compile (bounds.c's is
// not cached); only entry.S, which KCFLAGS does not reach, hits again.
// APPLIED-STATS:      cache_miss 2
// APPLIED-STATS-NEXT: direct_cache_hit 4
// APPLIED-LOG: inlint kbuild: records in the objects below {{.*}}/src ({{.*}}), decisions from {{.*}}kbuild_noinline_refill.yaml
// APPLIED: mm/pool.c: decision noinline refill: applied (added noinline); now out_of_line, took effect

// NONE: inlint kbuild: error: the build wrote no record in {{.*}}/rec nor into an object below {{.*}}/src: nothing was compiled with the plugin
