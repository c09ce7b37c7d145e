/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_stack_usage.c - the .su reader: clang's and GCC's lines, the
 * qualifiers, and one error line naming the file and line for each kind of
 * bad input. */
#include "check.h"
#include "stack_usage.h"

#include <string.h>

static int parse(const char *text, struct inlint_stack_usage *su, char *err,
		 size_t errlen)
{
	return inlint_stack_usage_parse("x.su", text, strlen(text), su, err,
					errlen);
}

static void test_good(void)
{
	struct inlint_stack_usage su = {0};
	char err[256] = "";

	CHECK(parse("mm/slub.c:120:alloc_slab\t2232\tstatic\n"
		    "lib/a:b.c:7:13:walk\t48\tdynamic,bounded\r\n"
		    "\n"
		    "x.c:3:grow\t16\tdynamic",
		    &su, err, sizeof(err)) == 0);
	CHECK(su.n == 3);
	CHECK_STR(su.v[0].file, "mm/slub.c");
	CHECK_STR(su.v[0].function, "alloc_slab");
	CHECK(su.v[0].line == 120 && su.v[0].bytes == 2232);
	CHECK(!su.v[0].dynamic);
	CHECK_STR(su.v[1].file, "lib/a:b.c");
	CHECK_STR(su.v[1].function, "walk");
	CHECK(su.v[1].line == 7 && su.v[1].dynamic);
	CHECK(su.v[2].dynamic && su.v[2].bytes == 16);
	inlint_stack_usage_release(&su);
	CHECK(su.n == 0 && su.v == NULL);
}

static void check_bad(const char *text, const char *want)
{
	struct inlint_stack_usage su = {0};
	char err[256] = "";

	CHECK(parse(text, &su, err, sizeof(err)) == -1);
	CHECK_STR(err, want);
	inlint_stack_usage_release(&su);
}

static void test_bad(void)
{
	check_bad("a.c:1:f\t8\tstatic\nnonsense\n",
		  "x.su:2: not 'file:line:function<TAB>bytes<TAB>qualifier'");
	check_bad("a.c:1:f\t8\n", "x.su:1: no qualifier after the frame size");
	check_bad("a.c:1:f\t-8\tstatic\n",
		  "x.su:1: frame size not a whole number of at most 2^40");
	check_bad("a.c:1:f\t99999999999999999999\tstatic\n",
		  "x.su:1: frame size not a whole number of at most 2^40");
	check_bad("a.c:1:f\t8\tstatical\n",
		  "x.su:1: qualifier not static, dynamic or dynamic,bounded");
	check_bad("a.c:1:\t8\tstatic\n", "x.su:1: no function name");
	check_bad("a.c:f\t8\tstatic\n", "x.su:1: no line number");
	check_bad(":1:f\t8\tstatic\n", "x.su:1: no file name");
	check_bad("f\t8\tstatic\n", "x.su:1: no function name");
}

static void test_nul(void)
{
	static const char text[] = "a.c:1:f\t8\tstatic\na\0c:1:g\t8\tstatic\n";
	struct inlint_stack_usage su = {0};
	char err[256] = "";

	CHECK(inlint_stack_usage_parse("x.su", text, sizeof(text) - 1, &su, err,
				       sizeof(err)) == -1);
	CHECK_STR(err, "x.su:2: a NUL byte");
	inlint_stack_usage_release(&su);
}

int main(void)
{
	test_good();
	test_bad();
	test_nul();
	return check_result();
}
