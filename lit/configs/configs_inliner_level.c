// A build at -O3 (threshold 250), or with -mllvm -inline-threshold=N (or
// another threshold flag), is a build of its own: its configuration row
// says so, and so do its records' words, from the thresholds the plugin
// read in the compile.
// The same decision flips the same call under both.
// RUN: rm -rf %t && mkdir -p %t/o3 %t/flag
// RUN: cp %inputs/slab.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -O3 -c slab.c -o slab.o"}]\n' %t %clang > %t/o3/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -mllvm -inline-threshold=150 -mllvm -inline-cold-callsite-threshold=30 -c slab.c -o slab.o"}]\n' %t %clang > %t/flag/compile_commands.json
// RUN: printf 'configurations:\n  - name: o3\n    db: o3/compile_commands.json\n  - name: flag\n    db: flag/compile_commands.json\n' > %t/.inlint.yaml
// RUN: printf -- '- function: slab_take\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --config o3,flag > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      configuration o3: clang-{{[0-9]+}} x86_64 -O3{{$}}
// CHECK:      slab.c:{{[0-9]+}}: slab_refill: slab_take now inlined (was kept)
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64 -O3){{$}}
// CHECK:      configuration flag: clang-{{[0-9]+}} x86_64 -inline-threshold=150 -inline-cold-callsite-threshold=30{{$}}
// CHECK:      slab.c:{{[0-9]+}}: slab_refill: slab_take now inlined (was kept)
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64 -inline-threshold=150 -inline-cold-callsite-threshold=30){{$}}
