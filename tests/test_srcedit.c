// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_srcedit.c - a decision made a source edit: the annotation added on
 * the definition after `static`, stripped from every declaration as
 * blanks (lines and columns kept), a name on the line after its type, and
 * a function without a definition refused. */
#include "check.h"
#include "def_scan.h"
#include "srcedit.h"

#include <stdlib.h>
#include <string.h>

static const char src[] =
	"static noinline void slow(int);\n"
	"/* slow(x) in a comment */\n"
	"static noinline void slow(int x)\n"
	"{\n"
	"\tuse(x);\n"
	"}\n"
	"static __always_inline int\n"
	"fast(int x) { return x; }\n"
	"int api(int x)\n"
	"{\n"
	"\treturn fast(x);\n"
	"}\n"
	"static int __attribute__((always_inline)) hint(void) { return 1; }\n";

static char *edit(const char *fn, enum inlint_action a, char *err)
{
	struct inlint_srcedit e = {fn, a};
	size_t n;
	char *out = inlint_srcedit_apply(src, strlen(src), "x.c", NULL, &e, 1,
					 &n, err, 256);

	if (out)
		CHECK(n == strlen(out));
	return out;
}

/* The definitions and their annotations, prototypes left out. */
static void definitions(void)
{
	struct inlint_srcdefs d = {0};

	inlint_srcedit_definitions(src, strlen(src), NULL, &d);
	CHECK(d.n == 4);
	CHECK_STR(d.v[0].name, "slow");
	CHECK(d.v[0].line == 3 && d.v[0].is_static);
	CHECK(d.v[0].annots == INLINT_ANNOT_NOINLINE);
	CHECK_STR(d.v[1].name, "fast");
	CHECK(d.v[1].line == 7);
	CHECK(d.v[1].annots == INLINT_ANNOT_ALWAYS_INLINE);
	CHECK_STR(d.v[2].name, "api");
	CHECK(d.v[2].line == 9 && !d.v[2].is_static && !d.v[2].annots);
	CHECK_STR(d.v[3].name, "hint");
	CHECK(d.v[3].line == 13);
	CHECK(d.v[3].annots == INLINT_ANNOT_ALWAYS_INLINE);
	inlint_srcdefs_release(&d);
}

int main(void)
{
	char err[256], buf[256];
	char *out = edit("slow", INLINT_ACTION_NONE, err);

	/* Both declarations lose it, as blanks. */
	CHECK_STR(check_line(out, 0, buf), "static          void slow(int);");
	CHECK_STR(check_line(out, 2, buf), "static          void slow(int x)");
	CHECK_STR(check_line(out, 5, buf), "}");
	free(out);

	out = edit("api", INLINT_ACTION_NOINLINE, err);
	CHECK_STR(check_line(out, 8, buf),
		  "__attribute__((__noinline__)) int api(int x)");
	free(out);

	/* The name on the line after its type; the opposite annotation
	 * goes, and the inline it held leaves the copy unused quietly. */
	out = edit("fast", INLINT_ACTION_NOINLINE, err);
	CHECK_STR(check_line(out, 6, buf),
		  "static __attribute__((__noinline__)) "
		  "__attribute__((__unused__)) int");
	CHECK_STR(check_line(out, 7, buf), "fast(int x) { return x; }");
	free(out);

	out = edit("slow", INLINT_ACTION_ALWAYS_INLINE, err);
	CHECK_STR(check_line(out, 2, buf),
		  "static inline __attribute__((__always_inline__))          "
		  "void slow(int x)");
	CHECK_STR(check_line(out, 0, buf), "static          void slow(int);");
	free(out);

	out = edit("hint", INLINT_ACTION_NONE, err);
	CHECK_STR(check_line(out, 12, buf),
		  "static int __attribute__((             )) hint(void) { "
		  "return 1; }");
	free(out);

	definitions();
	CHECK(!edit("missing", INLINT_ACTION_NOINLINE, err));
	CHECK_STR(err, "x.c: no definition of missing");
	/* A prototype alone is no definition. */
	CHECK(!edit("use", INLINT_ACTION_NOINLINE, err));
	return check_result();
}
