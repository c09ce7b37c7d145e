/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget_fit.c - the kept set measured together: forced functions that
 * grow into each other (a chain) cost more together than alone. */
#include "budget_fit.h"

#include "xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Each round compiles every TU the set reaches once: the bound keeps a
 * whole subsystem's fit within a few rebuilds. */
#define FIT_ROUNDS 4
/* Rounds up to this one may take in recommendations the set did not
 * have; after it the set only shrinks, so that it comes to fit. */
#define FILL_ROUNDS 1
/* A shrink that came to nothing still aims lower, not without bound. */
#define MIN_FALL_RATE 0.25

static size_t kept_set(const struct inlint_report *rep, bool *in)
{
	size_t n = 0;

	for (size_t i = 0; i < rep->n_recs; i++) {
		in[i] = !rep->recs[i].information && !rep->recs[i].over_budget;
		n += in[i];
	}
	return n;
}

static int64_t bytes_in(const struct inlint_report_measured *m,
			const char *function)
{
	for (size_t k = 0; m && k < m->n_functions; k++)
		if (m->functions[k].function == function)
			return m->functions[k].bytes;
	return 0;
}

/* The set's costs as measured alone in configuration k (0 without
 * configurations): an unmeasured one's estimate, nothing for one that
 * configuration does not compile. */
static int64_t alone(const struct inlint_report *rep, const bool *in, size_t k)
{
	int64_t sum = 0;

	for (size_t i = 0; i < rep->n_recs; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];
		const struct inlint_report_measured *m =
			inlint_report_rec_measured(r, k);

		if (in[i])
			sum += m ? m->text_delta : r->measured ? 0 : r->cost;
	}
	return sum;
}

void inlint_budget_share_out(struct inlint_report *rep, const bool *in,
			     const struct inlint_report_measured *set,
			     size_t config, bool first)
{
	double *share = inlint_xcalloc(rep->n_recs + 1, sizeof(*share));
	double *changed = inlint_xcalloc(rep->n_recs + 1, sizeof(*changed));
	double assigned = 0, weight = 0, rest;
	size_t n = 0;

	for (size_t k = 0; k < set->n_functions; k++) {
		const struct inlint_report_bytes *f = &set->functions[k];
		double sum = 0;

		for (size_t i = 0; i < rep->n_recs; i++) {
			changed[i] =
				in[i] ? (double)llabs(bytes_in(
						inlint_report_rec_measured(
							&rep->recs[i], config),
						f->function))
				      : 0;
			sum += changed[i];
		}
		for (size_t i = 0; sum && i < rep->n_recs; i++)
			share[i] += (double)f->bytes * changed[i] / sum;
		assigned += sum ? (double)f->bytes : 0;
	}
	rest = (double)set->text_delta - assigned;
	for (size_t i = 0; i < rep->n_recs; i++)
		if (in[i]) {
			weight += fmax(share[i], 0);
			n++;
		}
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];

		if (!in[i])
			continue;
		share[i] += rest * (weight ? fmax(share[i], 0) / weight
					   : 1.0 / (double)n);
		if (first || llround(share[i]) > r->cost)
			r->cost = (int64_t)llround(share[i]);
		r->cost_source = INLINT_COST_TOGETHER;
	}
	free(changed);
	free(share);
}

void inlint_budget_expect_interaction(struct inlint_report *rep, const bool *in,
				      const struct inlint_report_measured *set,
				      double grown, size_t config, bool first)
{
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];
		const struct inlint_report_measured *m =
			inlint_report_rec_measured(r, config);
		bool shared = false;

		if (in[i] || r->cost_source == INLINT_COST_TOGETHER)
			continue;
		for (size_t k = 0; m && k < m->n_functions && !shared; k++)
			shared = bytes_in(set, m->functions[k].function) != 0;
		if (first || (shared ? grown : 1) > r->interaction)
			r->interaction = shared ? grown : 1;
	}
}

/* What share of the fall a shrink priced came true. A dropped member of
 * a chain takes with it less than its share: growth the combination made
 * went to it in part, and the rest of the chain still makes some. */
static double fall_rate(int64_t before, int64_t priced, int64_t after)
{
	if (priced >= before || after <= priced)
		return 1;
	return fmax((double)(before - after) / (double)(before - priced),
		    MIN_FALL_RATE);
}

