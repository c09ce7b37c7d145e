// lint -p --format sarif: the SARIF result carries the measured text.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/lint/exact/zs_pool.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "zs_pool.c", "command": "%%s -O2 -g -c zs_pool.c -o zs_pool.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: cd %t && %inlint lint %inputs/lint/exact/always_inline.patch -p compile_commands.json --format sarif > %t/out.sarif; test $? -eq 1
// RUN: env -u LD_PRELOAD %python -m json.tool %t/out.sarif | FileCheck %s

// CHECK:      "ruleId": "inlint-redundant"
// CHECK-NEXT: "level": "warning"
// CHECK-NEXT: "message": {
// CHECK-NEXT: "text": "handle_to_obj: `__always_inline` is redundant: changes no call site and no byte; already inlined at all 2 call sites (into zs_obj_idx, zs_obj_page) (x86_64, clang {{[0-9]+}}, measured)"
// CHECK:      "ruleId": "inlint-load-bearing"
// CHECK-NEXT: "level": "note"
// CHECK-NEXT: "message": {
// CHECK-NEXT: "text": "obj_malloc: `__always_inline` is load-bearing: inlines obj_malloc at 4 call sites: zs_compact +{{[0-9]+}} bytes, {{.*}}; .text +{{[0-9]+}} (x86_64, clang {{[0-9]+}}, measured); inlint's advice (kept-out-of-line) asks for it"
// CHECK:      "startLine": 30
