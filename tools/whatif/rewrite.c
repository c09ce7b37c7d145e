/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rewrite.c - the arguments of a what-if compile: what clang would write
 * besides the object (dependency files, temps, traces, remarks) goes into
 * the scratch directory or nowhere; nothing lands in the user's tree. */
#include "rewrite.h"

#include "array.h"
#include "split.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct args {
	char **v;
	size_t n, cap;
};

static void push(struct args *a, const char *s)
{
	a->v = inlint_array_grow(a->v, &a->cap, a->n + 2, sizeof(*a->v));
	a->v[a->n++] = inlint_strdup(s);
	a->v[a->n] = NULL;
}

/* Pushes x followed by y, and by "/" and z when z is not NULL. */
static void push_joined(struct args *a, const char *x, const char *y,
			const char *z)
{
	size_t n = strlen(x) + strlen(y) + (z ? strlen(z) + 1 : 0) + 1;
	char *s = inlint_xmalloc(n);

	snprintf(s, n, "%s%s%s%s", x, y, z ? "/" : "", z ? z : "");
	push(a, s);
	free(s);
}

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* Dependency options that take the next argument (or a joined one). */
static const char *const dep_with_arg[] = {"-MF", "-MT", "-MQ", "-MJ", NULL};
/* Options that write a file named by the next argument. */
static const char *const out_with_arg[] = {"-o", "--serialize-diagnostics",
					   "-serialize-diagnostics", NULL};

/* 2 when arg and the next argument go, 1 when arg alone goes, else 0. */
static int dropped(const char *arg)
{
	for (size_t i = 0; out_with_arg[i]; i++)
		if (!strcmp(arg, out_with_arg[i]))
			return 2;
	for (size_t i = 0; dep_with_arg[i]; i++) {
		if (!strcmp(arg, dep_with_arg[i]))
			return 2;
		if (starts(arg, dep_with_arg[i]))
			return 1;
	}
	if (starts(arg, "-o") && !starts(arg, "-objc"))
		return 1;
	if (!strcmp(arg, "-MD") || !strcmp(arg, "-MMD") ||
	    !strcmp(arg, "-MP") || !strcmp(arg, "-MG"))
		return 1;
	if (starts(arg, "-fpass-plugin=") &&
	    starts(base_name(arg + 14), "libinlint"))
		return 1;
	return 0;
}

/* -Wp,a,b,...: the preprocessor's options without its dependency ones
 * (the kernel's -Wp,-MMD,dir/.x.o.d), or NULL when none is left. */
static char *wp_without_deps(const char *arg)
{
	char *copy = inlint_strdup(arg + 4),
	     *out = inlint_xmalloc(strlen(arg) + 1);
	char *save = NULL, *tok;
	bool skip_next = false;

	strcpy(out, "-Wp");
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int d = skip_next ? 1 : dropped(tok);

		skip_next = false;
		if (!strcmp(tok, "-MD") || !strcmp(tok, "-MMD") || d == 2)
			skip_next = true;
		if (d)
			continue;
		strcat(out, ",");
		strcat(out, tok);
	}
	free(copy);
	if (!strcmp(out, "-Wp")) {
		free(out);
		return NULL;
	}
	return out;
}

/* NULL, or why arg means the command makes no object we can measure. */
static const char *refused(const char *arg)
{
	static const char *const no_object[] = {
		"-E",	      "-M",	   "-MM", "-fsyntax-only",
		"-emit-llvm", "-emit-ast", NULL};

	for (size_t i = 0; no_object[i]; i++)
		if (!strcmp(arg, no_object[i]))
			return "makes no object";
	if (!strcmp(arg, "-flto") || starts(arg, "-flto="))
		return "makes LTO bitcode, whose code the link decides";
	return NULL;
}

/* Rewrites one argument into a; returns how many it consumed (1 or 2),
 * or 0 when it refuses the command, with err set. */
static size_t rewrite_one(struct args *a, char *const *argv, size_t i,
			  const char *scratch, bool *compile, char *err,
			  size_t errlen)
{
	const char *arg = argv[i], *why = refused(arg);
	int d = dropped(arg);

	if (why) {
		snprintf(err, errlen, "the command %s (%s)", why, arg);
		return 0;
	}
	if (d)
		return d == 2 && argv[i + 1] ? 2 : 1;
	if (!strcmp(arg, "-c") || !strcmp(arg, "-S")) {
		*compile = true;
		push(a, "-c");
	} else if (starts(arg, "-Wp,")) {
		char *wp = wp_without_deps(arg);

		if (wp)
			push(a, wp);
		free(wp);
	} else if (!strcmp(arg, "-save-temps") ||
		   !strcmp(arg, "--save-temps") ||
		   starts(arg, "-save-temps=")) {
		push(a, "-save-temps=obj");
	} else if (starts(arg, "-ftime-trace=")) {
		push_joined(a, "-ftime-trace=", scratch, "trace.json");
	} else if (starts(arg, "-foptimization-record-file=")) {
		push_joined(a, "-foptimization-record-file=", scratch,
			    "remarks.yaml");
	} else {
		push(a, arg);
	}
	return 1;
}

/* GCC cannot load an LLVM pass plugin: say so before running it. */
static bool is_gcc(const char *cc)
{
	const char *b = base_name(cc);

	return strstr(b, "gcc") || strstr(b, "g++");
}

char **inlint_whatif_rewrite(char *const *argv, const char *cc,
			     const char *plugin, const char *object,
			     const char *scratch, char *err, size_t errlen)
{
	struct args a = {0};
	bool compile = false;

	push(&a, cc ? cc : argv[0]);
	if (is_gcc(a.v[0])) {
		snprintf(err, errlen,
			 "%s cannot load the inlint plugin (an LLVM pass "
			 "plugin); give a clang of inlint's LLVM with --cc "
			 "clang-22",
			 a.v[0]);
		goto fail;
	}
	for (size_t i = 1; argv[i];) {
		size_t used = rewrite_one(&a, argv, i, scratch, &compile, err,
					  errlen);

		if (!used)
			goto fail;
		i += used;
	}
	if (!compile) {
		snprintf(err, errlen, "the command makes no object (no -c)");
		goto fail;
	}
	push_joined(&a, "-fpass-plugin=", plugin, NULL);
	push(&a, "-o");
	push(&a, object);
	return a.v;
fail:
	inlint_argv_free(a.v);
	return NULL;
}
