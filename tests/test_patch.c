/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_patch.c - the unified-diff reader and the annotation finder on
 * hand-written diffs: line numbers, multi-line signatures, every spelling,
 * re-wrapped definitions that change nothing, and malformed input. */
#include "check.h"
#include "annotations.h"
#include "patch.h"

#include <stdlib.h>

static struct inlint_patch *parse(const char *text, char *err, size_t n)
{
	return inlint_patch_parse(text, strlen(text), "t.patch", err, n);
}

static void test_numbers(void)
{
	static const char text[] = "From x\nSubject: [PATCH] y\n---\n"
				   "diff --git a/mm/a.c b/mm/a.c\n"
				   "--- a/mm/a.c\n+++ b/mm/a.c\n"
				   "@@ -10,3 +10,4 @@ int f(void)\n"
				   " ctx\n-old\n+new1\n+new2\n\n"
				   "-- \n2.39.5\n";
	char err[256];
	struct inlint_patch *p = parse(text, err, sizeof(err));
	const struct inlint_patch_hunk *h;

	CHECK(p != NULL);
	if (!p)
		return;
	CHECK(p->n_hunks == 1);
	h = &p->hunks[0];
	CHECK_STR(h->old_file, "mm/a.c");
	CHECK_STR(h->new_file, "mm/a.c");
	CHECK(h->n_lines == 5);
	CHECK(h->lines[1].kind == '-' && h->lines[1].old_line == 11);
	CHECK(h->lines[2].kind == '+' && h->lines[2].new_line == 11);
	CHECK(h->lines[3].new_line == 12);
	/* The blank line is context with its space stripped. */
	CHECK(h->lines[4].kind == ' ' && h->lines[4].new_line == 13);
	/* Each line's text is cut out of the patch's own copy. */
	CHECK_STR(inlint_patch_line_text(h, 0), "ctx");
	CHECK_STR(inlint_patch_line_text(h, 2), "new1");
	CHECK_STR(inlint_patch_line_text(h, 4), "");
	CHECK(inlint_patch_line_text(h, 0) < text ||
	      inlint_patch_line_text(h, 0) >= text + sizeof(text));
	inlint_patch_destroy(p);
}

/* A CR before the newline is no part of the line; nor is a missing final
 * newline. */
static void test_line_ends(void)
{
	static const char text[] = "--- a/x.c\r\n+++ b/x.c\r\n@@ -1 +1,2 @@\r\n"
				   "-a\r\n+b\r\n+c";
	char err[256];
	struct inlint_patch *p = parse(text, err, sizeof(err));

	CHECK(p != NULL && p->hunks[0].n_lines == 3);
	if (!p)
		return;
	CHECK_STR(inlint_patch_line_text(&p->hunks[0], 0), "a");
	CHECK_STR(inlint_patch_line_text(&p->hunks[0], 1), "b");
	CHECK_STR(inlint_patch_line_text(&p->hunks[0], 2), "c");
	inlint_patch_destroy(p);
}

static void check_bad(const char *text, size_t len, const char *want)
{
	char err[256] = "";
	struct inlint_patch *p =
		inlint_patch_parse(text, len, "t.patch", err, sizeof(err));

	CHECK(p == NULL);
	inlint_patch_destroy(p);
	if (!strstr(err, want)) {
		fprintf(stderr, "got \"%s\", want \"%s\"\n", err, want);
		check_failures++;
	}
}

static void test_bad(void)
{
	static const char junk[] = "\x7f"
				   "ELF\0\0";

	check_bad("hello\n", 6, "t.patch: not a unified diff");
	check_bad(junk, sizeof(junk) - 1, "t.patch: binary data");
	check_bad("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n", 35,
		  "t.patch:4: hunk ends early");
	check_bad("--- a/x\n+++ b/x\n@@ -1 +1,x @@\n", 30,
		  "t.patch:3: malformed hunk header");
	check_bad("--- a/x\n+++ b/x\n@@ -1,1 +1,1 @@\n*x\n", 35,
		  "t.patch:4: hunk line does not fit");
}

#define HEAD "--- a/mm/z.c\n+++ b/mm/z.c\n"

static void check_bad_str(const char *text, const char *want)
{
	check_bad(text, strlen(text), want);
}

/* Line numbers are unsigned: a range whose last line would not fit is
 * refused, not wrapped to line 0 and onwards. */
