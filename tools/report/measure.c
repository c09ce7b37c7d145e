/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* measure.c - merge --whatif: one decision file per recommendation, each
 * compiled with the TUs it reaches by the what-if engine, the effects
 * summed over those TUs into the recommendation's measured entry; and a
 * set of them compiled together, on the same engine and baselines. */
#include "measure.h"

#include "array.h"
#include "scratch.h"
#include "whatif_effect.h"
#include "xalloc.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	if (e->built_by && !m->built_by)
		m->built_by = inlint_intern(&rep->strings, e->built_by);
	if (e->frames_fail && e->n_frames && !m->breaks_build) {
		char words[512];

		inlint_whatif_frame_words(&e->frames[0], true, words,
					  sizeof(words));
		m->breaks_build = inlint_intern(&rep->strings, words);
	}
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

/* Appends to buf (n bytes) at used; returns the new used, at most n - 1
 * (a message cut short is still one string). */
static size_t append(char *buf, size_t used, size_t n, const char *fmt, ...)
{
	va_list ap;
	int len;

	if (used + 1 >= n)
		return used;
	va_start(ap, fmt);
	len = vsnprintf(buf + used, n - used, fmt, ap);
	va_end(ap);
	if (len < 0)
		return used;
	return used + (size_t)len < n ? used + (size_t)len : n - 1;
}

/* Appends ": 4 calls flipped, .text +1178 bytes (zs_compact +735, ...)". */
static size_t describe(char *buf, size_t used, size_t n,
		       const struct inlint_report_measured *m)
{
	used = append(buf, used, n,
		      ": %zu call%s flipped, .text %+" PRId64 " bytes",
		      m->calls_flipped, m->calls_flipped == 1 ? "" : "s",
		      m->text_delta);
	for (size_t i = 0; i < m->n_functions; i++)
		used = append(buf, used, n, "%s%s %+" PRId64, i ? ", " : " (",
			      m->functions[i].function, m->functions[i].bytes);
	if (m->n_functions)
		used = append(buf, used, n, ")");
	if (m->breaks_build)
		used = append(buf, used, n, "; %s — not a decision",
			      m->breaks_build);
	return used;
}

/* The message, which quotes the record's estimate, says what was
 * measured: "...; measured alone in 1 TU: 4 calls flipped, .text +1178
 * bytes (zs_compact +735, ...)" ("in 1 TU (x86_64, gcc 12, from
 * objects): ..." measured from objects), or that it was not. */
static void relabel(struct inlint_report *rep, struct inlint_report_rec *r)
{
	const struct inlint_report_measured *m = r->measured;
	char buf[2048];
	size_t used;

	used = append(buf, 0, sizeof(buf), "%s; ",
		      r->message ? r->message : r->function);
	if (!m) {
		append(buf, used, sizeof(buf),
		       "estimate: no compile of the database defines %s",
		       r->function);
		r->message = inlint_intern(&rep->strings, buf);
		return;
	}
	used = append(buf, used, sizeof(buf), "measured alone in %zu TU%s",
		      m->tus, m->tus == 1 ? "" : "s");
	if (m->built_by)
		used = append(buf, used, sizeof(buf), " (%s, from objects)",
			      m->built_by);
	describe(buf, used, sizeof(buf), m);
	r->message = inlint_intern(&rep->strings, buf);
}

/* The same in configurations: "...; measured alone in clang-22 x86_64 (1
 * TU): ...; in clang-22 arm64 (1 TU): ...; not compiled in gcc-12
 * x86_64". */
static void relabel_configs(struct inlint_report *rep,
			    struct inlint_report_rec *r)
{
	char buf[4096];
	size_t used, n = sizeof(buf), shown = 0, absent = 0;

	used = append(buf, 0, n, "%s; ", r->message ? r->message : r->function);
	for (size_t k = 0; k < rep->n_configs; k++) {
		const struct inlint_report_measured *m = r->in_config[k];

		if (!m)
			continue;
		used = append(buf, used, n, "%s%s (%zu TU%s%s)",
			      shown++ ? "; in " : "measured alone in ",
			      rep->configs[k].label, m->tus,
			      m->tus == 1 ? "" : "s",
			      m->built_by ? ", from objects" : "");
		used = describe(buf, used, n, m);
	}
	for (size_t k = 0; k < rep->n_configs; k++)
		if (!r->in_config[k])
			used = append(buf, used, n, "%s%s",
				      absent++ ? ", "
				      : shown  ? "; not compiled in "
					       : "estimate: not compiled in ",
				      rep->configs[k].label);
	r->message = inlint_intern(&rep->strings, buf);
}

