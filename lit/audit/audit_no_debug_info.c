// Built without debug info (the kernel's defconfig has no -g), a record
// names every function with the TU's source and line 0, the header's
// ring_mask and ring_mix too. audit still judges the TU's own annotations
// only, each at the line of its definition: the source's own definitions
// say which they are, as measured from objects, and both measures list
// the same annotations at the same lines.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -I%%s -c %%s -o a.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json --measure plugin > %t/plugin.out 2> %t/plugin.err
// RUN: not %inlint audit -p %t/compile_commands.json --measure objects > %t/objects.out
// RUN: FileCheck %s < %t/plugin.out
// RUN: FileCheck --check-prefix=NOTE %s < %t/plugin.err
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/plugin.out > %t/plugin.verdicts
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/objects.out > %t/objects.verdicts
// RUN: diff %t/plugin.verdicts %t/objects.verdicts
#include "audit_hdr.h"

static __always_inline u32 ring_fold(u32 v)
{
	return v ^ (v >> 7);
}

u32 ring_poll_both(const u32 *p, int n)
{
	return ring_fold(ring_mask(ring_mix(p, n)));
}

// CHECK:     audit_no_debug_info.c:18: warning: __always_inline on ring_fold is redundant: {{.*}} (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]
// CHECK-NOT: {{.}}
// NOTE:      the annotations of headers are not judged without --headers
