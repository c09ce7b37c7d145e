// Header helpers are judged with --headers only, over the selected TUs
// that compile them; by default audit judges the annotations of the files
// it is asked about. ring_mask is redundant in both TUs: one warning,
// naming both. ring_mix is load-bearing here (three callers) and
// redundant in audit_hdr_user.c (one caller): over both, one note with
// the effect in this TU only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o a.o"},\n {"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o b.o"}]\n' %t %s %clang %inputs %s %t %inputs/audit_hdr_user.c %clang %inputs %inputs/audit_hdr_user.c > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json -j 2 --headers | FileCheck %s
// Without --headers neither TU has an annotation of its own: nothing to
// say, and a note on stderr that the headers' were left out.
// RUN: %inlint audit -p %t/compile_commands.json 2> %t/err | count 0
// RUN: FileCheck --check-prefix=NOTE %s < %t/err
// The other TU alone: not the header's by default; with --headers both
// helpers are redundant there, and the warnings say from how many of the
// TUs that compile them.
// RUN: %inlint audit -p %t/compile_commands.json %inputs/audit_hdr_user.c 2> /dev/null | count 0
// RUN: not %inlint audit -p %t/compile_commands.json %inputs/audit_hdr_user.c --headers | FileCheck --check-prefix=USER %s
// This TU alone: ring_mix is load-bearing here, from 1 of 2 TUs too; the
// YAML gives the count as compiled_by.
// RUN: not %inlint audit -p %t/compile_commands.json %s --headers | FileCheck --check-prefix=THIS %s
// RUN: not %inlint audit -p %t/compile_commands.json %s --headers --format yaml | FileCheck --check-prefix=YAML %s
// --inline all judges the headers' plain inlines: only with --headers.
// RUN: not %inlint audit -p %t/compile_commands.json --inline all 2>&1 | FileCheck --check-prefix=USAGE %s
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

// CHECK:      {{.*}}audit_hdr.h:9: warning: __always_inline on ring_mask is redundant: clang 22 inlines all 3 calls without it in every TU that compiles it ({{.*}}audit_header.c, {{.*}}audit_hdr_user.c) (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// CHECK-NEXT: {{.*}}audit_hdr.h:16: note: __always_inline on ring_mix is load-bearing: without it, in {{.*}}audit_header.c: ring_mix in ring_rx:29 now kept, ring_mix in ring_tx:34 now kept, ring_mix in ring_fwd:39 now kept; ring_mix +{{[0-9]+}} bytes (new copy); {{.*}}; .text -{{[0-9]+}} bytes (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
// CHECK-NOT:  {{.}}

// NOTE:      inlint audit: note: the annotations of headers are not judged without --headers
// NOTE-NOT:  {{.}}

// USER:      {{.*}}audit_hdr.h:9: warning: __always_inline on ring_mask is redundant: clang 22 inlines its only call without it; judged from 1 of 2 TUs that compile it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// USER-NEXT: {{.*}}audit_hdr.h:16: warning: __always_inline on ring_mix is redundant: clang 22 inlines its only call without it; judged from 1 of 2 TUs that compile it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// USER-NOT:  {{.}}

// THIS:      {{.*}}audit_hdr.h:9: warning: __always_inline on ring_mask is redundant: clang 22 inlines all 2 calls without it; judged from 1 of 2 TUs that compile it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// THIS-NEXT: {{.*}}audit_hdr.h:16: note: __always_inline on ring_mix is load-bearing: without it, ring_mix in ring_rx:29 now kept, {{.*}}; .text -{{[0-9]+}} bytes; judged from 1 of 2 TUs that compile it (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
// THIS-NOT:  {{.}}

// YAML:      units: 1
// YAML:      - function: ring_mix
// YAML:        units: [{{.*}}audit_header.c]
// YAML-NEXT:   compiled_by: 2

// USAGE: inlint audit: error: --inline all judges the headers' plain inlines: give --headers too