static void test_range_limits(void)
{
	char err[256];
	struct inlint_patch *p;

	check_bad_str(HEAD "@@ -4294967295,7 +4294967295,8 @@\n ctx\n",
		      "t.patch:3: hunk line numbers out of range");
	check_bad_str(HEAD "@@ -1 +4294967295 @@\n x\n",
		      "t.patch:3: hunk line numbers out of range");
	check_bad_str(HEAD "@@ -1 +99999999999999999999999 @@\n x\n",
		      "t.patch:3: hunk line numbers out of range");
	check_bad_str(HEAD "@@ --1 +1 @@\n x\n",
		      "t.patch:3: malformed hunk header");
	check_bad_str(HEAD "@@ -+1 +1 @@\n x\n",
		      "t.patch:3: malformed hunk header");
	/* The last line that fits. */
	p = parse(HEAD "@@ -4294967294 +4294967294 @@\n-a\n+b\n", err,
		  sizeof(err));
	CHECK(p != NULL);
	if (p) {
		CHECK(p->hunks[0].lines[1].old_line == 4294967295u);
		CHECK(p->hunks[0].lines[1].new_line == 4294967294u);
	}
	inlint_patch_destroy(p);
}

/* Lines past a hunk's counts are an error, not dropped with whatever
 * annotation they change; what may follow a hunk still parses. */
static void test_hunk_end(void)
{
	char err[256];
	struct inlint_patch *p;

	check_bad_str(HEAD "@@ -1,1 +1,1 @@\n ctx\n-static int f(void)\n"
			   "+static __always_inline int f(void)\n",
		      "t.patch:5: line past the end of the hunk");
	/* A blank context line an editor emptied hides nothing. */
	check_bad_str(HEAD "@@ -1,1 +1,1 @@\n ctx\n\n\n+x\n",
		      "t.patch:7: line past the end of the hunk");
	check_bad_str(HEAD "@@ -1,1 +1,1 @@\n ctx\nnot diff\n"
			   "@@ -5,1 +5,1 @@\n ctx\n",
		      "t.patch:6: hunk after lines that are not its file "
		      "header or the hunk before");
	/* "\ No newline", the next hunk, the next file's headers, a mail
	 * signature (its trailing blank stripped). */
	p = parse(HEAD "@@ -1,1 +1,1 @@\n-a\n+b\n\\ No newline at end of "
		       "file\n@@ -9 +9 @@\n c\n"
		       "diff --git a/y.c b/y.c\nindex 1..2 100644\n"
		       "--- a/y.c\n+++ b/y.c\n@@ -1 +1 @@\n-d\n+e\n"
		       "--\n2.39.5\n",
		  err, sizeof(err));
	CHECK(p != NULL);
	if (p) {
		CHECK(p->n_hunks == 3);
		CHECK_STR(p->hunks[2].new_file, "y.c");
	}
	inlint_patch_destroy(p);
}

/* git quotes a name with special bytes in C style, octal escapes for
 * what is not ASCII; the a/ and b/ are inside the quotes. */
static void test_quoted_names(void)
{
	char err[256];
	struct inlint_patch *p =
		parse("--- \"a/we\\\"ird \\303\\244.c\"\n"
		      "+++ \"b/tab\\there\\\\\\a\\b\\f\\n\\r\\v.c\"\t(date)\n"
		      "@@ -1 +1 @@\n-x\n+y\n",
		      err, sizeof(err));

	CHECK(p != NULL);
	if (p) {
		CHECK_STR(p->hunks[0].old_file, "we\"ird \303\244.c");
		CHECK_STR(p->hunks[0].new_file, "tab\there\\\a\b\f\n\r\v.c");
	}
	inlint_patch_destroy(p);
	check_bad_str("--- \"a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-x\n+y\n",
		      "t.patch:1: malformed quoted file name");
	check_bad_str("--- a/x.c\n+++ \"b/x\\q.c\"\n@@ -1 +1 @@\n-x\n+y\n",
		      "t.patch:2: malformed quoted file name");
	check_bad_str("--- a/x.c\n+++ \"b/x\\000.c\"\n@@ -1 +1 @@\n-x\n+y\n",
		      "t.patch:2: malformed quoted file name");
	check_bad_str("--- a/x.c\n+++ \"b/x\\477.c\"\n@@ -1 +1 @@\n-x\n+y\n",
		      "t.patch:2: malformed quoted file name");
	check_bad_str("--- a/x.c\n+++ \"b/x\\\"\n@@ -1 +1 @@\n-x\n+y\n",
		      "t.patch:2: malformed quoted file name");
}

/* The zsmalloc shape: a multi-line signature re-wrapped, the name on the
 * first line, noinline added. */
