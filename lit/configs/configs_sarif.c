// SARIF of lint in two configurations: one result per annotation, with
// its verdict as ruleId and each configuration's name, compiler, verdict
// and measured facts in the result's properties (parsed back with
// python's json).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin --format sarif %inputs/configs/snap_stat.patch > %t/out.sarif
// RUN: env -u LD_PRELOAD %python -c 'import json,sys; r = json.load(open(sys.argv[1]))["runs"][0]["results"]; print(len(r), r[0]["ruleId"], r[0]["level"]); [print(c["name"], "|", c["compiler"], "|", c["compiled"], "|", c["verdict"], "|", c["text"]) for c in r[0]["properties"]["configurations"]]' %t/out.sarif | FileCheck %s

// CHECK:      1 inlint-load-bearing note
// CHECK-NEXT: x86 | clang-{{[0-9]+}} x86_64 | True | load-bearing | keeps snap_weigh out of line at 2 call sites: {{.*}}
// CHECK-NEXT: arm64 | clang-{{[0-9]+}} arm64 | True | redundant | changes no call site and no byte
// CHECK-NOT:  {{.}}
