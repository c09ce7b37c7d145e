/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* source_patch.c - "inlint source-patch DECISIONS... [--src DIR]": advice as a
 * diff of the annotations. Run: inlint source-patch rec.yaml | git apply */
#include "annotate.h"
#include "array.h"
#include "atomic_write.h"
#include "commands.h"
#include "escape.h"
#include "patchset.h"
#include "reasons.h"
#include "record.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
	const char *src_dir;
	const char *build_dir;
	const char *out;
	enum inlint_spelling spelling;
	bool call_site_attrs;
};

/* One definition already decided on, so that the same static inline from
 * many TUs' records is patched once. */
struct done {
	const struct inlint_src *src;
	unsigned line;
	enum inlint_change change;
};

struct plan {
	const struct options *opt;
	struct inlint_patchset *ps;
	struct done *done;
	size_t n_done, cap_done;
};

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* What a function-level recommendation asks of the source. A redundant
 * __always_inline goes entirely in a .c file (the compiler inlines it
 * anyway, and kernel style discourages inline there) but becomes inline in
 * a header, where a static function needs it. A forced-inline bloat keeps
 * the hint: only the forcing goes. */
static enum inlint_change change_for(const struct inlint_recommendation *r)
{
	if (r->action == INLINT_ACTION_ALWAYS_INLINE)
		return INLINT_CHANGE_ALWAYS_INLINE;
	if (r->action == INLINT_ACTION_NOINLINE)
		return INLINT_CHANGE_NOINLINE;
	switch (inlint_reason_parse(r->reason)) {
	case INLINT_REASON_REDUNDANT_ALWAYS_INLINE:
		return has_suffix(r->file, ".h") ? INLINT_CHANGE_UNFORCE
						 : INLINT_CHANGE_DROP_FORCE;
	case INLINT_REASON_FORCED_INLINE_BLOAT:
		return INLINT_CHANGE_UNFORCE;
	case INLINT_REASON_NOINLINE_IN_HOT_LOOP:
		return INLINT_CHANGE_DROP_NOINLINE;
	default:
		return INLINT_CHANGE_NONE;
	}
}

/* 1 when this definition was handled before, with the same change. */
static int seen(struct plan *p, const struct inlint_src *src, unsigned line,
		enum inlint_change change)
{
	for (size_t i = 0; i < p->n_done; i++) {
		struct done *d = &p->done[i];

		if (d->src == src && d->line == line)
			return d->change == change ? 1 : -1;
	}
	p->done = inlint_array_grow(p->done, &p->cap_done, p->n_done + 1,
				    sizeof(*p->done));
	p->done[p->n_done++] = (struct done){src, line, change};
	return 0;
}

static void note(const struct inlint_recommendation *r, unsigned line,
		 const char *what, const char *why)
{
	inlint_note("%s:%u: %s: %s: %s", r->file, line, r->function, what, why);
}

static int add_edit(struct plan *p, const struct inlint_src *src,
		    struct inlint_edit *e)
{
	if (inlint_patchset_add(p->ps, src, e) == 0)
		return 0;
	inlint_edit_release(e);
	return -1;
}

static int plan_definition(struct plan *p, const struct inlint_src *src,
			   const struct inlint_recommendation *r)
{
	enum inlint_change change = change_for(r);
	struct inlint_edit e;
	char msg[256];
	int ret;

	if (change == INLINT_CHANGE_NONE)
		return 0;
	ret = seen(p, src, r->line, change);
	if (ret < 0)
		note(r, r->line, "skipped",
		     "conflicts with an earlier decision");
	if (ret)
		return 0;
	ret = inlint_annotate_definition(src, r->line, r->function, change,
					 p->opt->spelling, &e, msg,
					 sizeof(msg));
	if (ret == 1)
		return add_edit(p, src, &e);
	note(r, r->line, ret ? "skipped" : "left as is", msg);
	return 0;
}

