// A TU measured by the plugin runs its front end once (-emit-llvm), then
// compiles its baseline and every variant from that IR: a compiler that
// refuses to compile the source but to IR or preprocessed (cc.sh) gives the
// findings and bytes of compiles from the source
// (INLINT_NO_SHARED_FRONT_END=1, which cc.sh refuses). A kernel command's
// -Werror=unused-command-line-argument does not fail the compiles from IR,
// where -I and -D go unused. A command with -x compiles from the source.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slub_macros.c %inputs/kernel.h %t/tree/
// RUN: printf '#!/bin/sh\ncase "$*" in *-emit-llvm*|*" -E "*) ;; *" slub_macros.c "*) echo "error: compiled from source" >&2; exit 1;; esac\nexec %%s "$@"\n' %clang > %t/cc.sh && chmod +x %t/cc.sh
// RUN: printf '[{"directory": "%%s", "file": "slub_macros.c", "command": "%%s -Wp,-MMD,.slub_macros.o.d -I. -DMOD=1 -Werror=unused-command-line-argument -O2 -g -c slub_macros.c -o slub_macros.o"}]\n' %t/tree %clang > %t/db.json
// RUN: cd %t/tree && %inlint audit -p %t/db.json --cc %t/cc.sh > %t/shared.out
// RUN: cd %t/tree && env INLINT_NO_SHARED_FRONT_END=1 %inlint audit -p %t/db.json > %t/each.out
// RUN: diff %t/shared.out %t/each.out
// RUN: cd %t/tree && env INLINT_NO_SHARED_FRONT_END=1 not %inlint audit -p %t/db.json --cc %t/cc.sh 2> %t/each.err
// RUN: sed 's/ -c slub_macros.c/ -x c -c slub_macros.c/' %t/db.json > %t/db-x.json
// RUN: cd %t/tree && not %inlint audit -p %t/db-x.json --cc %t/cc.sh 2> %t/x.err
// RUN: cd %t/tree && %inlint audit -p %t/db-x.json > %t/x.out
// RUN: diff %t/shared.out %t/x.out
// RUN: FileCheck %s < %t/shared.out
// RUN: FileCheck --check-prefix=SOURCE %s < %t/each.err
// RUN: FileCheck --check-prefix=SOURCE %s < %t/x.err

// CHECK:      slub_macros.c:26: note: __always_inline on cache_take is load-bearing: {{.*}}cache_take +[[#]] bytes (new copy){{.*}}(x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]
// CHECK-NEXT: slub_macros.c:47: note: noinline on cache_pick is load-bearing: {{.*}}cache_pick -[[#]] bytes (copy gone){{.*}}(x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]
// CHECK-NOT:  {{.}}

// SOURCE: inlint audit: error: slub_macros.c: compile failed: error: compiled from source
