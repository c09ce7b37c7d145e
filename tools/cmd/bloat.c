/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* bloat.c - "inlint bloat OLD NEW": per-symbol size diff of two ELF objects,
 * archives or vmlinux files, printed exactly as scripts/bloat-o-meter does. */
#include "bloat_yaml.h"
#include "commands.h"
#include "escape.h"
#include "sizediff.h"
#include "symsize.h"

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

		inlint_fprintf_escaped(stdout, "%-40s", c->name);
		print_size(c->in_old, c->old_size);
		print_size(c->in_new, c->new_size);
		printf(" %+7" PRId64 "\n", c->delta);
	}
	printf("Total: Before=%" PRIu64 ", After=%" PRIu64 ", chg %+.2f%%\n",
	       d->before, d->after, inlint_sizediff_percent(d));
}

/* NULL, or the problem. */
static const char *set_mode(struct options *o, const struct table *tables)
{
	if (o->tables != all)
		return "-c, -d and -t do not go together";
	o->tables = tables;
	return NULL;
}

static int set_format(struct options *o, const char *format)
{
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

static int bloat_main(int argc, char **argv);

enum { OPT_KINDS = 1, OPT_DATA, OPT_TEXT, OPT_FORMAT };

static const struct inlint_option options[] = {
	{OPT_KINDS, NULL, 'c', NULL,
	 "three tables: functions, data and read-only data", 0},
	{OPT_DATA, NULL, 'd', NULL, "data only", 0},
	{OPT_TEXT, NULL, 't', NULL, "functions (text) only", 0},
	{OPT_FORMAT, "format", 0, "text|yaml",
	 "bloat-o-meter's text (default), or YAML (docs/BLOAT.md)", 0},
	{0},
};

const struct inlint_command inlint_bloat_command = {
	.name = "bloat",
	.summary = "size diff of two objects, as bloat-o-meter",
	.synopsis = "[-c|-d|-t] [--format text|yaml] OLD NEW",
	.description = "Per-symbol size diff of two ELF objects, archives or "
		       "vmlinux files, in scripts/bloat-o-meter's format: -c "
		       "by kind, -d data only, -t text only.",
	.options = options,
	.doc = "BLOAT.md",
	.examples = "inlint bloat vmlinux.old vmlinux\n"
		    "inlint bloat -t --format yaml old.o new.o\n",
	.run = bloat_main,
};

/* Returns 0, or -1 with the problem in p->err. */
static int bloat_option(void *ctx, struct inlint_args *p, int id)
{
	struct options *o = ctx;
	const char *problem = NULL;

	switch (id) {
	case OPT_KINDS:
		problem = set_mode(o, by_kind);
		break;
	case OPT_DATA:
		problem = set_mode(o, data);
		break;
	case OPT_TEXT:
		problem = set_mode(o, text);
		break;
	case OPT_FORMAT:
		if (set_format(o, p->value))
			problem = "bad --format (text or yaml)";
		break;
	default:
		if (set_file(o, p->value))
			problem = "two files only, OLD and NEW";
	}
	if (problem)
		snprintf(p->err, sizeof(p->err), "%s", problem);
	return problem ? -1 : 0;
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse(struct options *o, int argc, char **argv)
{
	int status = inlint_command_parse(&inlint_bloat_command, argc, argv,
					  bloat_option, o);

	if (status)
		return status;
	if (!o->new)
		return inlint_usage_error(&inlint_bloat_command,
					  "two files needed, OLD and NEW");
	return 0;
}

/* Everything is computed before anything is printed: bad input writes
 * nothing but its one-line error. */
static int run(const struct options *o, struct inlint_symsizes *old,
	       struct inlint_symsizes *new)
{
	struct inlint_sizediff *d[sizeof(by_kind) / sizeof(by_kind[0])] = {0};
	char err[1024];
	int status = 0;
	size_t n = 0;

	for (; o->tables[n].title; n++)
		d[n] = inlint_sizediff_create(o->tables[n].title,
					      o->tables[n].types, old, new);
	if (o->yaml) {
		if (inlint_bloat_emit_yaml(o->old, o->new, d, n, stdout, err,
					   sizeof(err)))
			status = inlint_fail(err);
	} else {
		for (size_t i = 0; i < n; i++)
			print_text(d[i]);
	}
	for (size_t i = 0; i < n; i++)
		inlint_sizediff_destroy(d[i]);
	return status;
}

static int bloat_main(int argc, char **argv)
{
	struct options o = {.tables = all};
	struct inlint_symsizes *old = NULL, *new = NULL;
	char err[1024];
	int status = parse(&o, argc, argv);

	if (status)
		return status;
	old = inlint_symsizes_read(o.old, err, sizeof(err));
	if (old)
		new = inlint_symsizes_read(o.new, err, sizeof(err));
	if (!new)
		status = inlint_fail(err);
	else
		status = run(&o, old, new);
	inlint_symsizes_destroy(old);
	inlint_symsizes_destroy(new);
	return status;
}
