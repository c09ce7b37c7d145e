/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_page.h - what the HTML view shows beside each source line: the marks
 * (a call inlined or kept, a definition, advice, a finding), per file. */
#ifndef INLINT_HTML_PAGE_H
#define INLINT_HTML_PAGE_H

#include <stdbool.h>
#include <stddef.h>

/* What a mark says, and the order of marks on one line. */
enum inlint_html_kind {
	INLINT_HTML_FINDING,  /* a patch's annotation, judged */
	INLINT_HTML_ADVICE,   /* a recommendation or information entry */
	INLINT_HTML_FUNCTION, /* a definition: outcome and size */
	INLINT_HTML_CALL,     /* a call site: inlined, kept or gone */
};

struct inlint_html_mark {
	unsigned line;
	enum inlint_html_kind kind;
	/* The gutter's badge and its CSS class, e.g. "inlined", and the
	 * hotness badge ("hot", "cold" or NULL): static strings. */
	const char *badge, *hot;
	char *text; /* the note under the line: the whole story */
};

struct inlint_html_file {
	char *path; /* as the records, the report or the patch name it */
	/* Shown whole: a TU's own source or a patched file. Others (the
	 * headers a TU includes) show the lines around their marks. */
	bool whole;
	struct inlint_html_mark *marks;
	size_t n_marks, cap_marks;
};

/* Zeroed ({0}) before use; release frees what it holds. */
struct inlint_html_page {
	struct inlint_html_file *files;
	size_t n_files, cap_files;
};

/* The index of path's file in p->files, added when new; two spellings of
 * one file (one the other's tail) are one file, named by the longer. */
size_t inlint_html_file(struct inlint_html_page *p, const char *path);

/* Marks path's file (added when new) to be shown whole. */
void inlint_html_file_whole(struct inlint_html_page *p, const char *path);

/* Adds a mark to file f at line; text is copied. */
void inlint_html_mark(struct inlint_html_page *p, size_t f, unsigned line,
		      enum inlint_html_kind kind, const char *badge,
		      const char *hot, const char *text);

/* Sorts the marks of each file by line and kind, and drops a mark equal
 * to the one before it (a header's call seen from several TUs). Files
 * keep their indices: anchors and links name them. */
void inlint_html_page_sort(struct inlint_html_page *p);

/* The indices of p's files in path order, to free. */
size_t *inlint_html_file_order(const struct inlint_html_page *p);

/* The anchor of line in file f: "f3-L42". */
void inlint_html_anchor(char *buf, size_t len, size_t f, unsigned line);

void inlint_html_page_release(struct inlint_html_page *p);

#endif
