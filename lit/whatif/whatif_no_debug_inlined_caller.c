// Without debug info a call that survives is named by the function it
// sits in: pte_page's call is written in copy_one, which clang inlines
// into copy_range, so the object calls pte_page from copy_range. The
// record still keeps copy_one's call site (not "inlined": it was never
// inlined), and forcing pte_page flips it, the flip the same build with
// -g measures. Before, the call counted as inlined already, and a what-if
// or lint -p of a build without -g missed the flip (on Linux 6.12's
// mm/memory.c, `inline` on vm_normal_page inlined it "at 2 call sites"
// without -g, at 4 with it).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/nd.c
// RUN: printf -- '- function: pte_page\n  action: always_inline\n' > %t/d.yaml
// RUN: cd %t && env INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -c nd.c -o nd.o
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec/nd.c.inlint.yaml
// RUN: printf '[{"directory":"%%s","file":"nd.c","command":"%%s -O2 -c nd.c -o nd.o"}]\n' %t %clang > %t/nodebug.json
// RUN: printf '[{"directory":"%%s","file":"nd.c","command":"%%s -O2 -g -c nd.c -o nd.o"}]\n' %t %clang > %t/debug.json
// RUN: %inlint whatif -p %t/nodebug.json --decisions %t/d.yaml > %t/nodebug.out
// RUN: %inlint whatif -p %t/debug.json --decisions %t/d.yaml > %t/debug.out
// RUN: FileCheck --check-prefix=NODEBUG %s < %t/nodebug.out
// RUN: FileCheck --check-prefix=DEBUG %s < %t/debug.out

extern void pte_note(unsigned long v);

// RECORD:      outcome_source: calls
// RECORD:      - name: pte_page
// RECORD:        call_sites:
// RECORD-NEXT:   - caller: copy_one
// RECORD:          inlined: false
// RECORD-NEXT:     kept: true
// RECORD:        outcome: out_of_line
unsigned long pte_page(unsigned long pte)
{
	unsigned long v = pte >> 12;

	for (int i = 0; i < 8; i++) {
		if (v & (1ul << i))
			pte_note(v ^ i);
		v = v * 2654435761ul + (v >> 7);
	}
	if (v & 1)
		pte_note(v);
	return v;
}

static inline unsigned long copy_one(const unsigned long *p)
{
	return pte_page(*p) + 1;
}

unsigned long copy_range(const unsigned long *p, int n)
{
	unsigned long s = 0;

	for (int i = 0; i < n; i++)
		s += copy_one(p + i);
	return s;
}

// NODEBUG:      nd.c: copy_one: pte_page now inlined (was kept)
// NODEBUG-NEXT: nd.c: copy_range: +[[BYTES:[0-9]+]] bytes
// DEBUG:        nd.c:[[#@LINE-14]]: copy_one: pte_page now inlined (was kept)
// DEBUG-NEXT:   nd.c: copy_range: +{{[0-9]+}} bytes
