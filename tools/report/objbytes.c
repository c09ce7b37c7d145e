/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objbytes.c - object symbol sizes joined by name to the report's
 * out-of-line copies, one object at a time. */
#include "objbytes.h"

#include "array.h"
#include "symsize.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *inlint_report_object_path(const struct inlint_report *rep, size_t tu,
				const char *dir, const char *ext)
{
	const char *obj = rep->tu_objects[tu];
	size_t len, cut;
	char *path;

	if (!obj)
		return NULL;
	len = strlen(obj);
	cut = len;
	if (ext) {
		const char *dot = strrchr(obj, '.'), *slash = strrchr(obj, '/');

		if (dot && (!slash || dot > slash))
			cut = (size_t)(dot - obj);
	}
	path = inlint_xmalloc(strlen(dir) + len + (ext ? strlen(ext) : 0) + 2);
	if (obj[0] == '/' || !dir[0])
		path[0] = '\0';
	else
		sprintf(path, "%s/", dir);
	strncat(path, obj, cut);
	if (ext)
		strcat(path, ext);
	return path;
}

static int cmp_sym(const void *a, const void *b)
{
	const struct inlint_sym *x = a, *y = b;

	return strcmp(x->name, y->name);
}

static bool is_text(char type)
{
	return type == 't' || type == 'T' || type == 'w' || type == 'W';
}

/* Copies are folded record by record, so one TU's are together, in TU
 * order: *next is the first copy not yet joined. */
static void join_tu(struct inlint_report *rep, size_t tu,
		    const struct inlint_symsizes *s, size_t *next)
{
	for (size_t i = 0; i < s->n_syms; i++)
		if (is_text(s->syms[i].type))
			rep->text_bytes += s->syms[i].size;
	while (*next < rep->n_copies && rep->copies[*next].tu < tu)
		(*next)++;
	for (; *next < rep->n_copies && rep->copies[*next].tu == tu;
	     (*next)++) {
		struct inlint_report_copy *c = &rep->copies[*next];
		struct inlint_report_fn *f = &rep->fns[c->fn];
		struct inlint_sym key = {.name = (char *)f->name};
		const struct inlint_sym *sym = inlint_array_search(
			&key, s->syms, s->n_syms, sizeof(*s->syms), cmp_sym);

		c->tu_read = true;
		if (!sym || !is_text(sym->type))
			continue;
		c->bytes = sym->size;
		f->measured_copies++;
		f->measured_bytes += sym->size;
	}
}

/* An object that cannot be read, where that is allowed: counted, the
 * first problem kept. */
static void missing(struct inlint_report *rep, const char *problem)
{
	if (!rep->objects_missing++)
		rep->object_problem = inlint_intern(&rep->strings, problem);
}

int inlint_report_read_objects(struct inlint_report *rep, const char *dir,
			       bool missing_ok, char *err, size_t errlen)
{
	size_t next = 0;

	for (size_t tu = 0; tu < rep->n_tus; tu++) {
		char *path = inlint_report_object_path(rep, tu, dir, NULL);
		struct inlint_symsizes *s;
		bool no_code;

		if (!path)
			continue;
		s = inlint_symsizes_read(path, err, errlen);
		if (s && !rep->objects_read)
			rep->object_first = inlint_intern(&rep->strings, path);
		no_code = !s && inlint_symsizes_no_code(path);
		free(path);
		if (!s && !missing_ok && !no_code)
			return -1;
		if (!s) {
			rep->objects_no_code += no_code;
			missing(rep, err);
			continue;
		}
		inlint_array_sort(s->syms, s->n_syms, sizeof(*s->syms),
				  cmp_sym);
		join_tu(rep, tu, s, &next);
		inlint_symsizes_destroy(s);
		rep->objects_read++;
	}
	return 0;
}

static double estimate(unsigned ir)
{
	return (ir ? ir : 1) * INLINT_BYTES_PER_IR_INSTRUCTION;
}

double inlint_report_copy_bytes(const struct inlint_report *rep, size_t fn,
				bool *measured)
{
	const struct inlint_report_fn *f = &rep->fns[fn];

	*measured = f->measured_copies > 0;
	if (*measured)
		return (double)f->measured_bytes / (double)f->measured_copies;
	return estimate(f->final_size ? f->final_size : f->size);
}

double inlint_report_text_bytes(const struct inlint_report *rep)
{
	double sum = (double)rep->text_bytes;

	/* A budget is a share of the whole build the records cover, not of
	 * the TUs whose objects happened to be found. */
	for (size_t i = 0; i < rep->n_copies; i++)
		if (!rep->copies[i].tu_read)
			sum += estimate(rep->copies[i].final_size);
	return sum;
}