int64_t inlint_budget_shrink_aim(int64_t before, int64_t priced,
				 int64_t measured, int64_t limit)
{
	double rate = fall_rate(before, priced, measured);
	double aim = (double)measured - (double)(measured - limit) / rate;

	return aim > 0 ? (int64_t)floor(aim) : 0;
}

static void report_round(const struct inlint_report *rep, size_t worst)
{
	const struct inlint_report_budget *bud = &rep->budget;

	fprintf(stderr,
		"inlint merge: budget round %zu: %zu kept, %+lld bytes "
		"together, %+lld alone, budget %lld",
		bud->rounds, bud->kept, (long long)bud->delta,
		(long long)bud->alone, (long long)bud->limit);
	if (rep->n_configs > 1)
		fprintf(stderr, " (most in %s)", rep->configs[worst].label);
	fputc('\n', stderr);
}

/* Configuration k's set measured: what it grew alone (sum, before any
 * cost is shared out) and together, its growth expected of those outside
 * the set, and its costs shared out (each recommendation keeps the
 * largest share any configuration gives it). */
static void weigh_set(struct inlint_report *rep, const bool *in,
		      const struct inlint_report_measured *set, int64_t sum,
		      size_t k)
{
	int64_t measured = set->text_delta;

	if (rep->n_configs) {
		rep->configs[k].delta = measured;
		rep->configs[k].alone = sum;
		rep->configs[k].together_tus = set->tus;
	}
	inlint_budget_expect_interaction(
		rep, in, set,
		sum > 0 && measured > sum ? (double)measured / (double)sum : 1,
		k, k == 0);
	inlint_budget_share_out(rep, in, set, k, k == 0);
}

/* The kept set compiled together on each engine; the budget's figures
 * are those of the configuration where it grew the text most. Returns 0,
 * or -1 with err set. */
static int measure_round(struct inlint_report *rep,
			 struct inlint_report_whatif *const *s, size_t n,
			 const bool *in, char *err, size_t errlen)
{
	struct inlint_report_budget *bud = &rep->budget;
	struct inlint_report_measured *set = inlint_xcalloc(n, sizeof(*set));
	int64_t *sum = inlint_xcalloc(n, sizeof(*sum));
	size_t k, worst = 0;
	int ret = 0;

	for (k = 0; k < n && !ret; k++) {
		char why[1536];

		ret = inlint_report_measure_set(rep, s[k], in, &set[k], why,
						sizeof(why));
		if (ret)
			inlint_report_config_error(rep, k, why, err, errlen);
		sum[k] = alone(rep, in, k);
		if (set[k].text_delta > set[worst].text_delta)
			worst = k;
	}
	if (!ret) {
		bud->delta = set[worst].text_delta;
		bud->together_tus = set[worst].tus;
		bud->alone = sum[worst];
		bud->rounds++;
		report_round(rep, worst);
		for (k = 0; k < n; k++)
			weigh_set(rep, in, &set[k], sum[k], k);
	}
	for (k = 0; k < n; k++)
		free(set[k].functions);
	free(sum);
	free(set);
	return ret;
}

int inlint_budget_fit(struct inlint_report *rep,
		      struct inlint_report_whatif *const *s, size_t n,
		      const struct inlint_budget_spec *b, char *err,
		      size_t errlen)
{
	struct inlint_report_budget *bud = &rep->budget;
	bool *in = inlint_xcalloc(rep->n_recs + 1, sizeof(*in));
	/* The last shrink: the set it began from measured before, and what
	 * it kept was priced at priced (0 and 0 before any). */
	int64_t before = 0, priced = 0;
	int ret = 0;

	for (size_t round = 0; round < FIT_ROUNDS && kept_set(rep, in);
	     round++) {
		int64_t measured;

		ret = measure_round(rep, s, n, in, err, errlen);
		if (ret)
			break;
		measured = bud->delta;
		if (measured <= bud->limit || round + 1 == FIT_ROUNDS)
			break;
		if (round < FILL_ROUNDS) {
			inlint_budget_apply(rep, b, NULL);
			continue;
		}
		inlint_budget_keep(rep, in,
				   inlint_budget_shrink_aim(before, priced,
							    measured,
							    bud->limit));
		before = measured;
		priced = bud->delta;
	}
	free(in);
	return ret;
}
