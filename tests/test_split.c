// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_split.c - the compile database's command splitter: clang tooling's
 * quoting rules, and the errors for what cannot be split; and the GNU
 * rules of clang's response files. */
#include "check.h"
#include "split.h"

#include <stdarg.h>
#include <stddef.h>

/* Checks that cmd splits into the NULL-ended words given. */
static void expect(const char *cmd, ...)
{
	char err[128] = "";
	char **argv;
	size_t argc, i = 0;
	va_list ap;
	const char *w;

	CHECK(inlint_split_command(cmd, &argv, &argc, err, sizeof(err)) == 0);
	if (!argv)
		return;
	va_start(ap, cmd);
	while ((w = va_arg(ap, const char *))) {
		CHECK(i < argc);
		if (i < argc)
			CHECK_STR(argv[i], w);
		i++;
	}
	va_end(ap);
	CHECK(i == argc);
	CHECK(argv[argc] == NULL);
	inlint_argv_free(argv);
}

static void expect_error(const char *cmd, const char *problem)
{
	char err[128] = "";
	char **argv = (char **)&err;
	size_t argc = 7;

	CHECK(inlint_split_command(cmd, &argv, &argc, err, sizeof(err)) == -1);
	CHECK_STR(err, problem);
	CHECK(argv == NULL);
	CHECK(argc == 0);
}

/* Checks that the len bytes at s split by the GNU rules into the
 * NULL-ended words given. */
static void expect_gnu(const char *s, size_t len, ...)
{
	struct inlint_words w = {0};
	size_t i = 0;
	va_list ap;
	const char *word;

	inlint_split_gnu(s, len, &w);
	va_start(ap, len);
	while ((word = va_arg(ap, const char *))) {
		CHECK(i < w.n);
		if (i < w.n)
			CHECK_STR(w.v[i], word);
		i++;
	}
	va_end(ap);
	CHECK(i == w.n);
	inlint_argv_free(w.v);
}

/* A string literal and its length, NUL bytes inside counted. */
#define BYTES(lit) lit, sizeof(lit) - 1

/* What clang-22 -### made of these words in a response file. */
static void gnu_rules(void)
{
	expect_gnu(BYTES(""), NULL);
	expect_gnu(BYTES(" \t\r\n"), NULL);
	expect_gnu(BYTES("-MD -MF\ttree/rsp.d\n"), "-MD", "-MF", "tree/rsp.d",
		   NULL);
	/* A backslash escapes inside single quotes too; empty quotes are no
	 * word. */
	expect_gnu(BYTES("a\\ b \"c d\" e\\\\f 'g\\h' \"\""), "a b", "c d",
		   "e\\f", "gh", NULL);
	/* A quote left open runs to the end; a backslash at the end stays. */
	expect_gnu(BYTES("x 'y z"), "x", "y z", NULL);
	expect_gnu(BYTES("a\\"), "a\\", NULL);
	expect_gnu(BYTES("'a\\"), "a\\", NULL);
	/* A NUL ends the word as clang reads it, not the file. */
	expect_gnu(BYTES("a\0b c"), "a", "c", NULL);
}

int main(void)
{
	expect("clang -O2 -c a.c", "clang", "-O2", "-c", "a.c", NULL);
	expect("  clang\t-c\n a.c  ", "clang", "-c", "a.c", NULL);
	/* Quotes join words and vanish; a backslash makes the next literal. */
	expect("cc '-DX=a b' -DY=\\\"s\\ t\\\"", "cc", "-DX=a b", "-DY=\"s t\"",
	       NULL);
	expect("cc \"/src dir/a.c\" -o\"x y.o\"", "cc", "/src dir/a.c",
	       "-ox y.o", NULL);
	/* Inside single quotes nothing is special, not even a backslash. */
	expect("cc 'a\\b' 'it\"s'", "cc", "a\\b", "it\"s", NULL);
	/* Inside double quotes a backslash escapes any character (clang
	 * tooling's rule; sh would keep the backslash before 'n'). */
	expect("cc \"a\\nb\" \"q\\\"\"", "cc", "anb", "q\"", NULL);
	/* Empty quotes are an empty word. */
	expect("cc '' \"\"", "cc", "", "", NULL);
	/* Kernel style: -Wp with commas is one word. */
	expect("clang -Wp,-MMD,mm/.slub.o.d -c mm/slub.c", "clang",
	       "-Wp,-MMD,mm/.slub.o.d", "-c", "mm/slub.c", NULL);

	expect_error("cc 'a", "unterminated quote");
	expect_error("cc \"a", "unterminated quote");
	expect_error("cc a\\", "backslash at the end");
	expect_error("   ", "empty command");
	expect_error("", "empty command");
	gnu_rules();
	return check_result();
}
