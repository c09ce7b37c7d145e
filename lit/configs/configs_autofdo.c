// A sample profile that makes a cold call hot: alloc_zspage is the
// single-caller slow path of zs_malloc behind unlikely(), out of line
// without a profile. The profile (LLVM's text format: a function's total
// and head samples, then line offset: count, and the call's target)
// says zs_malloc runs hot and calls alloc_zspage every time; with it,
// clang inlines the slow path. So the patch's noinline is load-bearing in
// the AutoFDO configuration only, and lint never calls it redundant while
// that row says load-bearing. zs_malloc starts on line 100, its call of
// alloc_zspage is on line 106.
// RUN: rm -rf %t && mkdir -p %t/tree/sub
// RUN: cp %inputs/verdict/zs_verdict.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_verdict.c", "command": "%%s -O2 -g -c zs_verdict.c -o zs_verdict.o"}]\n' %t/tree %clang > %t/tree/compile_commands.json
// RUN: printf 'zs_malloc:200000:10000\n 1: 10000\n 2: 10000\n 3: 10000\n 5: 10000\n 6: 10000 alloc_zspage:10000\n 7: 10000\n 10: 10000\n' > %t/tree/zs.prof
// RUN: printf 'configurations:\n  - name: plain\n    db: compile_commands.json\n  - name: afdo\n    from: plain\n    profile: zs.prof\ndefault: [plain, afdo]\n' > %t/tree/.inlint.yaml
// RUN: cd %t/tree/sub && %inlint lint --plugin %plugin %inputs/verdict/zs_verdict.patch > %t/out
// RUN: FileCheck %s < %t/out
//
// The plain configuration alone calls it redundant, a warning (exit 1).
// RUN: cd %t/tree/sub && %inlint lint --plugin %plugin --config plain %inputs/verdict/zs_verdict.patch > %t/plain.out; test $? -eq 1
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain.out

// CHECK:      zs_verdict.c:32:{{[0-9]+}}: note: obj_malloc: `__always_inline` is load-bearing in all 2: clang-{{[0-9]+}} x86_64 (inlines obj_malloc at 3 call sites: {{.*}}), clang-{{[0-9]+}} x86_64 + AutoFDO (inlines obj_malloc at {{[0-9]}} call sites: {{.*}})
// CHECK-NEXT: zs_verdict.c:61:{{[0-9]+}}: note: obj_free: `__always_inline` is load-bearing in all 2: {{.*}}
// CHECK-NEXT: zs_verdict.c:81:{{[0-9]+}}: note: alloc_zspage: `noinline` is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 + AutoFDO (keeps alloc_zspage out of line at 1 call site: alloc_zspage's copy +{{[0-9]+}} bytes (new), zs_malloc -{{[0-9]+}} bytes; .text {{[-+][0-9]+}}); no change: clang-{{[0-9]+}} x86_64
// CHECK-NOT:  redundant

// PLAIN:      zs_verdict.c:32:{{[0-9]+}}: note: obj_malloc: `__always_inline` is load-bearing in clang-{{[0-9]+}} x86_64: inlines obj_malloc at 3 call sites
// PLAIN-NEXT: zs_verdict.c:61:{{[0-9]+}}: note: obj_free:
// PLAIN-NEXT: zs_verdict.c:81:{{[0-9]+}}: warning: alloc_zspage: `noinline` is redundant in clang-{{[0-9]+}} x86_64: changes no call site and no byte [inlint-redundant]
// PLAIN-NOT:  {{.}}
