/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* measure.c - merge --whatif: one decision file per recommendation, each
 * compiled with the TUs it reaches by the what-if engine, the effects
 * summed over those TUs into the recommendation's measured entry. */
#include "measure.h"

#include "array.h"
#include "decision_list.h"
#include "scratch.h"
#include "xalloc.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Recommendation i as decision file path[i] under dir. */
static int write_decisions(const struct inlint_report *rep, const char *dir,
			   char **path, char *err, size_t errlen)
{
	struct inlint_model *m = inlint_model_create();
	bool *pick = inlint_xcalloc(rep->n_recs + 1, sizeof(*pick));
	int ret = 0;

	for (size_t i = 0; i < rep->n_recs; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];
		struct inlint_recommendation *d =
			inlint_model_add_recommendation(m);

		d->function = inlint_model_strdup(m, r->function);
		d->file = inlint_model_strdup(m, r->file);
		d->caller = inlint_model_strdup(m, r->caller);
		d->call_line = r->call_line;
		d->action = r->action;
	}
	for (size_t i = 0; i < rep->n_recs && !ret; i++) {
		path[i] = inlint_xmalloc(strlen(dir) + 32);
		sprintf(path[i], "%s/r%zu.yaml", dir, i);
		pick[i] = true;
		ret = inlint_decision_list_write(m, pick, NULL, path[i], err,
						 errlen);
		pick[i] = false;
	}
	free(pick);
	inlint_model_destroy(m);
	return ret;
}

static int64_t magnitude(int64_t v)
{
	return v < 0 ? -v : v;
}

static int by_bytes(const void *a, const void *b)
{
	const struct inlint_report_bytes *x = a, *y = b;
	int64_t mx = magnitude(x->bytes), my = magnitude(y->bytes);

	if (mx != my)
		return mx > my ? -1 : 1;
	return strcmp(x->function, y->function);
}

/* Adds e's flips, copies and .text to m; copies of one function in
 * several TUs are one entry. */
static void add_effect(struct inlint_report *rep,
		       struct inlint_report_measured *m, size_t *cap,
		       const struct inlint_whatif_effect *e)
{
	m->tus++;
	for (size_t i = 0; i < e->n_flips; i++)
		m->calls_flipped += e->flips[i].calls;
	m->text_delta += e->text_delta;
	for (size_t i = 0; i < e->n_copies; i++) {
		const char *name =
			inlint_intern(&rep->strings, e->copies[i].function);
		size_t k = 0;

		while (k < m->n_functions && m->functions[k].function != name)
			k++;
		if (k == m->n_functions) {
			m->functions =
				inlint_array_grow(m->functions, cap, k + 1,
						  sizeof(*m->functions));
			m->functions[m->n_functions++] =
				(struct inlint_report_bytes){name, 0};
		}
		m->functions[k].bytes += e->copies[i].delta_bytes;
	}
}

/* The message, which quotes the record's estimate, says what was
 * measured: "...; measured alone in 1 TU: 4 calls flipped, .text +1178
 * bytes (zs_compact +735, ...)", or that it was not. */
static void relabel(struct inlint_report *rep, struct inlint_report_rec *r)
{
	const struct inlint_report_measured *m = r->measured;
	char buf[2048];
	size_t used;

	used = (size_t)snprintf(buf, sizeof(buf), "%s; ",
				r->message ? r->message : r->function);
	if (!m) {
		snprintf(buf + used, sizeof(buf) - used,
			 "estimate: no compile of the database defines %s",
			 r->function);
		r->message = inlint_intern(&rep->strings, buf);
		return;
	}
	used += (size_t)snprintf(
		buf + used, sizeof(buf) - used,
		"measured alone in %zu TU%s: %zu call%s flipped, .text "
		"%+" PRId64 " bytes",
		m->tus, m->tus == 1 ? "" : "s", m->calls_flipped,
		m->calls_flipped == 1 ? "" : "s", m->text_delta);
	for (size_t i = 0; i < m->n_functions && used < sizeof(buf); i++)
		used += (size_t)snprintf(buf + used, sizeof(buf) - used,
					 "%s%s %+" PRId64, i ? ", " : " (",
					 m->functions[i].function,
					 m->functions[i].bytes);
	if (m->n_functions && used < sizeof(buf))
		snprintf(buf + used, sizeof(buf) - used, ")");
	r->message = inlint_intern(&rep->strings, buf);
}

/* The recommendations measured: information changes nothing. */
struct measuring {
	struct inlint_report *rep;
	size_t *rec; /* probe i measures rep->recs[rec[i]] */
};

/* Probe i's effects, in the TUs that define its function. */
static void each_rec(void *ctx, size_t i,
		     const struct inlint_whatif_effect *const *e, size_t n)
{
	struct measuring *ms = ctx;
	struct inlint_report *rep = ms->rep;
	struct inlint_report_rec *r = &rep->recs[ms->rec[i]];
	struct inlint_report_measured *m = NULL;
	size_t cap = 0;

	if (n)
		m = inlint_xcalloc(1, sizeof(*m));
	for (size_t k = 0; k < n; k++)
		add_effect(rep, m, &cap, e[k]);
	if (m)
		inlint_array_sort(m->functions, m->n_functions,
				  sizeof(*m->functions), by_bytes);
	inlint_report_measured_destroy(r->measured);
	r->measured = m;
	if (m) {
		/* The budget takes a measured cost as it is. */
		r->cost = m->text_delta;
		r->cost_source = INLINT_COST_WHATIF;
	}
	relabel(rep, r);
}

static int run(struct inlint_report *rep, const struct inlint_whatif_config *c,
	       const struct inlint_whatif_tus *tus, char **path, char *err,
	       size_t errlen)
{
	struct inlint_whatif_probe *p =
		inlint_xcalloc(rep->n_recs + 1, sizeof(*p));
	struct measuring ms = {rep,
			       inlint_xcalloc(rep->n_recs + 1, sizeof(size_t))};
	struct inlint_whatif *w = inlint_whatif_create(c, tus, err, errlen);
	size_t n = 0;
	int ret = -1;

	for (size_t i = 0; i < rep->n_recs; i++) {
		if (rep->recs[i].information)
			continue;
		ms.rec[n] = i;
		p[n++] = (struct inlint_whatif_probe){
			rep->recs[i].function, rep->recs[i].file, path[i]};
	}
	if (w)
		ret = inlint_whatif_probe_run(w, tus, p, n, each_rec, &ms, err,
					      errlen);
	inlint_whatif_destroy(w);
	free(ms.rec);
	free(p);
	return ret;
}

int inlint_report_measure(struct inlint_report *rep,
			  const struct inlint_whatif_config *c,
			  const char *db_path, char *err, size_t errlen)
{
	struct inlint_whatif_tus tus = {0};
	char **path = inlint_xcalloc(rep->n_recs + 1, sizeof(*path));
	char *dir = NULL;
	int ret = -1;

	if (inlint_whatif_tus_from_compdb(db_path, NULL, 0, &tus, err, errlen))
		goto out;
	dir = inlint_scratch_create("inlint-merge", err, errlen);
	if (!dir || write_decisions(rep, dir, path, err, errlen))
		goto out;
	ret = run(rep, c, &tus, path, err, errlen);
out:
	if (dir)
		inlint_scratch_remove(dir);
	free(dir);
	for (size_t i = 0; i < rep->n_recs; i++)
		free(path[i]);
	free(path);
	inlint_whatif_tus_release(&tus);
	return ret;
}
