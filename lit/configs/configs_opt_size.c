// A kernel built for size (CONFIG_CC_OPTIMIZE_FOR_SIZE) is a build of its
// own, and its verdicts say so: the configuration whose compiles end in
// -Os is "clang-22 x86_64 -Os", and so is its record, most of whose
// functions are optsize. The same decision there and at -O2: forcing
// slab_take inlines its kept call in both, and the rows name each build
// apart.
// RUN: rm -rf %t && mkdir -p %t/o2 %t/os
// RUN: cp %inputs/slab.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -c slab.c -o slab.o"}]\n' %t %clang > %t/o2/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -Os -c slab.c -o slab.o"}]\n' %t %clang > %t/os/compile_commands.json
// RUN: printf 'configurations:\n  - name: speed\n    db: o2/compile_commands.json\n  - name: size\n    db: os/compile_commands.json\n' > %t/.inlint.yaml
// RUN: printf -- '- function: slab_take\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --config speed,size > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      configuration speed: clang-{{[0-9]+}} x86_64{{$}}
// CHECK:      slab.c:{{[0-9]+}}: slab_refill: slab_take now inlined (was kept)
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64){{$}}
// CHECK:      configuration size: clang-{{[0-9]+}} x86_64 -Os{{$}}
// CHECK:      slab.c:{{[0-9]+}}: slab_refill: slab_take now inlined (was kept)
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64 -Os){{$}}
