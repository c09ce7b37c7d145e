/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rounds.c - the search rounds of inlint audit: each round writes the
 * subsets every unit's search asks for, compiles them side by side, the
 * biggest TUs' first, and feeds each unit its results in the search's
 * order; a complete group becomes a finding, a refusal makes required. */
#include "audit_state.h"

#include "array.h"
#include "decision_list.h"
#include "paths.h"
#include "xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool changed(const struct inlint_whatif_effect *e)
{
	return e->n_flips || e->n_copies || e->text_delta || e->n_frames;
}

/* Decisions of the variant's record that apply refused: required. */
static void mark_refused(struct inlint_audit *a, struct unit *u,
			 const struct inlint_model *variant)
{
	for (size_t i = 0; i < variant->n_applied; i++) {
		const struct inlint_applied *ap = &variant->applied[i];

		if (ap->status != INLINT_APPLY_REFUSED)
			continue;
		for (size_t d = 0; d < u->dec->n_recommendations; d++) {
			const struct inlint_recommendation *r =
				&u->dec->recommendations[d];
			struct inlint_audit_annotation *an =
				&a->r.annotations[u->ann[d]];

			if (strcmp(r->function, ap->function) ||
			    !inlint_same_file(r->file, ap->file))
				continue;
			u->refused[d] = true;
			a->states[u->ann[d]].required = true;
			if (!an->why)
				an->why = inlint_strdup(ap->detail);
		}
	}
	for (size_t d = 0; d < u->dec->n_recommendations; d++)
		if (!u->refused[d])
			u->cand[u->n_cand++] = d;
}

/* A load-bearing group of unit u, with its effect (moved in). */
static void add_finding(struct inlint_audit *a, const struct unit *u,
			struct inlint_whatif_effect *e)
{
	const struct inlint_audit_search *s = &u->search;
	struct inlint_audit_result *r = &a->r;
	struct inlint_audit_finding *f;
	size_t *members = inlint_xcalloc(s->n_group + 1, sizeof(*members));
	size_t i;

	for (size_t k = 0; k < s->n_group; k++) {
		members[k] = u->ann[u->cand[s->group[k]]];
		a->states[members[k]].bears = true;
	}
	inlint_array_sort(members, s->n_group, sizeof(*members),
			  inlint_array_cmp_size);
	for (i = 0; i < r->n_findings; i++)
		if (r->findings[i].n_members == s->n_group &&
		    !memcmp(r->findings[i].members, members,
			    s->n_group * sizeof(*members)))
			break;
	if (i == r->n_findings) {
		r->findings = inlint_array_grow(r->findings, &r->cap_findings,
						i + 1, sizeof(*r->findings));
		f = &r->findings[r->n_findings++];
		memset(f, 0, sizeof(*f));
		f->members = members;
		f->n_members = f->cap_members = s->n_group;
	} else {
		f = &r->findings[i];
		free(members);
	}
	f->effects = inlint_array_grow(f->effects, &f->cap_effects,
				       f->n_effects + 1, sizeof(*f->effects));
	f->effects[f->n_effects++] = *e;
	memset(e, 0, sizeof(*e));
}

/* The decision file of subset j of the unit's round. */
static const char *subset_path(const struct inlint_audit *a, struct unit *u,
			       size_t j)
{
	size_t n = strlen(a->scratch) + 64;

	if (!j)
		return u->path;
	while (u->n_more < j) {
		u->more = inlint_array_grow(u->more, &u->cap_more,
					    u->n_more + 1, sizeof(*u->more));
		u->more[u->n_more] = inlint_xmalloc(n);
		snprintf(u->more[u->n_more], n, "%s/u%zu.%zu.yaml", a->scratch,
			 u->tu, u->n_more + 1);
		u->n_more++;
	}
	return u->more[j - 1];
}

/* Writes subset j of the unit's round (the first round: every decision,
 * already in u->pick) to its file. */
static int write_subset(const struct inlint_audit *a, struct unit *u, size_t j,
			bool first, char *err, size_t errlen)
{
	if (!first) {
		const bool *s = inlint_audit_search_subset(&u->search, j);

		memset(u->pick, 0,
		       u->dec->n_recommendations * sizeof(*u->pick));
		for (size_t i = 0; i < u->n_cand; i++)
			u->pick[u->cand[i]] = s[i];
	}
	return inlint_decision_list_write(u->dec, u->pick, NULL,
					  subset_path(a, u, j), err, errlen);
}

/* The first compile stripped every decision, which also tells which ones
 * apply refuses: the search over the others starts with it. */
static void start_search(struct inlint_audit *a, struct unit *u,
			 const struct inlint_whatif_result *res)
{
	mark_refused(a, u, res->variant->record);
	inlint_audit_search_init(&u->search, u->n_cand);
	/* The search's first subset is everything: this compile. */
	u->active = inlint_audit_search_next(&u->search) > 0;
}

