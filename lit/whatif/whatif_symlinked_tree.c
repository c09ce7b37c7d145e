// A kernel tree reached through a symlink (/usr/src/linux -> linux-6.12)
// is one tree. Kbuild's database names sources by their resolved path; a
// file or directory named through the link selects them, and a database
// written through the link takes the resolved names. A path in neither
// form is still not in the database.
// RUN: rm -rf %t && mkdir -p %t/linux-6.12/mm && ln -s linux-6.12 %t/linux
// RUN: cp %s %t/linux-6.12/mm/walk.c
// RUN: printf -- '- function: walk_step\n  action: noinline\n' > %t/noinline.yaml
// RUN: printf '[{"directory": "%%s/linux-6.12", "file": "mm/walk.c", "command": "%%s -O2 -c mm/walk.c -o mm/walk.o"}]' %t %clang > %t/resolved.json
// RUN: printf '[{"directory": "%%s/linux", "file": "mm/walk.c", "command": "%%s -O2 -c mm/walk.c -o mm/walk.o"}]' %t %clang > %t/linked.json
// RUN: %inlint whatif -p %t/resolved.json --decisions %t/noinline.yaml --plugin %plugin %t/linux/mm/ | FileCheck %s
// RUN: %inlint whatif -p %t/resolved.json --decisions %t/noinline.yaml --plugin %plugin %t/linux/mm/walk.c | FileCheck %s
// RUN: %inlint whatif -p %t/linked.json --decisions %t/noinline.yaml --plugin %plugin %t/linux-6.12/mm | FileCheck %s
// RUN: cd %t/linux && %inlint whatif -p %t/linked.json --decisions %t/noinline.yaml --plugin %plugin mm/walk.c | FileCheck %s
// RUN: not %inlint whatif -p %t/resolved.json --decisions %t/noinline.yaml --plugin %plugin %t/linux/lib 2>&1 | FileCheck --check-prefix=NOTIN %s

// CHECK:      mm/walk.c: walk_range: walk_step now kept (was inlined)
// CHECK:      mm/walk.c: .text -{{[0-9]+}} bytes
// NOTIN: inlint whatif: error: {{.*}}/linux/lib: not in {{.*}}resolved.json

struct pte { unsigned long val; };

static int walk_step(const struct pte *p)
{
	return (p->val & 1) ? (int)(p->val >> 12) : 0;
}

int walk_range(const struct pte *p, int n)
{
	int sum = 0;

	for (int i = 0; i < n; i++)
		sum += walk_step(&p[i]);
	return sum;
}
