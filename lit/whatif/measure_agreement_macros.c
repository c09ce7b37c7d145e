// On clang, measured from objects and by the plugin, audit agrees on
// annotations only the preprocessor shows (slub_macros.c): the
// __always_inline of cache_take spelled through __fastpath_inline, the
// noinline of cache_pick spelled twice (noinline and a __ref-like macro:
// both go, as the plugin strips the attribute), and neither judges the
// annotated definitions the preprocessor drops (#if 0, an undefined
// CONFIG_). Same verdicts, same byte figures.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slub_macros.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "slub_macros.c", "command": "%%s -O2 -g -c slub_macros.c -o slub_macros.o"}]\n' %t/tree %clang > %t/db.json
// RUN: cd %t/tree && %inlint audit -p %t/db.json --measure plugin > %t/plugin.out
// RUN: cd %t/tree && %inlint audit -p %t/db.json --measure objects > %t/objects.out
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/plugin.out > %t/plugin.verdicts
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/objects.out > %t/objects.verdicts
// RUN: diff %t/plugin.verdicts %t/objects.verdicts
// RUN: grep -oE "[a-z_]+('s copy)? [+-][0-9]+ bytes|\.text [+-][0-9]+" %t/plugin.out > %t/plugin.bytes
// RUN: grep -oE "[a-z_]+('s copy)? [+-][0-9]+ bytes|\.text [+-][0-9]+" %t/objects.out > %t/objects.bytes
// RUN: diff %t/plugin.bytes %t/objects.bytes
// RUN: cat %t/objects.verdicts %t/objects.out | FileCheck %s
// A decision about a definition the preprocessor drops is no edit.
// RUN: printf -- '- {function: debug_check, action: none}\n' > %t/dead.yaml
// RUN: cd %t/tree && not %inlint whatif -p %t/db.json --measure objects --decisions %t/dead.yaml 2> %t/dead.err
// RUN: FileCheck --check-prefix=DEAD %s < %t/dead.err

// CHECK:      slub_macros.c:26: note: __always_inline on cache_take is load-bearing
// CHECK-NEXT: slub_macros.c:47: note: noinline on cache_pick is load-bearing
// CHECK-NEXT: slub_macros.c:26: note: __always_inline on cache_take is load-bearing: {{.*}}cache_take +[[#]] bytes (new copy){{.*}}(x86_64, clang 22, measured from objects) [inlint-load-bearing]
// CHECK-NEXT: slub_macros.c:47: note: noinline on cache_pick is load-bearing: {{.*}}cache_pick -[[#]] bytes (copy gone){{.*}}(x86_64, clang 22, measured from objects) [inlint-load-bearing]
// CHECK-NOT:  {{.}}

// DEAD: inlint whatif: error: slub_macros.c: no definition of debug_check
