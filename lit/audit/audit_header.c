// Header helpers are judged over every TU that compiles them. ring_mask
// is redundant in both TUs: one warning, naming both. ring_mix is
// load-bearing here (three callers) and redundant in audit_hdr_user.c
// (one caller): one note, with the effect in this TU only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o a.o"},\n {"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o b.o"}]\n' %t %s %clang %inputs %s %t %inputs/audit_hdr_user.c %clang %inputs %inputs/audit_hdr_user.c > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json -j 2 | FileCheck %s
// Selecting the other TU alone: both helpers are redundant there.
// RUN: not %inlint audit -p %t/compile_commands.json %inputs/audit_hdr_user.c | FileCheck --check-prefix=USER %s
#include "audit_hdr.h"

u32 ring_rx(const u32 *p, int n)
{
	return ring_mix(p, n) + ring_mask((u32)n);
}

u32 ring_tx(const u32 *p, int n)
{
	return ring_mix(p, n + 1);
}

u32 ring_fwd(const u32 *p, int n)
{
	return ring_mix(p, n * 2) ^ ring_mask((u32)n);
}

// CHECK:      {{.*}}audit_hdr.h:9: warning: __always_inline on ring_mask is redundant: clang 22 inlines all 3 calls without it in every TU that compiles it ({{.*}}audit_header.c, {{.*}}audit_hdr_user.c) (x86_64, measured){{$}}
// CHECK-NEXT: {{.*}}audit_hdr.h:16: note: __always_inline on ring_mix is load-bearing: without it, in {{.*}}audit_header.c: ring_mix in ring_rx:14 now kept, ring_mix in ring_tx:19 now kept, ring_mix in ring_fwd:24 now kept; ring_mix +{{[0-9]+}} bytes (new copy); {{.*}}; .text -{{[0-9]+}} bytes (x86_64, measured){{$}}
// CHECK-NOT:  {{.}}

// USER:      {{.*}}audit_hdr.h:9: warning: __always_inline on ring_mask is redundant: clang 22 inlines its only call without it (x86_64, measured){{$}}
// USER-NEXT: {{.*}}audit_hdr.h:16: warning: __always_inline on ring_mix is redundant: clang 22 inlines its only call without it (x86_64, measured){{$}}
// USER-NOT:  {{.}}
