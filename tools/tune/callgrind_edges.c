/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgrind_edges.c - inlint tune's own profile (--calls-above): the bench run
 * once under callgrind, its call counts per caller->callee edge and line
 * read from callgrind.out, and every edge run often enough added as a
 * call-site candidate, whatever the callee's size (docs/TUNE.md). */
#include "callgrind_edges.h"

#include "array.h"
#include "paths.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the parser knows at a line of the file. */
struct cg_parse {
	const char *path;
	unsigned lineno;
	size_t line_col;   /* which position column is the line, or -1 */
	size_t n_pos;	   /* position columns: "instr line" is 2 */
	char *fn;	   /* the current function */
	char *fl;	   /* the function's own file (fl=) */
	char *file;	   /* the current source file (fl=, fi=, fe=) */
	char *ob;	   /* the current object (ob=) */
	char *cfn, *cfile; /* the callee of the next calls= line, its file */
	char *cob;	   /* and its object, when another one (cob=) */
	unsigned long long pending; /* its count, until the cost line */
	bool want_cost;
};

/* "name.constprop.0" and "name.llvm.123" are clones of name. */
static char *base_name(const char *s)
{
	size_t n = strcspn(s, ".");
	char *b;

	if (!n)
		return NULL;
	b = inlint_xmalloc(n + 1);
	memcpy(b, s, n);
	b[n] = '\0';
	return b;
}

static void set_str(char **dst, const char *s)
{
	free(*dst);
	*dst = s ? inlint_strdup(s) : NULL;
}

/* A callee we can advise on: named, in the caller's own object (not a
 * shared library: decisions apply to what the build compiles), with a
 * source file (not "???", not a system header). */
static bool advisable(const struct cg_parse *p)
{
	const char *file = p->cfile ? p->cfile : p->file;

	if (!p->cfn || !file || !strcmp(file, "???") ||
	    inlint_system_path(file) || !strncmp(p->cfn, "0x", 2))
		return false;
	if (!p->ob || !strcmp(p->ob, "???") || !strncmp(p->ob, "/usr/", 5) ||
	    !strncmp(p->ob, "/lib", 4))
		return false;
	return !p->cob || !strcmp(p->cob, p->ob);
}

static void add_edge(struct inlint_call_edges *e, const struct cg_parse *p,
		     unsigned line)
{
	char *caller = base_name(p->fn), *callee = base_name(p->cfn);
	/* A call in code inlined from another file: at PipelineStart it is
	 * not in caller yet. */
	bool inlined = p->fl && p->file && strcmp(p->fl, p->file);
	struct inlint_call_edge *x;

	/* Without cfi= or cob=, the callee is in the caller's file or
	 * object. */
	if (!caller || !callee || !strcmp(caller, callee) || !advisable(p)) {
		free(caller);
		free(callee);
		return;
	}
	for (size_t i = 0; i < e->n; i++) {
		x = &e->v[i];
		if (x->line == line && x->inlined == inlined &&
		    !strcmp(x->caller, caller) && !strcmp(x->callee, callee)) {
			x->calls += p->pending;
			free(caller);
			free(callee);
			return;
		}
	}
	e->v = inlint_array_grow(e->v, &e->cap, e->n + 1, sizeof(*e->v));
	e->v[e->n++] = (struct inlint_call_edge){caller, callee, line,
						 p->pending, inlined};
}

/* "positions: instr line": which column of a cost line is the line. */
static void parse_positions(struct cg_parse *p, const char *s)
{
	char *copy = inlint_strdup(s), *save = NULL;

	p->n_pos = 0;
	p->line_col = (size_t)-1;
	for (char *w = strtok_r(copy, " \t", &save); w;
	     w = strtok_r(NULL, " \t", &save), p->n_pos++)
		if (!strcmp(w, "line"))
			p->line_col = p->n_pos;
	free(copy);
}

/* The call's line from the cost line after calls= (absolute positions:
 * the file is written with --compress-pos=no). */
static int cost_line(struct cg_parse *p, const char *s, unsigned *line)
{
	char *end;
	unsigned long v = 0;

	for (size_t col = 0; col <= p->line_col; col++) {
		v = strtoul(s, &end, 0);
		if (end == s)
			return -1;
		s = end;
	}
	*line = v > 0xffffffffUL ? 0 : (unsigned)v;
	return 0;
}

/* The name lines that set a field: "fn=main" sets p->fn. */
static char **name_field(struct cg_parse *p, const char *s, size_t *skip)
{
	static const char *const keys[] = {"fn=",  "fl=",  "fi=",  "fe=", "ob=",
					   "cob=", "cfn=", "cfi=", "cfl="};
	char **fields[] = {&p->fn,  &p->fl,  &p->file,	&p->file, &p->ob,
			   &p->cob, &p->cfn, &p->cfile, &p->cfile};

	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		*skip = strlen(keys[i]);
		if (!strncmp(s, keys[i], *skip))
			return fields[i];
	}
	return NULL;
}

/* One line of the file. Returns 0, or -1 when it cannot be read. */
static int parse_line(struct cg_parse *p, struct inlint_call_edges *e, char *s)
{
	unsigned line;
	size_t skip;
	char *end, **field;

	if (p->want_cost) {
		p->want_cost = false;
		if (p->line_col == (size_t)-1 || cost_line(p, s, &line))
			return -1;
		add_edge(e, p, line);
		set_str(&p->cfile, NULL);
		set_str(&p->cob, NULL);
		return 0;
	}
	if (!strncmp(s, "positions:", 10)) {
		parse_positions(p, s + 10);
	} else if (!strncmp(s, "calls=", 6)) {
		p->pending = strtoull(s + 6, &end, 10);
		if (end == s + 6 || !p->fn || !p->cfn)
			return -1;
		p->want_cost = true;
	} else if ((field = name_field(p, s, &skip))) {
		set_str(field, s + skip);
		/* A function's lines start in its own file. */
		if (field == &p->fn || field == &p->fl)
			set_str(&p->file, p->fl);
	}
	return 0;
}

int inlint_call_edges_read(struct inlint_call_edges *e, const char *path,
			   char *err, size_t errlen)
{
	struct cg_parse p = {.path = path, .line_col = (size_t)-1};
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);
	int ret = 0;

	if (!text)
		return -1;
	if (memchr(text, '\0', len)) {
		snprintf(err, errlen, "%s: not a callgrind output file", path);
		free(text);
		return -1;
	}
	for (char *s = text, *nl; s && *s && !ret; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		p.lineno++;
		if (parse_line(&p, e, s)) {
			snprintf(err, errlen,
				 "%s:%u: not a callgrind call line (run "
				 "with --compress-pos=no "
				 "--compress-strings=no)",
				 path, p.lineno);
			ret = -1;
		}
	}
	free(p.fn);
	free(p.fl);
	free(p.file);
	free(p.ob);
	free(p.cob);
	free(p.cfn);
	free(p.cfile);
	free(text);
	return ret;
}

void inlint_call_edges_release(struct inlint_call_edges *e)
{
	for (size_t i = 0; i < e->n; i++) {
		free(e->v[i].caller);
		free(e->v[i].callee);
	}
	free(e->v);
	memset(e, 0, sizeof(*e));
}
