// REQUIRES: gcc
// A configuration built with -fno-inline (or another flag that keeps
// functions from the inliner) is a build of its own: its row names the
// flag as its records' words do. clang's flags read as its driver reads
// them (a later -finline undoes -fno-inline); GCC's switches are named
// each, and -fno-inline makes the others moot, and so are the parameters
// of its inliner's limits, by their last values.
// RUN: rm -rf %t && mkdir -p %t/forced %t/hinted %t/normal %t/gcc %t/gccfn
// RUN: cp %inputs/slab.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -fno-inline-functions -c slab.c -o slab.o"}]\n' %t %clang > %t/forced/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -fno-inline -finline -finline-hint-functions -c slab.c -o slab.o"}]\n' %t %clang > %t/hinted/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "%%s -O2 -gline-tables-only -fno-inline-functions -finline-functions -c slab.c -o slab.o"}]\n' %t %clang > %t/normal/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "gcc -O2 -Os -fno-inline-functions -fno-inline -c slab.c -o slab.o"}]\n' %t > %t/gcc/compile_commands.json
// RUN: printf '[{"directory": "%%s", "file": "slab.c", "command": "gcc -O2 -fno-inline-small-functions -fno-early-inlining -fearly-inlining -fno-inline-functions-called-once --param=max-inline-insns-single=50 --param max-inline-insns-auto=5 --param=ssp-buffer-size=4 --param=max-inline-insns-single=80 -c slab.c -o slab.o"}]\n' %t > %t/gccfn/compile_commands.json
// RUN: printf 'configurations:\n' > %t/.inlint.yaml
// RUN: for c in forced hinted normal gcc gccfn; do printf '  - name: %%s\n    db: %%s/compile_commands.json\n' $c $c >> %t/.inlint.yaml; done
// RUN: printf -- '- function: slab_take\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --config forced,hinted,normal,gcc,gccfn > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      configuration forced: clang-{{[0-9]+}} x86_64 -fno-inline{{$}}
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64 -fno-inline){{$}}
// CHECK:      configuration hinted: clang-{{[0-9]+}} x86_64 -finline-hint-functions{{$}}
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64 -finline-hint-functions){{$}}
// CHECK:      configuration normal: clang-{{[0-9]+}} x86_64{{$}}
// CHECK:      slab.c: .text {{.*}} (clang-{{[0-9]+}} x86_64){{$}}
// CHECK:      configuration gcc: gcc-{{[0-9]+}} x86_64 -Os -fno-inline{{$}}
// CHECK:      configuration gccfn: gcc-{{[0-9]+}} x86_64 -fno-inline-small-functions -fno-inline-functions-called-once --param=max-inline-insns-auto=5 --param=max-inline-insns-single=80{{$}}
// CHECK:      slab.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, -fno-inline-small-functions -fno-inline-functions-called-once --param=max-inline-insns-auto=5 --param=max-inline-insns-single=80, measured from objects: calls per caller, no line){{$}}
