// A project file may name its databases and profiles by absolute paths
// (kbuild-configs.sh's trees live elsewhere than the project file): each
// is read as written and stays valid while every configuration is measured
// in turn, not only the first.
// RUN: rm -rf %t && mkdir -p %t/x86 %t/arm64 %t/proj %t/src
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/src/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t/src %clang > %t/x86/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s --target=aarch64-linux-gnu -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t/src %clang > %t/arm64/compile_commands.json
// RUN: printf 'snap_weigh:1000:1000\n 1: 1000\n' > %t/cold.prof
// RUN: printf 'configurations:\n  - name: x86-longer-name-than-a-pointer\n    db: %%s/x86/compile_commands.json\n  - name: arm64\n    db: %%s/arm64/compile_commands.json\n    profile: %%s/cold.prof\n' %t %t %t > %t/proj/.inlint.yaml
// RUN: cd %t/proj && %inlint lint --plugin %plugin --config all %inputs/configs/snap_stat.patch > %t/all.out 2> %t/all.err; test $? -lt 2
// RUN: test ! -s %t/all.err
// RUN: FileCheck %s < %t/all.out

// CHECK:      snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 ({{.*}}); no change: clang-{{[0-9]+}} arm64 + AutoFDO [inlint-load-bearing]
// CHECK-NOT:  {{.}}