static int plan_call(struct plan *p, const struct inlint_src *src,
		     const struct inlint_recommendation *r)
{
	/* The __x__ names: kernel headers define noinline as a macro. */
	const char *attr = r->action == INLINT_ACTION_NOINLINE
				   ? "[[clang::__noinline__]]"
				   : "[[clang::__always_inline__]]";
	struct inlint_edit e;
	char msg[256];
	int ret;

	if (r->action == INLINT_ACTION_NONE)
		return 0;
	if (!p->opt->call_site_attrs) {
		inlint_note("not expressible in source: %s:%u: call of %s "
			    "in %s: %s (--call-site-attrs writes %s)",
			    r->file, r->call_line, r->function, r->caller,
			    inlint_action_name(r->action), attr);
		return 0;
	}
	if (seen(p, src, r->call_line, INLINT_CHANGE_NONE))
		return 0;
	ret = inlint_annotate_call(src, r->call_line, r->function, attr, &e,
				   msg, sizeof(msg));
	if (ret == 1)
		return add_edit(p, src, &e);
	note(r, r->call_line, ret ? "not expressible in source" : "left as is",
	     msg);
	return 0;
}

/* What an action that source-patch does not write asks of a person. */
static const char *by_hand(enum inlint_action a)
{
	switch (a) {
	case INLINT_ACTION_PLAIN:
		return "action plain: remove inline and any forcing attribute "
		       "by hand";
	case INLINT_ACTION_INLINE:
		return "action inline: add inline by hand";
	default:
		return NULL;
	}
}

static int plan_model(struct plan *p, const struct inlint_model *m, char *err,
		      size_t errlen)
{
	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];
		const struct inlint_src *src;
		int ret;

		if (r->action == INLINT_ACTION_NONE &&
		    change_for(r) == INLINT_CHANGE_NONE)
			continue;
		if (by_hand(r->action)) {
			note(r, r->caller ? r->call_line : r->line,
			     "not expressible in source", by_hand(r->action));
			continue;
		}
		if (!r->file || !r->line) {
			inlint_note("%s: skipped: no file and line",
				    r->function);
			continue;
		}
		src = inlint_patchset_file(p->ps, r->file, err, errlen);
		if (!src)
			return -1;
		ret = r->caller ? plan_call(p, src, r)
				: plan_definition(p, src, r);
		if (ret != 0) {
			snprintf(err, errlen, "%s: out of memory", r->file);
			return -1;
		}
	}
	return 0;
}

static int plan_inputs(struct plan *p, char **inputs, size_t n, char *err,
		       size_t errlen)
{
	for (size_t i = 0; i < n; i++) {
		struct inlint_model *m =
			inlint_decisions_read_whole(inputs[i], err, errlen);
		int ret;

		if (!m)
			return -1;
		ret = plan_model(p, m, err, errlen);
		inlint_model_destroy(m);
		if (ret != 0)
			return -1;
	}
	return 0;
}

/* The whole diff in memory first: bad input must leave nothing written. */
static int emit(struct plan *p, char *err, size_t errlen)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	int ret = -1;

	if (!mem) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (inlint_patchset_write(p->ps, mem, err, errlen) != 0) {
		fclose(mem);
		goto out;
	}
	fclose(mem);
	if (p->opt->out) {
		ret = inlint_atomic_write_buffer(p->opt->out, buf, len, err,
						 errlen);
	} else {
		fwrite(buf, 1, len, stdout);
		ret = 0;
	}
out:
	free(buf);
	return ret;
}

static int source_patch_main(int argc, char **argv);

enum { OPT_SRC = 1, OPT_BUILD, OPT_SPELLING, OPT_CALL_SITE_ATTRS, OPT_OUT };