/* The recommendations measured: information changes nothing. */
struct measuring {
	struct inlint_report *rep;
	size_t *rec;   /* probe i measures rep->recs[rec[i]] */
	size_t config; /* which configuration; NO_CONFIG: the one build */
};

#define NO_CONFIG ((size_t)-1)

/* The n effects summed, or NULL for none (no TU defines it). */
static struct inlint_report_measured *
summed(struct inlint_report *rep, const struct inlint_whatif_effect *const *e,
       size_t n)
{
	struct inlint_report_measured *m;
	size_t cap = 0;

	if (!n)
		return NULL;
	m = inlint_xcalloc(1, sizeof(*m));
	for (size_t k = 0; k < n; k++)
		add_effect(rep, m, &cap, e[k]);
	inlint_array_sort(m->functions, m->n_functions, sizeof(*m->functions),
			  by_bytes);
	return m;
}

/* The budget takes a measured cost as it is. */
static void cost_measured(struct inlint_report_rec *r)
{
	r->cost = r->measured->text_delta;
	r->cost_source = INLINT_COST_WHATIF;
}

/* Probe i's effects, in the TUs that define its function. */
static void each_rec(void *ctx, size_t i,
		     const struct inlint_whatif_effect *const *e, size_t n)
{
	struct measuring *ms = ctx;
	struct inlint_report *rep = ms->rep;
	struct inlint_report_rec *r = &rep->recs[ms->rec[i]];
	struct inlint_report_measured *m = summed(rep, e, n);

	if (ms->config != NO_CONFIG) {
		r->in_config[ms->config] = m;
		return;
	}
	inlint_report_rec_unmeasure(r, 0);
	r->measured = m;
	if (m)
		cost_measured(r);
	r->information |= m && m->breaks_build;
	relabel(rep, r);
}

/* Over configurations: its measurement where it grows the text most is
 * its cost (a kept set must fit the budget in each). */
static void pick_worst(struct inlint_report *rep, struct inlint_report_rec *r)
{
	for (size_t k = 0; k < rep->n_configs; k++) {
		struct inlint_report_measured *m = r->in_config[k];

		if (m &&
		    (!r->measured || m->text_delta > r->measured->text_delta))
			r->measured = m;
		r->information |= m && m->breaks_build;
	}
	if (r->measured)
		cost_measured(r);
	relabel_configs(rep, r);
}

struct inlint_report_whatif {
	struct inlint_whatif_tus tus;
	struct inlint_whatif *w;
	char *dir;
	size_t sets; /* decision files of sets written so far */
};

/* s with its TUs read: its scratch directory and engine, or NULL (s
 * destroyed) with err set. */
static struct inlint_report_whatif *start(struct inlint_report_whatif *s,
					  const struct inlint_whatif_config *c,
					  char *err, size_t errlen)
{
	if ((s->dir = inlint_scratch_create("inlint-merge", err, errlen)) &&
	    (s->w = inlint_whatif_create(c, &s->tus, err, errlen)))
		return s;
	inlint_report_whatif_destroy(s);
	return NULL;
}

struct inlint_report_whatif *
inlint_report_whatif_create(const struct inlint_whatif_config *c,
			    const char *db_path, char *err, size_t errlen)
{
	struct inlint_report_whatif *s = inlint_xcalloc(1, sizeof(*s));

	if (!inlint_whatif_tus_from_compdb(db_path, NULL, 0, &s->tus, err,
					   errlen))
		return start(s, c, err, errlen);
	inlint_report_whatif_destroy(s);
	return NULL;
}

struct inlint_report_whatif *inlint_report_whatif_create_config(
	const struct inlint_whatif_config *c, const struct inlint_config *conf,
	char *words, size_t n_words, char *err, size_t errlen)
{
	struct inlint_report_whatif *s = inlint_xcalloc(1, sizeof(*s));

	if (!inlint_whatif_tus_from_config(conf, NULL, 0, &s->tus, words,
					   n_words, err, errlen))
		return start(s, c, err, errlen);
	inlint_report_whatif_destroy(s);
	return NULL;
}

void inlint_report_whatif_destroy(struct inlint_report_whatif *s)
{
	if (!s)
		return;
	inlint_whatif_destroy(s->w);
	if (s->dir)
		inlint_scratch_remove(s->dir);
	free(s->dir);
	inlint_whatif_tus_release(&s->tus);
	free(s);
}

static struct inlint_whatif_trial trial_of(const struct inlint_report_rec *r)
{
	return (struct inlint_whatif_trial){
		.function = r->function,
		.file = r->file,
		.caller = r->caller,
		.call_line = r->call_line,
		.action = r->action,
		.has_decision = true,
	};
}

