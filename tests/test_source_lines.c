/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_source_lines.c - core/source_lines: a name written on its line,
 * one a macro pasted (and the macro named), and no evidence at all. */
#include "check.h"
#include "source_lines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char path[] = "/tmp/test_source_lines.XXXXXX";

static void write_source(void)
{
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");

	fputs("static long\n"
	      "slot_reserve(unsigned int n)\n"
	      "SYSCALL_DEFINE3(read, unsigned int, fd, char *, buf)\n"
	      "static DEFINE_SLOT_RESERVE (rx)\n"
	      "long rx_reserve_all(void) { return rx_reserve(1); }\n"
	      "int 2x(y)",
	      f);
	fclose(f);
}

static enum inlint_source_verdict
at(struct inlint_source_lines *s, unsigned line, const char *name, char *macro)
{
	return inlint_source_defines(s, path, line, name, macro, 64);
}

static void test_written(struct inlint_source_lines *s)
{
	char macro[64] = "";

	CHECK(at(s, 2, "slot_reserve", macro) == INLINT_SOURCE_WRITTEN);
	CHECK_STR(macro, "");
}

/* A name inside a longer identifier is not written: rx_reserve_all and
 * rx_reserve(1) are on line 5, but only as a call is rx_reserve there. */
static void test_identifier_bounds(struct inlint_source_lines *s)
{
	char macro[64];

	CHECK(at(s, 5, "rx_reserve", macro) == INLINT_SOURCE_WRITTEN);
	CHECK(at(s, 5, "rx_reserve_al", macro) == INLINT_SOURCE_PASTED);
	CHECK(at(s, 5, "reserve", macro) == INLINT_SOURCE_PASTED);
}

static void test_pasted(struct inlint_source_lines *s)
{
	char macro[64];

	CHECK(at(s, 3, "__se_sys_read", macro) == INLINT_SOURCE_PASTED);
	CHECK_STR(macro, "SYSCALL_DEFINE3");
	CHECK(at(s, 4, "rx_reserve", macro) == INLINT_SOURCE_PASTED);
	CHECK_STR(macro, "DEFINE_SLOT_RESERVE");
	/* A number before "(" names no macro; the last line has no "\n". */
	CHECK(at(s, 6, "three", macro) == INLINT_SOURCE_PASTED);
	CHECK_STR(macro, "");
}

static void test_no_evidence(struct inlint_source_lines *s)
{
	CHECK(at(s, 0, "slot_reserve", NULL) == INLINT_SOURCE_UNKNOWN);
	CHECK(at(s, 7, "slot_reserve", NULL) == INLINT_SOURCE_UNKNOWN);
	CHECK(inlint_source_defines(s, "/nonexistent/x.c", 1, "f", NULL, 0) ==
	      INLINT_SOURCE_UNKNOWN);
	/* Asked again, the missing file is not read again, nor found. */
	CHECK(inlint_source_defines(s, "/nonexistent/x.c", 1, "f", NULL, 0) ==
	      INLINT_SOURCE_UNKNOWN);
}

/* A file that ends in "\n" has no empty last line; a long one is indexed
 * to its end. */
static void test_many_lines(struct inlint_source_lines *s)
{
	char many[] = "/tmp/test_source_lines_many.XXXXXX";
	FILE *f = fdopen(mkstemp(many), "w");
	const char *text;
	size_t len;

	for (int i = 1; i <= 1000; i++)
		fprintf(f, "int f%d(void);\n", i);
	fclose(f);
	text = inlint_source_line(s, many, 1000, &len);
	CHECK(text && len == 16 && !strncmp(text, "int f1000(void);", len));
	text = inlint_source_line(s, many, 1, &len);
	CHECK(text && len == 13 && !strncmp(text, "int f1(void);", len));
	CHECK(!inlint_source_line(s, many, 1001, &len));
	unlink(many);
}

int main(void)
{
	struct inlint_source_lines s;

	write_source();
	inlint_source_lines_init(&s);
	test_written(&s);
	test_identifier_bounds(&s);
	test_pasted(&s);
	test_no_evidence(&s);
	test_many_lines(&s);
	inlint_source_lines_release(&s);
	unlink(path);
	return check_result();
}
