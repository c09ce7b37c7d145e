// merge --whatif: a recommendation whose function no compile of the
// database defines keeps the record's estimate and says so; --whatif
// needs -p (or a project file).
// RUN: rm -rf %t && mkdir -p %t/tree
// RUN: cp %inputs/lint/exact/zs_pool.c %inputs/merge_whatif/zs_loop.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_pool.c", "command": "%%s -O2 -g -c zs_pool.c -o zs_pool.o"}]\n' %t/tree %clang > %t/tree/compile_commands.json
// RUN: cd %t/tree && for f in zs_pool zs_loop; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c $f.c -o %t/$f.o || exit 1; done
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/report.yaml --budget none --whatif -p compile_commands.json | FileCheck %s
// RUN: not %inlint merge %t/rec -o %t/r2.yaml --whatif 2>&1 | FileCheck --check-prefix=USAGE %s
// RUN: not %inlint merge %t/rec -o %t/r2.yaml -j 2 2>&1 | FileCheck --check-prefix=JOBS %s
// RUN: test ! -e %t/r2.yaml

// CHECK:      zs_pool.c:30: always_inline: obj_malloc: {{.*}}; measured alone in 1 TU: 4 calls flipped, .text +{{[0-9]+}} bytes ({{.*}}) (1 TU, load-bearing (measured); {{.*}}) [inlint-kept-out-of-line]
// CHECK-NEXT: zs_loop.c:5: none: zs_mix: {{.*}}; estimate: no compile of the database defines zs_mix (1 TU, unknown (estimate); {{.*}}) [inlint-noinline-in-hot-loop]
// USAGE: inlint merge: error: --whatif measures in -p compile_commands.json, or in the configurations of .inlint.yaml (none here or in a folder above)
// JOBS: inlint merge: error: -j, --plugin and --cc go with --whatif