/* Every recommendation applied alone on s, each_rec given its effects. */
static int probe(struct inlint_report *rep, struct inlint_report_whatif *s,
		 size_t config, char *err, size_t errlen)
{
	struct inlint_whatif_trial *t =
		inlint_xcalloc(rep->n_recs + 1, sizeof(*t));
	struct measuring ms = {
		rep, inlint_xcalloc(rep->n_recs + 1, sizeof(size_t)), config};
	size_t n = 0;
	int ret;

	for (size_t i = 0; i < rep->n_recs; i++) {
		if (rep->recs[i].information)
			continue;
		ms.rec[n] = i;
		t[n++] = trial_of(&rep->recs[i]);
	}
	ret = inlint_whatif_probe_trials(s->w, &s->tus, s->dir, t, n, each_rec,
					 NULL, &ms, err, errlen);
	free(ms.rec);
	free(t);
	return ret;
}

int inlint_report_measure(struct inlint_report *rep,
			  struct inlint_report_whatif *const *s, size_t n,
			  char *err, size_t errlen)
{
	int ret = 0;

	if (!rep->n_configs)
		return probe(rep, s[0], NO_CONFIG, err, errlen);
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];

		inlint_report_rec_unmeasure(r, rep->n_configs);
		if (!r->information)
			r->in_config = inlint_xcalloc(rep->n_configs,
						      sizeof(*r->in_config));
	}
	for (size_t k = 0; k < n && !ret; k++) {
		char why[1536];

		ret = probe(rep, s[k], k, why, sizeof(why));
		if (ret)
			inlint_report_config_error(rep, k, why, err, errlen);
	}
	for (size_t i = 0; i < rep->n_recs && !ret; i++)
		if (!rep->recs[i].information)
			pick_worst(rep, &rep->recs[i]);
	return ret;
}

void inlint_report_config_error(const struct inlint_report *rep, size_t k,
				const char *why, char *err, size_t errlen)
{
	if (!rep->n_configs) {
		snprintf(err, errlen, "%s", why);
		return;
	}
	snprintf(err, errlen, "%s: configuration '%s': %s",
		 rep->configs[k].defined_at, rep->configs[k].name, why);
}

/* One request per TU that a decision of the set reaches. */
static size_t set_requests(const struct inlint_report_whatif *s,
			   const struct inlint_whatif_trial *t, size_t n,
			   const char *path, struct inlint_whatif_request *q)
{
	bool *reached = inlint_xcalloc(s->tus.n + 1, sizeof(*reached));
	size_t *tu = inlint_xcalloc(s->tus.n + 1, sizeof(*tu)), m = 0;

	for (size_t i = 0; i < n; i++) {
		size_t k = inlint_whatif_reach(&s->tus, t[i].file, tu);

		while (k--)
			reached[tu[k]] = true;
	}
	for (size_t i = 0; i < s->tus.n; i++)
		if (reached[i])
			q[m++] = (struct inlint_whatif_request){i, path};
	free(tu);
	free(reached);
	return m;
}

int inlint_report_measure_set(struct inlint_report *rep,
			      struct inlint_report_whatif *s, const bool *in,
			      struct inlint_report_measured *out, char *err,
			      size_t errlen)
{
	struct inlint_whatif_trial *t =
		inlint_xcalloc(rep->n_recs + 1, sizeof(*t));
	struct inlint_whatif_request *q =
		inlint_xcalloc(s->tus.n + 1, sizeof(*q));
	struct inlint_whatif_result *res =
		inlint_xcalloc(s->tus.n + 1, sizeof(*res));
	char *path = inlint_xmalloc(strlen(s->dir) + 32);
	size_t n = 0, m = 0, cap = 0;
	int ret;

	for (size_t i = 0; i < rep->n_recs; i++)
		if (in[i])
			t[n++] = trial_of(&rep->recs[i]);
	sprintf(path, "%s/set%zu.yaml", s->dir, s->sets++);
	ret = inlint_whatif_trials_write(t, n, path, err, errlen);
	if (!ret) {
		m = set_requests(s, t, n, path, q);
		ret = inlint_whatif_run(s->w, q, m, res, err, errlen);
	}
	*out = (struct inlint_report_measured){0};
	for (size_t k = 0; !ret && k < m; k++) {
		add_effect(rep, out, &cap, &res[k].effect);
		inlint_whatif_result_release(&res[k]);
	}
	if (!ret && out->breaks_build) {
		snprintf(err, errlen, "the kept set, compiled together: %s",
			 out->breaks_build);
		ret = -1;
	}
	inlint_array_sort(out->functions, out->n_functions,
			  sizeof(*out->functions), by_bytes);
	free(path);
	free(res);
	free(q);
	free(t);
	return ret;
}
