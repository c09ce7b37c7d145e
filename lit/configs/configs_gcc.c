// REQUIRES: gcc
// A single-caller static slow path that GCC inlines and clang keeps out
// of line at its cold call: the patch's noinline on alloc_zspage is
// load-bearing for GCC only. lint in a project of a clang configuration
// and one derived from it with compiler: gcc (measured from objects, as
// GCC cannot load the plugin) gives one verdict naming both rows, not
// "redundant", and each row equals lint -p of that build alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/verdict/zs_verdict.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "zs_verdict.c", "command": "%%s -O2 -g -c zs_verdict.c -o zs_verdict.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: clang\n    db: compile_commands.json\n  - name: gcc\n    from: clang\n    compiler: gcc\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/verdict/zs_verdict.patch > %t/out
// RUN: FileCheck %s < %t/out
// RUN: sed 's|"command": "[^ ]*|"command": "gcc|' %t/compile_commands.json > %t/gcc.json
// RUN: cd %t && %inlint lint --plugin %plugin -p gcc.json %inputs/verdict/zs_verdict.patch > %t/gcc.out
// RUN: FileCheck --check-prefix=ALONE %s < %t/gcc.out
// RUN: sed -n 's/^zs_verdict.c:81:8: .*gcc-[0-9]* x86_64 (\(.*\)); no change.*/\1/p' %t/out > %t/row.txt
// RUN: sed -n 's/^zs_verdict.c:81:8: .*is load-bearing: \(.*\) (x86_64, gcc [0-9]*, measured from objects) \[inlint-load-bearing\]$/\1/p' %t/gcc.out > %t/alone.txt
// RUN: test -s %t/row.txt && diff %t/row.txt %t/alone.txt

// CHECK:      zs_verdict.c:32:8: note: obj_malloc: `__always_inline` is load-bearing in all 2: clang-{{[0-9]+}} x86_64 ({{.*}}), gcc-{{[0-9]+}} x86_64 (inlines obj_malloc at 3 call sites: {{.*}})
// CHECK-NEXT: zs_verdict.c:61:8: note: obj_free: `__always_inline` is load-bearing in all 2:
// CHECK-NEXT: zs_verdict.c:81:8: note: alloc_zspage: `noinline` is load-bearing in 1 of 2: gcc-{{[0-9]+}} x86_64 (keeps alloc_zspage out of line at 1 call site: alloc_zspage's copy +{{[0-9]+}} bytes (new), zs_malloc -{{[0-9]+}} bytes; .text {{[-+][0-9]+}}); no change: clang-{{[0-9]+}} x86_64
// CHECK-NOT:  redundant

// ALONE:      zs_verdict.c:81:8: note: alloc_zspage: `noinline` is load-bearing: keeps alloc_zspage out of line at 1 call site: alloc_zspage's copy +{{[0-9]+}} bytes (new)
