// whatif in the project file's configurations: one decision set run in
// each, one after the other, each under a line naming it with what its
// compiler says of itself. Forcing snap_weigh inline changes nothing on
// x86_64 (clang inlines it there already) and inlines both calls on arm64.
// --format yaml writes one document that holds every configuration (name,
// label, compiler, arch and its units), parsed back here with python's
// yaml: its figures are the text's, configuration by configuration.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: printf -- '- function: snap_weigh\n  file: snap_stat.c\n  action: always_inline\n' > %t/force.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml > %t/out
// RUN: cd %t && %inlint whatif --plugin %plugin --decisions force.yaml --format yaml > %t/out.yaml
// RUN: env -u LD_PRELOAD %python -c 'import sys, yaml; d = yaml.load(open(sys.argv[1]), Loader=yaml.CSafeLoader); print(d["schema"], d["decisions"]); [print(c["name"], c["label"], "|", c["compiler"], "|", c["arch"], *(" ".join([u["file"], str(len(u["flips"]))] + ["%%s:%%+d" %% (x["function"], x["delta_bytes"]) for x in u["copies"]] + ["text:%%+d" %% u["text"]["delta"]]) for u in c["units"])) for c in d["configurations"]]' %t/out.yaml >> %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      configuration x86: clang-{{[0-9]+}} x86_64
// CHECK-NEXT: snap_stat.c: .text +0 bytes
// CHECK-NEXT: configuration arm64: clang-{{[0-9]+}} arm64
// CHECK-NEXT: snap_stat.c:{{[0-9]+}}: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK-NEXT: snap_stat.c:{{[0-9]+}}: snap_pool_{{[a-z]+}}: snap_weigh now inlined (was kept)
// CHECK-NEXT: snap_stat.c: [[F1:snap_pool_[a-z]+]]: +[[#B1:]] bytes
// CHECK-NEXT: snap_stat.c: [[F2:snap_pool_[a-z]+]]: +[[#B2:]] bytes
// CHECK-NEXT: snap_stat.c: snap_weigh: -[[#COPY:]] bytes ({{[0-9]+}} → 0), {{.*}}, copy gone
// CHECK-NEXT: snap_stat.c: .text +[[#TEXT:]] bytes
// CHECK-NEXT: inlint-whatif/1 force.yaml
// CHECK-NEXT: x86 clang-{{[0-9]+}} x86_64 | clang {{[0-9]+}} | x86_64 snap_stat.c 0 text:+0
// CHECK-NEXT: arm64 clang-{{[0-9]+}} arm64 | clang {{[0-9]+}} | aarch64 snap_stat.c 2 [[F1]]:+[[#B1]] [[F2]]:+[[#B2]] snap_weigh:-[[#COPY]] text:+[[#TEXT]]
// CHECK-NOT:  {{.}}
