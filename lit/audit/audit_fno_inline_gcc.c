// REQUIRES: gcc
// GCC, measured from objects, has no record to name its build: the
// verdicts of an -Os -fno-inline build name it from the command, as the
// plugin's records do for clang, and so does the YAML. GCC's -fno-inline
// leaves the __always_inline functions alone to its inliner, so the one
// on stat_idx is load-bearing there, and every other annotation
// redundant (status 1).
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/fno_inline_stat.c %inputs/kernel.h %t
// RUN: printf '[{"directory":"%%s","file":"fno_inline_stat.c","command":"gcc -O2 -Os -fno-inline -c fno_inline_stat.c -o s.o"}]\n' %t > %t/compile_commands.json
// RUN: cd %t && not %inlint audit -p compile_commands.json > %t/out
// RUN: FileCheck %s < %t/out
// RUN: cd %t && not %inlint audit -p compile_commands.json --format yaml > %t/out.yaml
// RUN: FileCheck %s --check-prefix=YAML < %t/out.yaml
// RUN: printf -- '- function: stat_idx\n  action: none\n' > %t/unforce.yaml
// RUN: cd %t && %inlint whatif -p compile_commands.json --decisions unforce.yaml | FileCheck %s --check-prefix=WHATIF

// CHECK:      fno_inline_stat.c:11: note: __always_inline on stat_idx is load-bearing: without it,{{.*}} (x86_64, gcc {{[0-9]+}}, -Os -fno-inline, measured from objects) [inlint-load-bearing]{{$}}
// CHECK-NEXT: fno_inline_stat.c:16: warning: inline on zone_page_add is redundant: no code changes without it (x86_64, gcc {{[0-9]+}}, -Os -fno-inline, measured from objects) [inlint-redundant]{{$}}
// CHECK-NEXT: fno_inline_stat.c:22: warning: noinline on zone_stat_overflow is redundant: no code changes without it (x86_64, gcc {{[0-9]+}}, -Os -fno-inline, measured from objects) [inlint-redundant]{{$}}
// CHECK-NOT:  {{.}}

// YAML:      arch: x86_64
// YAML-NEXT: level: "-Os -fno-inline"

// WHATIF:    fno_inline_stat.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, -Os -fno-inline, measured from objects: calls per caller, no line){{$}}
