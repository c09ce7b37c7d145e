// merge --whatif -p: a recommendation whose measurement grows a frame past
// the build's -Wframe-larger-than under -Werror would break the kernel
// build it is meant for. always_inline obj_malloc takes migrate_zspage's
// frame past a limit of 40 bytes (its baseline stays within it): the
// recommendation becomes information, "not a decision", and says why.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/lint/exact/zs_pool.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_pool.c", "command": "%%s -O2 -g -Wframe-larger-than=40 -Werror -c zs_pool.c -o zs_pool.o"}]\n' %t/tree %clang > %t/tree/compile_commands.json
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -Wframe-larger-than=40 -Werror -fpass-plugin=%plugin -c zs_pool.c -o %t/zs_pool.o
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/report.yaml --budget none --whatif -p compile_commands.json > %t/summary
// RUN: FileCheck --check-prefix=SUMMARY %s < %t/summary
// RUN: FileCheck %s < %t/report.yaml

// SUMMARY: 0 recommendations
// SUMMARY: 1 information entry

// CHECK:      recommendations: []
// CHECK-NEXT: information:
// CHECK-NEXT: - function: obj_malloc
// CHECK:        action: always_inline
// CHECK:        message: '{{.*}}measured alone in 1 TU: 4 calls flipped{{.*}}; migrate_zspage''s stack frame grows to [[#]] bytes, past the limit of 40: the build fails (-Werror) — not a decision'
