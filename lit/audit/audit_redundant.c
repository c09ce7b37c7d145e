// An xarray-shaped walk: __always_inline on a small lookup step that
// clang -O2 inlines at all four calls anyway. One compile with every
// annotation stripped changes nothing, so audit stops there (2 compiles:
// the baseline and that one) and warns, exit status 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -c %%s -o x.o"}]\n' %t %s %clang %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json > %t/out.txt
// RUN: FileCheck %s < %t/out.txt
// RUN: not %inlint audit -p %t --format yaml | FileCheck --check-prefix=YAML %s
#include "../Inputs/kernel.h"

struct xa_node {
	unsigned char shift, offset;
	void *slots[64];
};

struct xa_state {
	struct xa_node *node;
	unsigned long index;
};

// CHECK: {{.*}}audit_redundant.c:[[#@LINE+1]]: warning: __always_inline on xas_descend is redundant: clang 22 inlines all 4 calls without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
static __always_inline void *xas_descend(struct xa_state *xas,
					 struct xa_node *node)
{
	unsigned int offset = (xas->index >> node->shift) & 63;

	xas->node = node;
	node->offset = (unsigned char)offset;
	return node->slots[offset];
}

void *xas_load(struct xa_state *xas, struct xa_node *node)
{
	void *entry = xas_descend(xas, node);

	while (entry && node->shift) {
		node = entry;
		entry = xas_descend(xas, node);
	}
	return entry;
}

void *xas_find(struct xa_state *xas, struct xa_node *node)
{
	return xas_descend(xas, node);
}

void *xas_next(struct xa_state *xas, struct xa_node *node)
{
	xas->index++;
	return xas_descend(xas, node);
}
// CHECK-NOT: {{.}}

// YAML:      compiles: 2
// YAML:      - function: xas_descend
// YAML-NEXT:   file: {{.*}}audit_redundant.c
// YAML-NEXT:   line: 23
// YAML-NEXT:   annotation: always_inline
// YAML-NEXT:   verdict: redundant
// YAML-NEXT:   calls: 4
// YAML-NEXT:   inlined: 4
// YAML:      load_bearing: []

// --format json: the same finding, with the fix that deletes the word;
// SARIF has the fix too, applied here to a copy of the source.
// RUN: not %inlint audit -p %t --format json > %t/out.json
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/out.json | FileCheck --check-prefix=JSON %s
// The fix deletes the word, as SARIF has it too, from a copy of the source.
// RUN: not %inlint audit -p %t --format sarif > %t/out.sarif
// RUN: mkdir -p %t/copy && cp %s %t/copy/ && cd %t/copy && sed 's|"uri": "file://[^"]*/|"uri": "|g' %t/out.sarif > %t/rel.sarif
// RUN: env -u LD_PRELOAD %python %inputs/sarif_fixes.py %t/rel.sarif %t/copy | FileCheck --check-prefix=FIX %s
// JSON:      version 1 command audit findings 1
// JSON-NEXT: {{.*}}audit_redundant.c:23: warning: inlint-redundant: __always_inline on xas_descend is redundant: clang 22 inlines all 4 calls without it (x86_64, clang {{[0-9]+}}, measured) | evidence measured | reason redundant-always-inline | fix 23:8-24 ''
// JSON-NOT:  {{.}}

// FIX: audit_redundant.c:23: delete 8-24 "__always_inline " -> static void *xas_descend(struct xa_state *xas,
