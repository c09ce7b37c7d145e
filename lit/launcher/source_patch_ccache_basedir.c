// REQUIRES: ccache
// Two worktrees share a ccache whose base_dir holds both, as kernel
// developers set it up for cache hits across trees, each built out of
// tree (O=). ccache runs the compiler with the paths below base_dir made
// relative to the build directory, so the records name the source
// ../../linux/mm/pool.c, and the second tree's object is a cache hit with
// no record file of its own. Its report, merged from the objects, patches
// the second tree once source-patch knows where the compiles ran
// (--build); without it, the name does not resolve under --src, which is
// an error naming the path, not a diff of another tree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf CCACHE_BASEDIR=%t CCACHE_NOHASHDIR=1
// RUN: for w in one two; do mkdir -p %t/$w/linux/mm %t/$w/linux/include %t/$w/build/x86/mm && cp %inputs/slab.c %t/$w/linux/mm/pool.c && cp %inputs/kernel.h %t/$w/linux/include/; done
// RUN: for w in one two; do (cd %t/$w/build/x86 && env INLINT_OUT=%t/$w/records ccache clang-22 -O2 -gline-tables-only -I%t/$w/linux/include -c %t/$w/linux/mm/pool.c -o mm/pool.o -fpass-plugin=%plugin) || exit 1; done
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' | FileCheck --check-prefix=STATS %s
// RUN: not ls %t/two/records
// RUN: cd %t/two/linux && %inlint merge ../build/x86 -o %t/report.yaml > /dev/null
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
// RUN: cd %t/two/linux && not %inlint source-patch %t/report.yaml 2> %t/err
// RUN: FileCheck --check-prefix=NO-BUILD %s < %t/err
// RUN: cd %t/two/linux && %inlint source-patch %t/report.yaml --build ../build/x86 -o %t/fix.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t/fix.diff
// RUN: cd %t/two/linux && git apply --check %t/fix.diff

// STATS:      cache_miss 1
// STATS-NEXT: direct_cache_hit 1
// REPORT: file: ../../linux/mm/pool.c
// NO-BUILD: inlint source-patch: error: {{.*}}/two/linux/../../linux/mm/pool.c: cannot find the source (No such file or directory)
// DIFF: diff --git a/mm/pool.c b/mm/pool.c
// DIFF: -static __always_inline unsigned int slab_index(size_t size)
// DIFF: +static unsigned int slab_index(size_t size)
