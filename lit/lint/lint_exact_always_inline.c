// lint -p: a patch adds __always_inline to obj_malloc, which LLVM keeps out
// of line at four calls (load-bearing), and to handle_to_obj, which it
// inlines everywhere already (redundant). Each is measured alone in the
// compile of the database; the bytes quoted are those of a real rebuild of
// the patched copy, as inlint bloat -t reads them.
// RUN: rm -rf %t && mkdir -p %t/tree %t/patched %t/redundant
// RUN: cp %inputs/lint/exact/zs_pool.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_pool.c", "command": "%%s -O2 -g -c zs_pool.c -o zs_pool.o"}]\n' %t/tree %clang > %t/tree/compile_commands.json
// RUN: cd %t/tree && %inlint lint %inputs/lint/exact/always_inline.patch -p compile_commands.json -j 2 > %t/lint.out; test $? -eq 1
// Nothing is written into the tree.
// RUN: ls %t/tree | FileCheck --check-prefix=TREE %s
// TREE:      compile_commands.json
// TREE-NEXT: kernel.h
// TREE-NEXT: zs_pool.c
// TREE-NOT:  {{.}}
// The real rebuilds: the patched copy, and a copy with only the redundant
// annotation added.
// RUN: cp %t/tree/zs_pool.c %t/tree/kernel.h %t/patched/ && cd %t/patched && patch -s -p1 < %inputs/lint/exact/always_inline.patch
// RUN: cp %t/tree/kernel.h %t/redundant/ && sed 's/^static unsigned long handle_to_obj/static __always_inline unsigned long handle_to_obj/' %t/tree/zs_pool.c > %t/redundant/zs_pool.c
// RUN: cd %t/tree && %clang -O2 -g -c zs_pool.c -o %t/old.o
// RUN: cd %t/patched && %clang -O2 -g -c zs_pool.c -o %t/new.o
// RUN: cd %t/redundant && %clang -O2 -g -c zs_pool.c -o %t/redundant.o
// RUN: %inlint bloat -t %t/old.o %t/redundant.o > %t/all.out
// RUN: %inlint bloat -t %t/old.o %t/new.o >> %t/all.out
// RUN: cat %t/lint.out >> %t/all.out
// RUN: FileCheck %s < %t/all.out

// CHECK:      add/remove: 0/0 grow/shrink: 0/0 up/down: 0/0 (0)
// CHECK:      add/remove: 0/1 grow/shrink: 3/0 up/down: {{[0-9]+}}/-{{[0-9]+}} ([[#TEXT:]])
// CHECK-NEXT: Function
// CHECK-NEXT: zs_compact [[#]] [[#]] +[[#COMPACT:]]
// CHECK-NEXT: migrate_zspage [[#]] [[#]] +[[#MIGRATE:]]
// CHECK-NEXT: zs_malloc [[#]] [[#]] +[[#MALLOC:]]
// CHECK-NEXT: obj_malloc [[#]] - -[[#COPY:]]
// CHECK:      zs_pool.c:25:[[#]]: warning: handle_to_obj: `__always_inline` is redundant: changes no call site and no byte; already inlined at all 2 call sites (into zs_obj_idx, zs_obj_page) (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]
// CHECK-NEXT: zs_pool.c:30:[[#]]: note: obj_malloc: `__always_inline` is load-bearing: inlines obj_malloc at 4 call sites: zs_compact +[[#COMPACT]] bytes, migrate_zspage +[[#MIGRATE]] bytes, zs_malloc +[[#MALLOC]] bytes, obj_malloc's copy -[[#COPY]] bytes (gone); .text +[[#TEXT]] (x86_64, clang {{[0-9]+}}, measured); inlint's advice (kept-out-of-line) asks for it [inlint-load-bearing]
// CHECK-NOT:  {{.}}
