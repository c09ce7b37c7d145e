/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_chain.c - tune's own profile named by source: each call instruction
 * callgrind saw, symbolized with its inline chain (llvm-symbolizer). */
#include "inline_chain.h"

#include "array.h"
#include "experiment.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The LLVM inlint was built with has one; else the one on PATH. */
#ifndef INLINT_LLVM_SYMBOLIZER
#define INLINT_LLVM_SYMBOLIZER "llvm-symbolizer"
#endif
/* Addresses per symbolizer run, which reads the debug info once: its
 * command line stays well within ARG_MAX (about 80 KiB). */
#define BATCH 4096

static const char *symbolizer(void)
{
	return access(INLINT_LLVM_SYMBOLIZER, X_OK) ? "llvm-symbolizer"
						    : INLINT_LLVM_SYMBOLIZER;
}

/* "name.constprop.0" and "name.llvm.123" are clones of name. */
static char *base_name(const char *s)
{
	size_t n = strcspn(s, ".");
	char *b = inlint_xmalloc(n + 1);

	memcpy(b, s, n);
	b[n] = '\0';
	return b;
}

/* "/src/a.c:461:7": the line, or 0 ("??:0:0"). */
static unsigned location_line(char *loc)
{
	char *col = strrchr(loc, ':'), *line;

	if (!col)
		return 0;
	*col = '\0';
	line = strrchr(loc, ':');
	return line ? (unsigned)strtoul(line + 1, NULL, 10) : 0;
}

/* One address's frames, innermost first: pairs of lines (function,
 * location) up to a blank line. Returns the text after the block. */
static char *read_block(char *s, struct inlint_call_edge *x)
{
	struct inlint_call_frame *f = NULL;
	size_t n = 0, cap = 0;

	while (s && *s && *s != '\n') {
		char *fn = s, *loc = strchr(s, '\n'), *end;

		if (!loc)
			break;
		*loc++ = '\0';
		end = strchr(loc, '\n');
		if (end)
			*end = '\0';
		s = end ? end + 1 : NULL;
		f = inlint_array_grow(f, &cap, n + 1, sizeof(*f));
		f[n].function = strcmp(fn, "??") ? base_name(fn) : NULL;
		f[n++].line = location_line(loc);
	}
	if (n && f[0].function) {
		free(x->caller);
		x->caller = f[0].function;
		x->line = f[0].line ? f[0].line : x->line;
		x->inlined = false;
		x->up = f;
		x->n_up = n - 1;
		memmove(f, f + 1, x->n_up * sizeof(*f));
	} else {
		for (size_t i = 0; i < n; i++)
			free(f[i].function);
		free(f);
	}
	return s && *s == '\n' ? s + 1 : s;
}

void inlint_call_edges_name(struct inlint_call_edges *e, const size_t *idx,
			    size_t n, char *text)
{
	for (size_t i = 0; i < n && text && *text; i++)
		text = read_block(text, &e->v[idx[i]]);
}

/* Symbolizes the edges idx[0..n) of one object in one run. */
static int map_batch(struct inlint_call_edges *e, const size_t *idx, size_t n,
		     const char *out, char *err, size_t errlen)
{
	char **argv = inlint_xcalloc(n + 5, sizeof(*argv));
	size_t len = strlen(e->v[idx[0]].object) + sizeof("--obj=");
	char *text = NULL;
	int ret = -1;

	argv[0] = (char *)symbolizer();
	argv[1] = inlint_xmalloc(len);
	snprintf(argv[1], len, "--obj=%s", e->v[idx[0]].object);
	argv[2] = "--inlines";
	argv[3] = "--no-demangle";
	for (size_t i = 0; i < n; i++) {
		argv[4 + i] = inlint_xmalloc(24);
		snprintf(argv[4 + i], 24, "0x%llx", e->v[idx[i]].addr);
	}
	if (inlint_run_program(argv, out, err, errlen))
		goto out;
	text = inlint_read_file(out, &len, err, errlen);
	if (!text)
		goto out;
	inlint_call_edges_name(e, idx, n, text);
	ret = 0;
out:
	free(text);
	free(argv[1]);
	for (size_t i = 0; i < n; i++)
		free(argv[4 + i]);
	free(argv);
	return ret;
}

int inlint_call_edges_map(struct inlint_call_edges *e, const char *scratch,
			  char *err, size_t errlen)
{
	size_t *idx = inlint_xcalloc(e->n + 1, sizeof(*idx)), n;
	bool *done = inlint_xcalloc(e->n + 1, sizeof(*done));
	size_t len = strlen(scratch) + sizeof("/symbolized");
	char *out = inlint_xmalloc(len);
	int ret = 0;

	snprintf(out, len, "%s/symbolized", scratch);
	for (size_t i = 0; i < e->n && !ret; i++) {
		if (done[i] || !e->v[i].addr)
			continue;
		n = 0;
		for (size_t j = i; j < e->n && n < BATCH; j++)
			if (!done[j] && e->v[j].addr &&
			    !strcmp(e->v[j].object, e->v[i].object)) {
				idx[n++] = j;
				done[j] = true;
			}
		/* An object with more than a batch: the loop comes back to
		 * its first edge left. */
		ret = map_batch(e, idx, n, out, err, errlen);
	}
	unlink(out);
	free(out);
	free(done);
	free(idx);
	return ret;
}
