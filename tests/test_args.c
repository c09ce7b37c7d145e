/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_args.c - the CLI's argument parser: GNU spellings, "--", lists,
 * errors, and counts. Run: ctest -R test_args */
#include "args.h"
#include "check.h"

enum { OPT_OUT = 1, OPT_ALL, OPT_TOP, OPT_OBJECTS, OPT_C };

static const struct inlint_option options[] = {
	{OPT_OUT, "output", 'o', "FILE", "output", 0},
	{OPT_ALL, "all", 'a', NULL, "all", 0},
	{OPT_TOP, "top", 0, "N", "top", 0},
	{OPT_OBJECTS, "objects", 0, "GLOB", "objects", INLINT_OPT_LIST},
	{OPT_C, NULL, 'c', NULL, "c", 0},
	{0},
};

/* Does what the parser returned come with a value? */
static bool has_value(int id)
{
	if (id == INLINT_ARGS_OPERAND)
		return true;
	for (const struct inlint_option *o = options; o->id; o++)
		if (o->id == id)
			return o->arg != NULL;
	return false;
}

/* Parses argv (NULL-terminated, argv[0] the command) and writes what came
 * out as "id=value" words ("id=" without a value), or ends with
 * "error:message". */
static void parse(char **argv, char *out, size_t len)
{
	struct inlint_args a;
	size_t n = 0;
	int argc = 0, id;

	while (argv[argc])
		argc++;
	out[0] = '\0';
	inlint_args_init(&a, options, argc, argv);
	while ((id = inlint_args_next(&a)) != INLINT_ARGS_END && n < len) {
		if (id == INLINT_ARGS_ERROR) {
			snprintf(out + n, len - n, "%serror:%s", n ? " " : "",
				 a.err);
			return;
		}
		n += (size_t)snprintf(out + n, len - n, "%s%d=%s", n ? " " : "",
				      id, has_value(id) ? a.value : "");
	}
}

#define EXPECT(want, ...)                                                      \
	do {                                                                   \
		char *argv_[] = {"cmd", __VA_ARGS__, NULL};                    \
		char got_[256];                                                \
		parse(argv_, got_, sizeof(got_));                              \
		CHECK_STR(got_, want);                                         \
	} while (0)

static void test_spellings(void)
{
	EXPECT("1=a.yaml 1=b.yaml 1=c.yaml 1=d.yaml", "--output", "a.yaml",
	       "--output=b.yaml", "-o", "c.yaml", "-od.yaml");
	/* Options and operands mix; flags cluster. */
	EXPECT("-1=x 2= 5= -1=y", "x", "-ac", "y");
	/* A flag ending a cluster may be followed by one taking a value. */
	EXPECT("2= 1=out", "-aoout");
	/* A value may look like an option: it is the option's to judge. */
	EXPECT("3=-1", "--top", "-1");
}

static void test_operands(void)
{
	/* "--" ends the options; "-" is an operand (stdin, by convention). */
	EXPECT("-1=- -1=--all -1=-o", "-", "--", "--all", "-o");
}

static void test_list(void)
{
	/* A list takes every following argument up to the next option. */
	EXPECT("4=a.o 4=b.o 2= -1=c", "--objects", "a.o", "b.o", "--all", "c");
	EXPECT("error:option '--objects' needs an argument", "--objects",
	       "--all");
}

static void test_help_version(void)
{
	EXPECT("-2= -2= -3=", "--help", "-h", "--version");
}

static void test_errors(void)
{
	EXPECT("error:unknown option '--bogus'", "--bogus");
	EXPECT("2= error:unknown option '-x'", "-ax");
	/* Long names are never abbreviated: a new option must not change
	 * what an old command line means. */
	EXPECT("error:unknown option '--out'", "--out", "x");
	EXPECT("error:option '--all' takes no argument", "--all=yes");
	EXPECT("error:option '--top' needs an argument", "--top");
	EXPECT("error:option '-o' needs an argument", "-o");
}

static void test_count(void)
{
	size_t n = 7;

	CHECK(inlint_args_count("20", &n) == 0 && n == 20);
	CHECK(inlint_args_count("0", &n) == 0 && n == 0);
	CHECK(inlint_args_count("-1", &n) == -1);
	CHECK(inlint_args_count(" 1", &n) == -1);
	CHECK(inlint_args_count("1x", &n) == -1);
	CHECK(inlint_args_count("", &n) == -1);
	CHECK(inlint_args_count("99999999999999999999999", &n) == -1);
}

int main(void)
{
	test_spellings();
	test_operands();
	test_list();
	test_help_version();
	test_errors();
	test_count();
	return check_result();
}
