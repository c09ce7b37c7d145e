// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_clone_name.c - clones and split parts counted with their function:
 * GCC's .isra/.constprop/.part/.cold (also combined), clang's .llvm.N; a
 * name with any other word after a dot stays whole. */
#include "check.h"
#include "clone_name.h"

#include <stdlib.h>

static void base(const char *name, const char *want)
{
	char *b = inlint_clone_base(name);

	CHECK_STR(b, want);
	free(b);
}

int main(void)
{
	base("alloc_zspage", "alloc_zspage");
	base("obj_malloc.isra.0", "obj_malloc");
	base("obj_malloc.constprop.12", "obj_malloc");
	base("zs_malloc.part.0", "zs_malloc");
	base("zs_malloc.cold", "zs_malloc");
	base("zs_malloc.cold.3", "zs_malloc");
	base("obj_free.isra.0.cold", "obj_free");
	base("get_zspage.constprop.0.isra.0", "get_zspage");
	base("helper.llvm.8461723049", "helper");
	base("str.1", "str");
	base("foo.bar", "foo.bar");
	base("foo.cold.x", "foo.cold.x");
	base("foo.", "foo.");
	base(".Lfoo.cold", ".Lfoo");
	base("", "");
	return check_result();
}
