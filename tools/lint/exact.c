/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* exact.c - lint -p: an added __always_inline is the decision always_inline,
 * an added noinline noinline, a removed one none, an added inline the hint
 * alone (action inline); each is applied alone to
 * the TUs that define its function, and the flips and bytes the engine
 * measures become the finding's words. */
#include "exact.h"

#include "fold.h"
#include "xalloc.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The decision c stands for; false for __cold and a removed inline:
 * LLVM's cold, which no decision sets, and an inlinehint that action
 * plain would take away with the forcing attributes beside it. */
static bool decision_for(const struct inlint_annot_change *c,
			 enum inlint_action *a)
{
	switch (c->annot) {
	case INLINT_ANNOT_ALWAYS_INLINE:
		*a = c->added ? INLINT_ACTION_ALWAYS_INLINE
			      : INLINT_ACTION_NONE;
		return true;
	case INLINT_ANNOT_NOINLINE:
	case INLINT_ANNOT_NOINLINE_FOR_STACK:
		*a = c->added ? INLINT_ACTION_NOINLINE : INLINT_ACTION_NONE;
		return true;
	case INLINT_ANNOT_INLINE:
		*a = INLINT_ACTION_INLINE;
		return c->added;
	default:
		return false;
	}
}

/* Appends to out->text; a text that is full ends in "...". */
static void put(struct inlint_exact_effect *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void put(struct inlint_exact_effect *out, const char *fmt, ...)
{
	size_t used = strlen(out->text), room = sizeof(out->text) - used;
	va_list ap;
	int n;

	if (room < 5)
		return;
	va_start(ap, fmt);
	n = vsnprintf(out->text + used, room, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n >= room)
		strcpy(out->text + sizeof(out->text) - 5, "...");
}

struct tally {
	size_t into, out, other; /* calls of F now inlined, now kept; others */
	int64_t text;
	size_t copies, frames;
};

static void count_flips(const struct inlint_whatif_effect *e, const char *fn,
			struct tally *t)
{
	for (size_t i = 0; i < e->n_flips; i++) {
		const struct inlint_whatif_flip *f = &e->flips[i];

		if (strcmp(f->callee, fn))
			t->other += f->calls;
		else if (f->now_inlined)
			t->into += f->calls;
		else
			t->out += f->calls;
	}
	t->text += e->text_delta;
	t->copies += e->n_copies;
	t->frames += e->n_frames;
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

static void put_flips(struct inlint_exact_effect *out, const char *fn,
		      const struct tally *t)
{
	size_t n = t->into + t->out;

	if (t->into && t->out)
		put(out,
		    "flips %zu call sites of %s (%zu now inlined, %zu now "
		    "kept)",
		    n, fn, t->into, t->out);
	else if (t->into)
		put(out, "inlines %s at %zu call site%s", fn, n, plural(n));
	else if (t->out)
		put(out, "keeps %s out of line at %zu call site%s", fn, n,
		    plural(n));
	else
		put(out, "changes no call site of %s", fn);
	if (t->other)
		put(out, " and flips %zu other call site%s", t->other,
		    plural(t->other));
}

static void put_copy(struct inlint_exact_effect *out, const char *fn,
		     const char *tu, const struct inlint_whatif_copy *c)
{
	const char *note = !c->in_old ? " (new)" : !c->in_new ? " (gone)" : "";

	if (strcmp(c->function, fn) == 0)
		put(out, "%s's copy %+" PRId64 " bytes%s", fn, c->delta_bytes,
		    note);
	else
		put(out, "%s %+" PRId64 " bytes%s", c->function, c->delta_bytes,
		    note);
	if (tu)
		put(out, " in %s", tu);
}

/* The frames e grew past the limit, before the rest: they are what a
 * noinline_for_stack is for, and with -Werror the build fails. */
static void put_frames(struct inlint_exact_effect *out,
		       const struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < e->n_frames; i++)
		put(out,
		    "grows %s's stack frame to %" PRIu64 " bytes, past the "
		    "limit of %" PRIu64 "%s; ",
		    e->frames[i].function, e->frames[i].bytes,
		    e->frames[i].limit,
		    e->frames_fail ? ": the build fails (-Werror)" : "");
	out->breaks_build |= e->n_frames && e->frames_fail;
}

/* The words for change c from the n effects e measured for it. */
static void describe(const struct inlint_annot_change *c,
		     const struct inlint_whatif_effect *const *e, size_t n,
		     struct inlint_exact_effect *out)
{
	struct tally t = {0};
	const char *sep = ": ";

	for (size_t i = 0; i < n; i++)
		count_flips(e[i], c->function, &t);
	out->measured = n > 0;
	out->tus = n;
	if (n && e[0]->built_by)
		snprintf(out->built_by, sizeof(out->built_by), "%s",
			 e[0]->built_by);
	out->changed =
		t.into || t.out || t.other || t.copies || t.text || t.frames;
	for (size_t i = 0; i < n && !out->required[0]; i++)
		if (e[i]->required)
			snprintf(out->required, sizeof(out->required), "%s",
				 e[i]->required);
	for (size_t i = 0; i < n && e[i]->built_by && !out->refused[0]; i++)
		if (e[i]->n_refused)
			snprintf(out->refused, sizeof(out->refused), "%s",
				 e[i]->refused[0]->detail);
	if (!out->measured)
		return;
	if (!out->changed) {
		put(out, "changes no call site and no byte");
		return;
	}
	for (size_t i = 0; i < n; i++)
		put_frames(out, e[i]);
	put_flips(out, c->function, &t);
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < e[i]->n_copies; k++, sep = ", ") {
			put(out, "%s", sep);
			put_copy(out, c->function, n > 1 ? e[i]->file : NULL,
				 &e[i]->copies[k]);
		}
	put(out, "; .text %+" PRId64, t.text);
	if (n > 1)
		put(out, " over %zu TUs", n);
}