static void test_multiline(void)
{
	char err[256];
	struct inlint_patch *p = parse(
		HEAD
		"@@ -960,5 +960,5 @@\n"
		"-static struct zspage *alloc_zspage(struct zs_pool *pool,\n"
		"-\t\t\t\t   gfp_t gfp)\n"
		"+static noinline struct zspage *alloc_zspage(struct "
		"zs_pool *pool,\n"
		"+\t\t\t\t\t    gfp_t gfp)\n"
		" {\n"
		" \tint i;\n"
		" \treturn 0;\n",
		err, sizeof(err));
	struct inlint_annot_changes c = {0};

	CHECK(p != NULL);
	if (!p)
		return;
	inlint_find_annotation_changes(p, &c);
	CHECK(c.n == 1);
	if (c.n == 1) {
		CHECK_STR(c.v[0].function, "alloc_zspage");
		CHECK_STR(c.v[0].file, "mm/z.c");
		CHECK(c.v[0].line == 960);
		CHECK(c.v[0].annot == INLINT_ANNOT_NOINLINE);
		CHECK(c.v[0].added);
	}
	inlint_annot_changes_release(&c);
	inlint_patch_destroy(p);
}

/* One annotation added on the new side: its kind and spelling. */
static void check_added(const char *line, enum inlint_annot annot,
			const char *spelling, const char *function)
{
	char text[512], err[256];
	struct inlint_patch *p;
	struct inlint_annot_changes c = {0};

	snprintf(text, sizeof(text),
		 HEAD "@@ -1,2 +1,2 @@\n-static int f(int x)\n+%s\n {\n", line);
	p = parse(text, err, sizeof(err));
	CHECK(p != NULL);
	if (!p)
		return;
	inlint_find_annotation_changes(p, &c);
	CHECK(c.n == 1);
	if (c.n >= 1) {
		CHECK(c.v[0].annot == annot);
		CHECK_STR(c.v[0].spelling, spelling);
		CHECK_STR(c.v[0].function, function);
		CHECK(c.v[0].added);
		CHECK(c.v[0].line == 1);
	}
	inlint_annot_changes_release(&c);
	inlint_patch_destroy(p);
}

static void test_spellings(void)
{
	check_added("static __always_inline int f(int x)",
		    INLINT_ANNOT_ALWAYS_INLINE, "__always_inline", "f");
	check_added("static inline __attribute__((__always_inline__)) int "
		    "f(int x)",
		    INLINT_ANNOT_ALWAYS_INLINE,
		    "__attribute__((__always_inline__))", "f");
	check_added("static inline int f(int x)", INLINT_ANNOT_INLINE, "inline",
		    "f");
	check_added("static __attribute__((noinline)) int f(int x)",
		    INLINT_ANNOT_NOINLINE, "__attribute__((noinline))", "f");
	check_added("static __noinline int f(int x)", INLINT_ANNOT_NOINLINE,
		    "__noinline", "f");
	check_added("static noinline_for_stack int f(int x)",
		    INLINT_ANNOT_NOINLINE_FOR_STACK, "noinline_for_stack", "f");
	check_added("static __cold int f(int x)", INLINT_ANNOT_COLD, "__cold",
		    "f");
	/* "cold" outside an attribute is a name, not an annotation. */
	check_added("static __cold int f(int cold)", INLINT_ANNOT_COLD,
		    "__cold", "f");
}

/* Removed on the old side, reported at the new definition's line; a
 * statement line or a comment is no definition. */
static void test_removed_and_ignored(void)
{
	char err[256];
	struct inlint_patch *p =
		parse(HEAD "@@ -5,4 +5,4 @@\n"
			   "-static __always_inline int g(void)\n"
			   "+static int g(void)\n"
			   "-\tx = inline_thing(noinline);\n"
			   "+\tx = inline_thing(1);\n"
			   "-/* noinline f(x) */\n"
			   "+/* f(x) */\n"
			   " }\n",
		      err, sizeof(err));
	struct inlint_annot_changes c = {0};

	CHECK(p != NULL);
	if (!p)
		return;
	inlint_find_annotation_changes(p, &c);
	CHECK(c.n == 1);
	if (c.n == 1) {
		CHECK_STR(c.v[0].function, "g");
		CHECK(!c.v[0].added);
		CHECK(c.v[0].annot == INLINT_ANNOT_ALWAYS_INLINE);
		CHECK(c.v[0].line == 5);
	}
	inlint_annot_changes_release(&c);
	inlint_patch_destroy(p);
}

int main(void)
{
	test_numbers();
	test_line_ends();
	test_bad();
	test_range_limits();
	test_hunk_end();
	test_quoted_names();
	test_multiline();
	test_spellings();
	test_removed_and_ignored();
	return check_result();
}
