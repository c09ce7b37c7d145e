/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_escape.c - core/escape: what a terminal would act on comes out as
 * C escapes; text, UTF-8 included, comes out as it went in. */
#include "check.h"
#include "escape.h"

#include <stdlib.h>

static void check_escaped(const char *in, const char *want)
{
	char *got = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&got, &len);

	inlint_fputs_escaped(in, out);
	fclose(out);
	CHECK_STR(got, want);
	free(got);
}

static void test_text_unchanged(void)
{
	check_escaped("mm/zsmalloc.c", "mm/zsmalloc.c");
	check_escaped("we\"ird \\ \303\244 \342\200\224 \360\237\220\247.c",
		      "we\"ird \\ \303\244 \342\200\224 \360\237\220\247.c");
	/* U+00A0, the first code point past the C1 controls. */
	check_escaped("\302\240", "\302\240");
}

static void test_controls(void)
{
	check_escaped("a\tb\nc\rd\ae\bf\vg\fh",
		      "a\\tb\\nc\\rd\\ae\\bf\\vg\\fh");
	check_escaped("x\033[31m.c", "x\\033[31m.c");
	check_escaped("\001\037\177", "\\001\\037\\177");
	/* C1: U+009B is CSI to some terminals, like ESC [. */
	check_escaped("a\302\233b\302\200", "a\\302\\233b\\302\\200");
}

static void test_not_utf8(void)
{
	check_escaped("\377", "\\377");
	check_escaped("\200x", "\\200x");
	/* Overlong NUL, a surrogate, past U+10FFFF, cut short. */
	check_escaped("\300\200", "\\300\\200");
	check_escaped("\355\240\200", "\\355\\240\\200");
	check_escaped("\364\220\200\200", "\\364\\220\\200\\200");
	check_escaped("\342\202", "\\342\\202");
}

/* The whole line is escaped but its final newline; a line longer than
 * the stack buffer too. */
static void test_printf(void)
{
	static const char first[] = "a\\nb.c:7: f\\033\n";
	char *got = NULL, long_arg[3000];
	size_t len = 0, n = strlen(first);
	FILE *out = open_memstream(&got, &len);

	memset(long_arg, 'x', sizeof(long_arg) - 1);
	long_arg[sizeof(long_arg) - 1] = '\0';
	long_arg[2000] = '\033';
	inlint_fprintf_escaped(out, "%s:%u: %s\n", "a\nb.c", 7u, "f\033");
	inlint_fprintf_escaped(out, "%s", long_arg);
	fclose(out);
	CHECK(len == n + sizeof(long_arg) - 1 + 3);
	CHECK(strncmp(got, first, n) == 0);
	CHECK(strncmp(got + n + 1999, "x\\033x", 6) == 0);
	free(got);
}

int main(void)
{
	test_text_unchanged();
	test_controls();
	test_not_utf8();
	test_printf();
	return check_result();
}