/* What the compile of subset j of unit u's round showed; after the
 * round's last, the next round's size. */
static void feed(struct inlint_audit *a, struct unit *u, size_t j,
		 struct inlint_whatif_result *res, bool first)
{
	if (first)
		start_search(a, u, res);
	if (u->active &&
	    inlint_audit_search_feed(&u->search, j, changed(&res->effect)))
		add_finding(a, u, &res->effect);
	if (u->active && j + 1 == u->n_round) {
		u->n_round = inlint_audit_search_next(&u->search);
		u->active = u->n_round > 0;
	}
}

/* The bytes of code in the unit's baseline: what its compiles take. */
static uint64_t weight(const struct inlint_audit *a, const struct unit *u)
{
	const struct inlint_symsizes *syms =
		inlint_whatif_baseline(a->w, u->tu)->syms;
	uint64_t n = 0;

	for (size_t i = 0; syms && i < syms->n_syms; i++)
		if (strchr("tTwW", syms->syms[i].type))
			n += syms->syms[i].size;
	return n;
}

/* One test of a round: subset j of unit i, and its unit's weight. */
struct test {
	size_t unit, j;
	uint64_t weight;
};

/* Heaviest first, so that a round does not end on one long compile; else
 * in the order of the units and their subsets. */
static int by_weight(const void *x, const void *y)
{
	const struct test *p = x, *q = y;

	if (p->weight != q->weight)
		return (p->weight < q->weight) - (p->weight > q->weight);
	if (p->unit != q->unit)
		return (p->unit > q->unit) - (p->unit < q->unit);
	return (p->j > q->j) - (p->j < q->j);
}

/* The round's tests, heaviest first, their decision files written.
 * Returns how many, or -1 with err set. */
static long plan_round(struct inlint_audit *a, bool first, struct test **out,
		       char *err, size_t errlen)
{
	struct test *t = NULL;
	size_t n = 0, cap = 0;

	for (size_t i = 0; i < a->tus->n; i++) {
		struct unit *u = &a->units[i];
		uint64_t w;

		if (!u->active)
			continue;
		if (first)
			u->n_round = 1;
		w = weight(a, u);
		for (size_t j = 0; j < u->n_round; j++) {
			if (write_subset(a, u, j, first, err, errlen)) {
				free(t);
				return -1;
			}
			t = inlint_array_grow(t, &cap, n + 1, sizeof(*t));
			t[n++] = (struct test){i, j, w};
		}
	}
	inlint_array_sort(t, n, sizeof(*t), by_weight);
	*out = t;
	return (long)n;
}

/* The order of the units, and of each unit's subsets: the search's. */
static int by_unit(const void *x, const void *y)
{
	const struct test *p = *(struct test *const *)x,
			  *q = *(struct test *const *)y;

	if (p->unit != q->unit)
		return (p->unit > q->unit) - (p->unit < q->unit);
	return (p->j > q->j) - (p->j < q->j);
}

/* Feeds the round's results to the units, each unit's subsets in order. */
static void feed_round(struct inlint_audit *a, struct test *t, size_t n,
		       struct inlint_whatif_result *res, bool first)
{
	struct test **order = inlint_xcalloc(n + 1, sizeof(*order));

	for (size_t k = 0; k < n; k++)
		order[k] = &t[k];
	inlint_array_sort(order, n, sizeof(*order), by_unit);
	for (size_t k = 0; k < n; k++) {
		size_t at = (size_t)(order[k] - t);

		feed(a, &a->units[t[at].unit], t[at].j, &res[at], first);
		inlint_whatif_result_release(&res[at]);
	}
	free(order);
}

int inlint_audit_round(struct inlint_audit *a, bool first, char *err,
		       size_t errlen)
{
	struct test *t = NULL;
	long n = plan_round(a, first, &t, err, errlen);
	struct inlint_whatif_request *req;
	struct inlint_whatif_result *res;
	int ret;

	if (n < 0)
		return -1;
	req = inlint_xcalloc((size_t)n + 1, sizeof(*req));
	res = inlint_xcalloc((size_t)n + 1, sizeof(*res));
	for (long k = 0; k < n; k++)
		req[k] = (struct inlint_whatif_request){
			a->units[t[k].unit].tu,
			subset_path(a, &a->units[t[k].unit], t[k].j)};
	ret = n ? inlint_whatif_run(a->w, req, (size_t)n, res, err, errlen) : 0;
	if (!ret) {
		a->r.compiles += (unsigned)n;
		feed_round(a, t, (size_t)n, res, first);
	}
	free(req);
	free(res);
	free(t);
	return ret;
}

bool inlint_audit_searching(const struct inlint_audit *a)
{
	for (size_t i = 0; i < a->tus->n; i++)
		if (a->units[i].active)
			return true;
	return false;
}
