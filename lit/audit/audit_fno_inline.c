// Built with -fno-inline, clang keeps every function but the
// __always_inline ones out of line, so the __always_inline that -O2 calls
// redundant is load-bearing there. To measure its removal, apply gives the
// function the noinline clang would give it then (not merely drops
// alwaysinline), and the verdict names the build. The noinline written on
// zone_stat_overflow says nothing there (clang gives every function one):
// the record leaves it out, and audit does not judge it.
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/fno_inline_stat.c %inputs/kernel.h %t
// RUN: printf '[{"directory":"%%s","file":"fno_inline_stat.c","command":"%%s -O2 -g -fno-inline -c fno_inline_stat.c -o s.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: cd %t && %inlint audit -p compile_commands.json | FileCheck %s
// RUN: cd %t && %inlint audit -p compile_commands.json --format yaml | FileCheck %s --check-prefix=YAML
// RUN: printf -- '- function: stat_idx\n  action: none\n' > %t/unforce.yaml
// RUN: cd %t && env INLINT_APPLY=%t/unforce.yaml INLINT_OUT=%t/rec %clang -O2 -g -fno-inline -fpass-plugin=%plugin -c fno_inline_stat.c -o u.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=APPLY

// CHECK:      fno_inline_stat.c:11: note: __always_inline on stat_idx is load-bearing: without it, stat_idx in zone_page_add:19 now kept, stat_idx in refresh_zone_stat:40 now kept;{{.*}} (x86_64, clang {{[0-9]+}}, -fno-inline, measured) [inlint-load-bearing]{{$}}
// CHECK-NOT:  {{.}}

// YAML:      arch: x86_64
// YAML-NEXT: level: "-fno-inline"

// APPLY-LABEL: applied:
// APPLY-NEXT:  - function: stat_idx
// APPLY:         action: none
// APPLY-NEXT:    status: applied
// APPLY-NEXT:    detail: removed alwaysinline, added noinline