struct exact_run {
	const struct inlint_annot_changes *c;
	struct inlint_exact_effect *out;
	struct inlint_report *rep;
	bool objects; /* a baseline was measured from objects */
};

static void each_change(void *ctx, size_t i,
			const struct inlint_whatif_effect *const *e, size_t n)
{
	struct exact_run *r = ctx;

	describe(&r->c->v[i], e, n, &r->out[i]);
}

static void fold_baseline(void *ctx, const struct inlint_whatif_build *b)
{
	struct exact_run *r = ctx;

	r->objects |= b->calls != NULL;
	inlint_report_add(r->rep, b->record);
}

/* Change i as trial i; a hint has no decision: its TUs are compiled for
 * their baselines, which are what it is judged by. */
static struct inlint_whatif_trial *trials(const struct inlint_annot_changes *c)
{
	struct inlint_whatif_trial *t = inlint_xcalloc(c->n + 1, sizeof(*t));

	for (size_t i = 0; i < c->n; i++) {
		t[i].function = c->v[i].function;
		t[i].file = c->v[i].file;
		t[i].has_decision = decision_for(&c->v[i], &t[i].action);
	}
	return t;
}

int inlint_exact_measure(const struct inlint_whatif_config *cfg,
			 const char *db_path,
			 const struct inlint_annot_changes *c,
			 struct inlint_exact_effect *out,
			 struct inlint_report *rep, char *err, size_t errlen)
{
	struct inlint_whatif_trial *t = trials(c);
	struct exact_run r = {c, out, rep, false};
	int ret;

	ret = inlint_whatif_probe_db(cfg, db_path, "inlint-lint", t, c->n,
				     each_change, fold_baseline, &r, err,
				     errlen);
	for (size_t i = 0; i < c->n; i++)
		out[i].objects = r.objects;
	free(t);
	return ret;
}

int inlint_exact_measure_config(const struct inlint_whatif_config *cfg,
				const struct inlint_config *conf,
				const struct inlint_annot_changes *c,
				struct inlint_exact_effect *out,
				struct inlint_report *rep, char *words,
				size_t n_words, char *err, size_t errlen)
{
	struct inlint_whatif_trial *t = trials(c);
	struct exact_run r = {c, out, rep, false};
	int ret;

	ret = inlint_whatif_probe_config(cfg, conf, "inlint-lint", t, c->n,
					 each_change, fold_baseline, &r, words,
					 n_words, err, errlen);
	for (size_t i = 0; i < c->n; i++)
		out[i].objects = r.objects;
	free(t);
	return ret;
}
