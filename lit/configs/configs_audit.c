// audit in the project file's configurations: each annotation of the tree
// judged once, with a row per configuration; the YAML keeps each
// configuration's whole audit under configurations:, with its name and
// label, and SARIF the rows (parsed back with python's json). The noinline on snap_weigh is load-bearing on x86_64 only: a
// note, exit 0; audited on arm64 alone it is redundant, exit 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: cd %t && patch -s -p1 < %inputs/configs/snap_stat.patch
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint audit --plugin %plugin > %t/out
// RUN: FileCheck %s < %t/out
// RUN: cd %t && %inlint audit --plugin %plugin --config arm64 > %t/arm64.out; test $? -eq 1
// RUN: FileCheck --check-prefix=ARM64 %s < %t/arm64.out
// RUN: cd %t && %inlint audit --plugin %plugin --format yaml > %t/out.yaml
// RUN: FileCheck --check-prefix=YAML %s < %t/out.yaml
// RUN: cd %t && %inlint audit --plugin %plugin --format sarif > %t/out.sarif
// RUN: env -u LD_PRELOAD %python -c 'import json,sys; r = json.load(open(sys.argv[1]))["runs"][0]["results"]; print(len(r), r[0]["ruleId"]); [print(c["name"], c["verdict"]) for c in r[0]["properties"]["configurations"]]' %t/out.sarif | FileCheck --check-prefix=SARIF %s

// CHECK:      snap_stat.c:18: note: noinline on snap_weigh is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 (without it, {{.*}} now inlined; {{.*}}); no change: clang-{{[0-9]+}} arm64 [inlint-load-bearing]
// CHECK-NOT:  {{.}}

// ARM64:      snap_stat.c:18: warning: noinline on snap_weigh is redundant in clang-{{[0-9]+}} arm64: clang {{[0-9]+}} keeps all 2 calls out of line without it [inlint-redundant]
// ARM64-NOT:  {{.}}

// YAML:      schema: inlint-audit/1
// YAML-NEXT: configurations:
// YAML-NEXT: - name: x86
// YAML-NEXT:   label: clang-{{[0-9]+}} x86_64
// YAML-NEXT:   compiler: clang {{[0-9]+}}
// YAML-NEXT:   arch: x86_64
// YAML:        verdict: load-bearing
// YAML:      - name: arm64
// YAML-NEXT:   label: clang-{{[0-9]+}} arm64
// YAML-NEXT:   compiler: clang {{[0-9]+}}
// YAML-NEXT:   arch: aarch64
// YAML:        verdict: redundant

// SARIF:      1 inlint-load-bearing
// SARIF-NEXT: x86 load-bearing
// SARIF-NEXT: arm64 redundant
