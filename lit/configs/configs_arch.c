// A helper whose verdict differs between x86_64 and arm64: lint in a
// project of two configurations, the second derived from the first with
// target: (clang --target=aarch64-linux-gnu, -ffreestanding, no sysroot),
// says once that the noinline is load-bearing on x86_64 only, naming both
// rows. Not a warning: it matters in one build the code ships in. Each row
// equals lint -p of that build alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/out
// RUN: FileCheck %s < %t/out
//
// The same measurement, one build at a time.
// RUN: sed 's|-ffreestanding|-ffreestanding --target=aarch64-linux-gnu|' %t/compile_commands.json > %t/arm64.json
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch -p compile_commands.json > %t/x86.out
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch -p arm64.json > %t/arm64.out; test $? -eq 1
// RUN: FileCheck --check-prefix=X86 %s < %t/x86.out
// RUN: FileCheck --check-prefix=ARM64 %s < %t/arm64.out

// CHECK:      snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 (keeps snap_weigh out of line at 2 call sites: snap_weigh's copy +{{[0-9]+}} bytes (new), {{.*}}; .text {{[-+][0-9]+}}); no change: clang-{{[0-9]+}} arm64 [inlint-load-bearing]
// CHECK-NOT:  {{.}}

// X86:   note: snap_weigh: `noinline` is load-bearing: keeps snap_weigh out of line at 2 call sites
// ARM64: warning: snap_weigh: `noinline` is redundant: changes no call site and no byte; already out of line at all 2 call sites (aarch64, clang {{[0-9]+}}, measured)