static const struct inlint_option options[] = {
	{OPT_SRC, "src", 0, "DIR",
	 "the source tree, where the diff applies and the records' relative "
	 "paths start (default: .)",
	 0},
	{OPT_BUILD, "build", 0, "DIR",
	 "the directory the compiles ran in, when relative paths start there "
	 "and not at --src (an O= build through ccache's base_dir)",
	 0},
	{OPT_SPELLING, "spelling", 0, "kernel|gnu",
	 "kernel: __always_inline, noinline (default); gnu: inline "
	 "__attribute__((__always_inline__)), __attribute__((__noinline__))",
	 0},
	{OPT_CALL_SITE_ATTRS, "call-site-attrs", 0, NULL,
	 "call-site decisions as [[clang::__noinline__]] statement "
	 "attributes; otherwise listed on stderr",
	 0},
	{OPT_OUT, "output", 'o', "FILE",
	 "write the diff to FILE (atomically), not stdout", 0},
	{0},
};

const struct inlint_command inlint_source_patch_command = {
	.name = "source-patch",
	.summary = "write a diff adding the advised annotations",
	.synopsis = "DECISIONS... [--src DIR] [--build DIR] [--spelling "
		    "kernel|gnu]\n"
		    "[--call-site-attrs] [-o FILE]",
	.description = "Writes a unified diff that adds or removes the "
		       "annotations the records, reports or decision lists "
		       "advise, for git apply in DIR (default: .).",
	.options = options,
	.doc = "SOURCE_PATCH.md",
	.examples = "inlint source-patch report.yaml -o - | git apply\n"
		    "inlint source-patch decisions.yaml --spelling gnu -o "
		    "fix.diff\n",
	.run = source_patch_main,
};

/* The command line: options into opt, every other argument an input. */
struct source_patch_args {
	struct options *opt;
	char **inputs;
	size_t n;
};

static int source_patch_option(void *ctx, struct inlint_args *p, int id)
{
	struct source_patch_args *a = ctx;

	switch (id) {
	case OPT_SRC:
		a->opt->src_dir = p->value;
		return 0;
	case OPT_BUILD:
		a->opt->build_dir = p->value;
		return 0;
	case OPT_SPELLING:
		if (!strcmp(p->value, "gnu") || !strcmp(p->value, "kernel")) {
			a->opt->spelling = !strcmp(p->value, "gnu")
						   ? INLINT_SPELLING_GNU
						   : INLINT_SPELLING_KERNEL;
			return 0;
		}
		snprintf(p->err, sizeof(p->err),
			 "bad --spelling '%s' (kernel or gnu)", p->value);
		return -1;
	case OPT_CALL_SITE_ATTRS:
		a->opt->call_site_attrs = true;
		return 0;
	case OPT_OUT:
		a->opt->out = p->value;
		return 0;
	default:
		a->inputs[a->n++] = p->value;
		return 0;
	}
}

static int source_patch_main(int argc, char **argv)
{
	struct options opt = {".", NULL, NULL, INLINT_SPELLING_KERNEL, false};
	struct plan p = {&opt, NULL, NULL, 0, 0};
	struct source_patch_args a = {
		&opt, inlint_xcalloc((size_t)argc, sizeof(char *)), 0};
	char err[1024];
	int status = inlint_command_parse(&inlint_source_patch_command, argc,
					  argv, source_patch_option, &a);

	if (!status && !a.n)
		status = inlint_usage_error(&inlint_source_patch_command,
					    "no decisions given");
	if (status)
		goto out;
	status = INLINT_EXIT_USAGE;
	p.ps = inlint_patchset_create(opt.src_dir, opt.build_dir, err,
				      sizeof(err));
	if (p.ps && plan_inputs(&p, a.inputs, a.n, err, sizeof(err)) == 0 &&
	    emit(&p, err, sizeof(err)) == 0)
		status = INLINT_EXIT_OK;
	else
		inlint_error("%s", err);
out:
	inlint_patchset_destroy(p.ps);
	free(p.done);
	free(a.inputs);
	return status;
}
