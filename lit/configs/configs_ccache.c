// REQUIRES: ccache
// lint in two configurations whose database compiles through ccache: a
// derived configuration keeps the launcher in front of its compiler (the
// target goes on the command line, which ccache hashes), so each
// configuration's baseline and variant are cached apart. Run again, every
// compile is a hit and the verdict is the same as the first time.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "ccache %%s -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/first.out
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' > %t/first.stats
// RUN: %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/second.out
// RUN: ccache --print-stats | grep -E '^(cache_miss|direct_cache_hit)' > %t/second.stats
// RUN: diff %t/first.out %t/second.out
// RUN: FileCheck %s < %t/first.out
// RUN: FileCheck --check-prefix=FIRST %s < %t/first.stats
// RUN: FileCheck --check-prefix=SECOND %s < %t/second.stats

// CHECK: snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 ({{.*}}); no change: clang-{{[0-9]+}} arm64

// FIRST:       cache_miss 4
// FIRST-NEXT:  direct_cache_hit 0
// SECOND:      cache_miss 4
// SECOND-NEXT: direct_cache_hit 4
