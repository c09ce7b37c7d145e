// Which plain `inline`s audit judges: by default those of the TU's own
// source file (a kernel TU compiles hundreds of header `static inline`s,
// each a compile to judge); with --headers, --inline all adds the
// headers'; --inline none judges forcing annotations only. Both helpers
// here are redundant.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json | FileCheck --check-prefix=OWN %s
// RUN: not %inlint audit -p %t/compile_commands.json --headers --inline all | FileCheck --check-prefix=ALL %s
// RUN: %inlint audit -p %t/compile_commands.json --inline none | count 0
// RUN: not %inlint audit -p %t/compile_commands.json --inline some 2>&1 | FileCheck --check-prefix=BAD %s

#include "audit_inline_hdr.h"

struct pte_page {
	unsigned long flags;
	unsigned long pfn;
};

// OWN:     {{.*}}audit_inline_own.c:[[#@LINE+2]]: warning: inline on pte_present is redundant
// OWN-NOT: pte_pfn_of
static inline int pte_present(const struct pte_page *p)
{
	return (p->flags & 1) && p->pfn;
}

int pte_count(const struct pte_page *v, int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)
		c += pte_present(&v[i]) + (pte_pfn_of(v[i].flags) == v[i].pfn);
	return c;
}

unsigned long pte_first(const struct pte_page *v)
{
	return pte_present(v) ? pte_pfn_of(v->flags) : 0;
}

// ALL-DAG: {{.*}}audit_inline_hdr.h:[[#]]: warning: inline on pte_pfn_of is redundant
// ALL-DAG: {{.*}}audit_inline_own.c:[[#]]: warning: inline on pte_present is redundant

// BAD: inlint audit: error: bad --inline 'some' (own, all or none)
