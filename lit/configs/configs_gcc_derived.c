// REQUIRES: gcc, aarch64-gcc
// A configuration derived for GCC (compiler: gcc) replaces the compiler
// word; target: makes it Debian's cross compiler, aarch64-linux-gnu-gcc
// (not --target=, which GCC does not know); a profile is -fauto-profile=.
// Each is named by what the compiler says of itself, and measured from
// objects. GCC inlines snap_weigh on neither target, so forcing it inlines
// both calls on both; the AutoFDO configuration's profile does not exist,
// and its compile fails naming it: -fauto-profile= reached GCC.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: gcc\n    from: x86\n    compiler: gcc\n  - name: gcc-arm64\n    from: gcc\n    target: aarch64-linux-gnu\n  - name: gcc-afdo\n    from: gcc\n    profile: snap.afdo\n' > %t/.inlint.yaml
// RUN: printf -- '- function: snap_weigh\n  file: snap_stat.c\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --config gcc,gcc-arm64 > %t/out
// RUN: FileCheck %s < %t/out
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --config gcc-afdo > %t/afdo.out 2> %t/afdo.err; test $? -eq 2
// RUN: FileCheck --check-prefix=AFDO %s < %t/afdo.out
// RUN: FileCheck --check-prefix=AFDO-ERR %s < %t/afdo.err

// CHECK:      configuration gcc: gcc-{{[0-9]+}} x86_64
// CHECK-NEXT: snap_stat.c: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK-NEXT: snap_stat.c: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK:      snap_stat.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
// CHECK-NEXT: configuration gcc-arm64: gcc-{{[0-9]+}} arm64
// CHECK-NEXT: snap_stat.c: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK-NEXT: snap_stat.c: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK:      snap_stat.c: .text {{.*}} (aarch64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)

// AFDO:      configuration gcc-afdo: gcc-{{[0-9]+}} x86_64 + AutoFDO
// AFDO-ERR:  inlint whatif: error: snap_stat.c: compile failed: {{.*}}cannot open profile file {{.*}}/snap.afdo
