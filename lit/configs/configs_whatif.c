// whatif in the project file's configurations: one decision set run in
// each, one after the other, each under a line naming it with what its
// compiler says of itself. Forcing snap_weigh inline changes nothing on
// x86_64 (clang inlines it there already) and inlines both calls on arm64.
// Several configurations and --format yaml do not go together.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: printf -- '- function: snap_weigh\n  file: snap_stat.c\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml > %t/out
// RUN: FileCheck %s < %t/out
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --format yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=YAML %s < %t/err

// CHECK:      configuration x86: clang-{{[0-9]+}} x86_64
// CHECK-NEXT: snap_stat.c: .text +0 bytes
// CHECK-NEXT: configuration arm64: clang-{{[0-9]+}} arm64
// CHECK-NEXT: snap_stat.c:{{[0-9]+}}: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK-NEXT: snap_stat.c:{{[0-9]+}}: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK:      snap_stat.c: snap_weigh: -{{[0-9]+}} bytes ({{[0-9]+}} → 0), {{.*}}, copy gone
// CHECK-NEXT: snap_stat.c: .text {{[-+][0-9]+}} bytes

// YAML: inlint whatif: error: --format yaml is one configuration's: give one --config
