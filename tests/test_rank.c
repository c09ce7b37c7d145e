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

/* slot_lookup of slot.c, as one phase's record of src has it. */
static struct inlint_model *lto_record(const char *src, enum inlint_phase ph,
				       const char *linkage,
				       enum inlint_outcome outcome,
				       const char *into)
{
	struct inlint_model *m = inlint_model_create();
	struct inlint_function *f;

	m->source_file = inlint_strdup(src);
	m->phase = ph;
	f = inlint_model_add_function(m, "slot_lookup");
	f->file = inlint_strdup("slot.c");
	f->linkage = inlint_strdup(linkage);
	f->outcome = outcome;
	if (into)
		inlint_model_add_inline_site(m, f, into, into, 9);
	return m;
}

/* The link's records join the compile's in any order: the compile gives
 * linkage and TU, the link the outcome, and what only it inlined. */
static void check_link_join(const int *order)
{
	struct inlint_report *rep = inlint_report_create();
	struct inlint_model *ms[3] = {
		lto_record("slot.c", INLINT_PHASE_THINLTO_PRELINK, "extern",
			   INLINT_OUTCOME_OUT_OF_LINE, NULL),
		lto_record("slot.c", INLINT_PHASE_THINLTO_BACKEND, "extern",
			   INLINT_OUTCOME_OUT_OF_LINE, NULL),
		lto_record("table.c", INLINT_PHASE_THINLTO_BACKEND,
			   "available_externally", INLINT_OUTCOME_INLINED,
			   "table_sum"),
	};
	struct inlint_report_fn *f;

	for (int i = 0; i < 3; i++)
		inlint_report_add(rep, ms[order[i]]);
	inlint_report_join_link(rep);
	f = inlint_report_find_fn(rep, "slot_lookup", "slot.c");
	CHECK(rep->n_fns == 1 && f);
	CHECK(rep->records == 3 && rep->link_records == 2);
	if (f) {
		CHECK_STR(f->linkage, "extern");
		CHECK_STR(f->tu, "slot.c");
		CHECK(f->tus == 1);
		CHECK(inlint_report_fn_outcome(f) == INLINT_OUTCOME_PARTIAL);
		CHECK(f->inlined_into.n == 1 && f->at_link.n == 1);
		CHECK_STR(f->at_link.names[0], "table_sum");
	}
	for (int i = 0; i < 3; i++)
		inlint_model_destroy(ms[i]);
	inlint_report_destroy(rep);
}

static void test_link_join(void)
{
	static const int orders[][3] = {{0, 1, 2}, {2, 1, 0}, {1, 0, 2}};

	for (size_t i = 0; i < sizeof(orders) / sizeof(orders[0]); i++)
		check_link_join(orders[i]);
}

int main(void)
{
	test_score();
	test_fold();
	test_order();
	test_link_join();
	return check_result();
}
