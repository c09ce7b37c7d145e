/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_rank.c - the report's score and order, and the folding that feeds
 * them: one entry per recommendation over many TUs, hotness summed over
 * the TUs' call sites, extern callers counted once per TU. */
#include "check.h"
#include "rank.h"
#include "fold.h"
#include "report_yaml.h"
#include "xalloc.h"

#include <math.h>
#include <stdlib.h>

static void test_score(void)
{
	/* (1 + 3) x 92 x 0.7 */
	CHECK_NEAR(inlint_rank_score(3, 92, 0.7), 257.6, 1e-9);
	/* Uncalled: size x confidence; size 0 counts 1. */
	CHECK_NEAR(inlint_rank_score(0, 0, 0.5), 0.5, 1e-12);
	CHECK_NEAR(inlint_rank_frequency(NAN), 0, 0);
	CHECK_NEAR(inlint_rank_frequency(-1), 0, 0);
	CHECK_NEAR(inlint_rank_frequency(INFINITY), INLINT_RANK_MAX_FREQUENCY,
		   0);
	CHECK_NEAR(inlint_rank_frequency(2.5), 2.5, 0);
}

/* A TU with a header helper f called once at freq, advised the same way
 * in every TU, and an external call of ext. */
static struct inlint_model *tu(const char *src, double freq)
{
	struct inlint_model *m = inlint_model_create();
	struct inlint_function *f;
	struct inlint_call_site *cs;
	struct inlint_recommendation *r;
	struct inlint_external_call *x;

	m->source_file = inlint_strdup(src);
	f = inlint_model_add_function(m, "helper");
	f->file = inlint_strdup("include/h.h");
	f->linkage = inlint_strdup("static");
	f->size = 10;
	f = inlint_model_add_function(m, "user");
	f->file = inlint_strdup(src);
	f->linkage = inlint_strdup("extern");
	cs = inlint_model_add_call_site(m);
	cs->caller = 1;
	cs->callee = 0;
	cs->frequency = freq;
	cs->kept = true;
	r = inlint_model_add_recommendation(m);
	r->function = inlint_strdup("helper");
	r->file = inlint_strdup("include/h.h");
	r->reason = inlint_strdup("kept-out-of-line");
	r->action = INLINT_ACTION_ALWAYS_INLINE;
	r->confidence = 0.5;
	x = inlint_model_add_external_call(m);
	x->callee = inlint_strdup("ext");
	x->caller = inlint_strdup("user");
	x = inlint_model_add_external_call(m);
	x->callee = inlint_strdup("ext");
	x->caller = inlint_strdup("user");
	return m;
}

static void add_tu(struct inlint_report *rep, const char *src, double freq)
{
	struct inlint_model *m = tu(src, freq);

	inlint_report_add(rep, m);
	inlint_model_destroy(m);
}

static void test_fold(void)
{
	struct inlint_report *rep = inlint_report_create();
	struct inlint_model *def = inlint_model_create();
	struct inlint_function *f;
	struct inlint_report_extern *x;

	add_tu(rep, "a.c", 1.0);
	add_tu(rep, "b.c", 2.0);
	add_tu(rep, "c.c", INFINITY);
	def->source_file = inlint_strdup("ext.c");
	f = inlint_model_add_function(def, "ext");
	f->file = inlint_strdup("ext.c");
	f->linkage = inlint_strdup("extern");
	inlint_report_add(rep, def);
	inlint_model_destroy(def);
	inlint_report_rank(rep);

	CHECK(rep->records == 4);
	CHECK(rep->n_recs == 1);
	CHECK(rep->recs[0].tus == 3);
	/* (1 + 1 + 2 + 1000) x 10 x 0.5 */
	CHECK_NEAR(rep->recs[0].score, 5020, 1e-9);
	x = inlint_report_extern(rep, "ext");
	CHECK(x->fn != INLINT_HTAB_NONE);
	CHECK(x->calls == 6);
	CHECK(inlint_report_extern_callers(rep, x) == 3);
	inlint_report_destroy(rep);
}

static void test_order(void)
{
	struct inlint_report_rec r[3] = {
		{.function = "b", .file = "x.c", .score = 5, .tus = 1},
		{.function = "a", .file = "x.c", .score = 5, .tus = 2},
		{.function = "c", .file = "x.c", .score = 9, .tus = 1},
	};

	qsort(r, 3, sizeof(r[0]), inlint_rank_compare);
	CHECK_STR(r[0].function, "c");
	CHECK_STR(r[1].function, "a");
	CHECK_STR(r[2].function, "b");
}

int main(void)
{
	test_score();
	test_fold();
	test_order();
	return check_result();
}
