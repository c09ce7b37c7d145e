// noinline on a single-caller slow path whose only call is cold (behind
// likely()): clang -O2 keeps it out of line without the annotation too
// (a cold call site's threshold is 45), so the noinline changes nothing.
// The input is lit/Inputs/zs_slow.c with noinline added by sed;
// audit_noinline_hot.c is the same code under a profile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/^static struct page \*alloc_page_slow/static __attribute__((__noinline__)) struct page *alloc_page_slow/' %inputs/zs_slow.c > %t/slow.c
// RUN: printf '[{"directory":"%%s","file":"slow.c","command":"%%s -O2 -g -c slow.c -o slow.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: cd %t && not %inlint audit -p compile_commands.json | FileCheck %s

// CHECK:      slow.c:18: warning: noinline on alloc_page_slow is redundant: clang 22 keeps its only call out of line without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// CHECK-NOT:  {{.}}
