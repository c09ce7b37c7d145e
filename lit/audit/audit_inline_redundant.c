// A plain `inline` on a small helper is redundant: clang -O2 inlines both
// of its calls without the hint too. audit strips it with action plain
// (inlinehint removed, as if written without `inline`), sees no change and
// warns, exit status 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -c %%s -o x.o"}]\n' %t %s %clang %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json > %t/out.txt
// RUN: FileCheck %s < %t/out.txt
// RUN: not %inlint audit -p %t --format yaml | FileCheck --check-prefix=YAML %s

struct pte_page {
	unsigned long flags;
	unsigned long pfn;
};

// CHECK: {{.*}}audit_inline_redundant.c:[[#@LINE+1]]: warning: inline on pte_present is redundant: clang 22 inlines all 2 calls without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
static inline int pte_present(const struct pte_page *p)
{
	return (p->flags & 1) && p->pfn;
}

int pte_count(const struct pte_page *v, int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)
		c += pte_present(&v[i]);
	return c;
}

unsigned long pte_first(const struct pte_page *v)
{
	return pte_present(v) ? v->pfn : 0;
}

// CHECK-NOT: note:

// YAML: - function: pte_present
// YAML: annotation: inline
// YAML-NEXT: verdict: redundant
// YAML-NEXT: calls: 2
// YAML-NEXT: inlined: 2
