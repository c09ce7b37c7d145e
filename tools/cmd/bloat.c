/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* bloat.c - "inlint bloat OLD NEW": per-symbol size diff of two ELF objects,
 * archives or vmlinux files, printed exactly as scripts/bloat-o-meter does. */
#include "bloat_yaml.h"
#include "commands.h"
#include "sizediff.h"
#include "symsize.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A table of the output: its title and the nm letters it counts. */
struct table {
	const char *title;
	const char *types;
};

/* The script's modes. Its default table says "Function" but counts data
 * too; -c splits it in three, -d and -t keep one part. */
static const struct table all[] = {{"Function", "tTdDbBrRvVwW"}, {NULL, NULL}};
static const struct table by_kind[] = {{"Function", "tTwW"},
				       {"Data", "dDbBvV"},
				       {"RO Data", "rR"},
				       {NULL, NULL}};
static const struct table data[] = {{"Data", "dDbBrRvV"}, {NULL, NULL}};
static const struct table text[] = {{"Function", "tTwW"}, {NULL, NULL}};

struct options {
	const char *old;
	const char *new;
	const struct table *tables;
	bool yaml;
};

static void print_size(bool in, uint64_t size)
{
	if (in)
		printf(" %7" PRIu64, size);
	else
		printf(" %7s", "-");
}

static void print_text(const struct inlint_sizediff *d)
{
	printf("add/remove: %zu/%zu grow/shrink: %zu/%zu up/down: %" PRIu64
	       "/%" PRId64 " (%" PRId64 ")\n",
	       d->add, d->remove, d->grow, d->shrink, d->up, -(int64_t)d->down,
	       (int64_t)(d->up - d->down));
	printf("%-40s %7s %7s %7s\n", d->title, "old", "new", "delta");
	for (size_t i = 0; i < d->n_changes; i++) {
		const struct inlint_size_change *c = &d->changes[i];

		printf("%-40s", c->name);
		print_size(c->in_old, c->old_size);
		print_size(c->in_new, c->new_size);
		printf(" %+7" PRId64 "\n", c->delta);
	}
	printf("Total: Before=%" PRIu64 ", After=%" PRIu64 ", chg %+.2f%%\n",
	       d->before, d->after, inlint_sizediff_percent(d));
}

static int usage(FILE *out, int status)
{
	fputs("usage: inlint bloat [-c|-d|-t] [--format text|yaml] OLD NEW\n"
	      "Per-symbol size diff of two ELF objects, archives or vmlinux "
	      "files, in\nscripts/bloat-o-meter's format: -c by kind, -d data "
	      "only, -t text only.\nSee docs/BLOAT.md.\n",
	      out);
	return status;
}

static int set_mode(struct options *o, const struct table *tables)
{
	if (o->tables != all)
		return -1;
	o->tables = tables;
	return 0;
}

static int set_format(struct options *o, const char *format)
{
	if (!format)
		return -1;
	if (strcmp(format, "yaml") && strcmp(format, "text"))
		return -1;
	o->yaml = !strcmp(format, "yaml");
	return 0;
}

static int set_file(struct options *o, const char *path)
{
	if (!o->old)
		o->old = path;
	else if (!o->new)
		o->new = path;
	else
		return -1;
	return 0;
}

/* Returns 0, or -1 on a usage error. */
static int parse(struct options *o, int argc, char **argv)
{
	int bad = 0;

	for (int i = 1; i < argc && !bad; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-c"))
			bad = set_mode(o, by_kind);
		else if (!strcmp(a, "-d"))
			bad = set_mode(o, data);
		else if (!strcmp(a, "-t"))
			bad = set_mode(o, text);
		else if (!strcmp(a, "--format"))
			bad = set_format(o, i + 1 < argc ? argv[++i] : NULL);
		else if (!strncmp(a, "--format=", 9))
			bad = set_format(o, a + 9);
		else if (a[0] == '-' && a[1])
			bad = -1;
		else
			bad = set_file(o, a);
	}
	return bad || !o->new ? -1 : 0;
}

static int fail(const char *what)
{
	fflush(stdout);
	fprintf(stderr, "inlint: %s\n", what);
	return 2;
}

/* Everything is computed before anything is printed: bad input writes
 * nothing but its one-line error. */
static int run(const struct options *o, struct inlint_symsizes *old,
	       struct inlint_symsizes *new)
{
	struct inlint_sizediff *d[sizeof(by_kind) / sizeof(by_kind[0])] = {0};
	char err[1024] = "out of memory";
	int status = 0;
	size_t n = 0;

	for (; o->tables[n].title; n++) {
		d[n] = inlint_sizediff_create(o->tables[n].title,
					      o->tables[n].types, old, new);
		if (!d[n]) {
			status = fail(err);
			goto out;
		}
	}
	if (o->yaml) {
		if (inlint_bloat_emit_yaml(o->old, o->new, d, n, stdout, err,
					   sizeof(err)))
			status = fail(err);
	} else {
		for (size_t i = 0; i < n; i++)
			print_text(d[i]);
	}
	if (!status && (fflush(stdout) || ferror(stdout))) {
		snprintf(err, sizeof(err), "cannot write output (%s)",
			 strerror(errno));
		status = fail(err);
	}
out:
	for (size_t i = 0; i < n; i++)
		inlint_sizediff_destroy(d[i]);
	return status;
}

int inlint_bloat(int argc, char **argv)
{
	struct options o = {.tables = all};
	struct inlint_symsizes *old = NULL, *new = NULL;
	char err[1024];
	int status;

	if (argc == 2 && inlint_is_help(argv[1]))
		return usage(stdout, 0);
	if (parse(&o, argc, argv))
		return usage(stderr, 2);
	old = inlint_symsizes_read(o.old, err, sizeof(err));
	if (old)
		new = inlint_symsizes_read(o.new, err, sizeof(err));
	if (!new)
		status = fail(err);
	else
		status = run(&o, old, new);
	inlint_symsizes_destroy(old);
	inlint_symsizes_destroy(new);
	return status;
}
