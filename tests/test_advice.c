/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_advice.c - the rules of advice.c on hand-built models: each case is
 * one reviewer question (zsmalloc's helper, its slow path, a forced helper),
 * with the boundary where the rule must stop firing. */
#include "advice.h"
#include "check.h"
#include "xalloc.h"

#include <stdlib.h>

static size_t add_fn(struct inlint_model *m, const char *name,
		     const char *linkage, unsigned size, unsigned attrs,
		     enum inlint_outcome outcome)
{
	struct inlint_function *f = inlint_model_add_function(m, name);

	f->file = inlint_strdup("mm/pool.c");
	f->line = 10 + (unsigned)m->n_functions;
	f->linkage = inlint_strdup(linkage);
	f->size = size;
	f->attrs = attrs;
	f->outcome = outcome;
	return m->n_functions - 1;
}

/* A model as the plugin builds one from a module with debug info: the
 * functions have files and lines, and the rules may advise. */
static struct inlint_model *model_with_lines(void)
{
	struct inlint_model *m = inlint_model_create();

	m->has_debug_info = true;
	return m;
}

static void add_call(struct inlint_model *m, size_t caller, size_t callee,
		     unsigned line, double freq, enum inlint_hotness h,
		     bool inlined)
{
	struct inlint_call_site *cs = inlint_model_add_call_site(m);

	cs->caller = caller;
	cs->callee = callee;
	cs->line = line;
	cs->frequency = freq;
	cs->hotness = h;
	cs->inlined = inlined;
	cs->kept = !inlined;
}

/* The entry of a list for fn, or NULL (two for one fn fail). */
static const struct inlint_recommendation *
entry_for(const struct inlint_recommendation *v, size_t n, const char *fn)
{
	const struct inlint_recommendation *hit = NULL;

	for (size_t i = 0; i < n; i++) {
		if (strcmp(v[i].function, fn) != 0)
			continue;
		CHECK(hit == NULL);
		hit = &v[i];
	}
	return hit;
}

static bool is_information(const struct inlint_model *m, const char *fn)
{
	return entry_for(m->information, m->n_information, fn) != NULL;
}

/* The single entry for fn, recommendation or information, or NULL. */
static const struct inlint_recommendation *
advice_for(const struct inlint_model *m, const char *fn)
{
	const struct inlint_recommendation *r =
		entry_for(m->recommendations, m->n_recommendations, fn);
	const struct inlint_recommendation *i =
		entry_for(m->information, m->n_information, fn);

	CHECK(!r || !i);
	return r ? r : i;
}

static void check_advice(const struct inlint_model *m, const char *fn,
			 enum inlint_action action, const char *reason)
{
	const struct inlint_recommendation *r = advice_for(m, fn);

	CHECK(r != NULL);
	if (!r) {
		fprintf(stderr, "  no advice for %s\n", fn);
		return;
	}
	CHECK(r->action == action);
	CHECK_STR(r->reason, reason);
	CHECK(strncmp(r->message, fn, strlen(fn)) == 0);
	CHECK(r->confidence > 0 && r->confidence <= 1);
}

/* zs_malloc calling obj_malloc (kept out of line at a normal call) and
 * alloc_zspage (a cold single-caller slow path). */
static struct inlint_model *zsmalloc_model(void)
{
	struct inlint_model *m = model_with_lines();
	size_t zs_malloc = add_fn(m, "zs_malloc", "extern", 80, 0,
				  INLINT_OUTCOME_OUT_OF_LINE);
	size_t migrate = add_fn(m, "migrate_zspage", "static", 60, 0,
				INLINT_OUTCOME_OUT_OF_LINE);
	size_t obj_malloc = add_fn(m, "obj_malloc", "static", 70, 0,
				   INLINT_OUTCOME_OUT_OF_LINE);
	size_t alloc = add_fn(m, "alloc_zspage", "static", 120, 0,
			      INLINT_OUTCOME_OUT_OF_LINE);

	add_call(m, zs_malloc, obj_malloc, 120, 0.9995, INLINT_HOTNESS_NORMAL,
		 false);
	add_call(m, zs_malloc, alloc, 122, 0.0005, INLINT_HOTNESS_COLD, false);
	add_call(m, zs_malloc, obj_malloc, 126, 0.0005, INLINT_HOTNESS_COLD,
		 false);
	add_call(m, migrate, obj_malloc, 150, 32, INLINT_HOTNESS_NORMAL, false);
	return m;
}

static void test_zsmalloc_shape(void)
{
	struct inlint_model *m = zsmalloc_model();

	inlint_advise(m, false);

	check_advice(m, "obj_malloc", INLINT_ACTION_ALWAYS_INLINE,
		     "kept-out-of-line");
	CHECK(!is_information(m, "obj_malloc"));
	/* No profile: the static estimate, said in the message. */
	CHECK_STR(advice_for(m, "obj_malloc")->evidence, "static estimate");
	CHECK(strstr(advice_for(m, "obj_malloc")->message,
		     "[static estimate]"));
	CHECK(strstr(advice_for(m, "obj_malloc")->message, "3 call sites"));
	/* The hottest kept site is named: the loop in migrate_zspage. */
	CHECK(strstr(advice_for(m, "obj_malloc")->message,
		     "migrate_zspage:150"));
	check_advice(m, "alloc_zspage", INLINT_ACTION_NOINLINE,
		     "cold-slow-path");
	CHECK(strstr(advice_for(m, "alloc_zspage")->message,
		     "out of line in this build already"));
	CHECK(strstr(advice_for(m, "alloc_zspage")->message, "profile"));
	CHECK(advice_for(m, "zs_malloc") == NULL);
	inlint_model_destroy(m);
}

static void test_kept_out_of_line_bounds(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "caller", "extern", 50, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t big = add_fn(m, "too_big", "static", 136, 0,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t many = add_fn(m, "too_many", "static", 20, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t cold = add_fn(m, "only_cold", "static", 20, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t ext = add_fn(m, "exported", "extern", 20, 0,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t inl = add_fn(m, "inlined_everywhere", "static", 20, 0,
			    INLINT_OUTCOME_INLINED);

	add_call(m, caller, big, 1, 1, INLINT_HOTNESS_NORMAL, false);
	for (unsigned i = 0; i < 5; i++)
		add_call(m, caller, many, 2 + i, 1, INLINT_HOTNESS_NORMAL,
			 false);
	add_call(m, caller, cold, 8, 0.01, INLINT_HOTNESS_COLD, false);
	add_call(m, caller, ext, 9, 1, INLINT_HOTNESS_NORMAL, false);
	add_call(m, caller, inl, 10, 1, INLINT_HOTNESS_NORMAL, true);
	inlint_advise(m, false);
	CHECK(m->n_recommendations == 0);
	inlint_model_destroy(m);
}

/* The threshold a kept call got, or, for a hot call under an
 * instrumented profile, LLVM's cost-benefit analysis, which decides it
 * instead (a sample profile's hot call gets the hot threshold). */
static void test_kept_hot_call(const char *format, const char *want)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "rx_burst", "extern", 50, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t helper = add_fn(m, "parse_hdr", "static", 60, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);

	m->has_profile = true;
	m->profile_format = inlint_strdup(format);
	add_call(m, caller, helper, 20, 1, INLINT_HOTNESS_HOT, false);
	add_call(m, caller, helper, 30, 1, INLINT_HOTNESS_HOT, false);
	inlint_advise(m, false);
	check_advice(m, "parse_hdr", INLINT_ACTION_ALWAYS_INLINE,
		     "kept-out-of-line");
	CHECK(advice_for(m, "parse_hdr") &&
	      strstr(advice_for(m, "parse_hdr")->message, want));
	inlint_model_destroy(m);
}

static void test_forced(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "unmap_page_range", "extern", 200, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t entry = add_fn(m, "irqentry_enter", "extern", 30,
			      INLINT_ATTR_NOINLINE | INLINT_ATTR_NO_INSTRUMENT,
			      INLINT_OUTCOME_OUT_OF_LINE);
	size_t tiny = add_fn(m, "pte_flags", "static", 4,
			     INLINT_ATTR_ALWAYS_INLINE, INLINT_OUTCOME_INLINED);
	size_t single =
		add_fn(m, "zap_pte_range", "static", 150,
		       INLINT_ATTR_ALWAYS_INLINE, INLINT_OUTCOME_INLINED);
	size_t cold_single =
		add_fn(m, "cold_forced", "static", 30,
		       INLINT_ATTR_ALWAYS_INLINE, INLINT_OUTCOME_INLINED);
	size_t helper =
		add_fn(m, "ct_state", "static", 4, INLINT_ATTR_ALWAYS_INLINE,
		       INLINT_OUTCOME_INLINED);
	size_t big = add_fn(m, "big_forced", "static", 140,
			    INLINT_ATTR_ALWAYS_INLINE, INLINT_OUTCOME_INLINED);
	size_t rec = add_fn(m, "walk", "static", 30, INLINT_ATTR_ALWAYS_INLINE,
			    INLINT_OUTCOME_OUT_OF_LINE);

	m->functions[rec].recursive = true;
	add_call(m, caller, tiny, 5, 0.01, INLINT_HOTNESS_COLD, true);
	add_call(m, caller, single, 6, 1, INLINT_HOTNESS_NORMAL, true);
	add_call(m, caller, cold_single, 7, 0.001, INLINT_HOTNESS_COLD, true);
	add_call(m, entry, helper, 8, 1, INLINT_HOTNESS_NORMAL, true);
	for (unsigned i = 0; i < 5; i++)
		add_call(m, caller, big, 10 + i, 1, INLINT_HOTNESS_NORMAL,
			 true);
	add_call(m, caller, rec, 20, 1, INLINT_HOTNESS_NORMAL, false);
	inlint_advise(m, false);

	check_advice(m, "pte_flags", INLINT_ACTION_NONE,
		     "redundant-always-inline");
	check_advice(m, "zap_pte_range", INLINT_ACTION_NONE,
		     "redundant-always-inline");
	CHECK(strstr(advice_for(m, "zap_pte_range")->message,
		     "unmap_page_range:6"));
	CHECK(advice_for(m, "cold_forced") == NULL);
	check_advice(m, "ct_state", INLINT_ACTION_NONE,
		     "always-inline-required");
	CHECK(strstr(advice_for(m, "ct_state")->message, "irqentry_enter"));
	/* Required: changes nothing, so information. */
	CHECK(is_information(m, "ct_state"));
	check_advice(m, "big_forced", INLINT_ACTION_NONE,
		     "forced-inline-bloat");
	CHECK(strstr(advice_for(m, "big_forced")->message, "+560"));
	CHECK(advice_for(m, "big_forced")->severity == INLINT_SEVERITY_WARNING);
	check_advice(m, "walk", INLINT_ACTION_NONE, "cannot-inline");
	CHECK(advice_for(m, "irqentry_enter") == NULL);
	inlint_model_destroy(m);
}

static void test_never_inlinable(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "caller", "extern", 50, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t rec = add_fn(m, "page_sum", "static", 20, 0,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t var = add_fn(m, "log_fmt", "static", 20, 0,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t opt = add_fn(m, "debug_me", "static", 20, INLINT_ATTR_OPTNONE,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t ptr =
		add_fn(m, "stat_pages", "static", 3, INLINT_ATTR_INLINE_HINT,
		       INLINT_OUTCOME_OUT_OF_LINE);

	m->functions[rec].recursive = true;
	m->functions[var].variadic = true;
	m->functions[ptr].address_taken = true;
	add_call(m, caller, rec, 1, 1, INLINT_HOTNESS_NORMAL, false);
	add_call(m, caller, var, 2, 1, INLINT_HOTNESS_NORMAL, false);
	add_call(m, caller, opt, 3, 1, INLINT_HOTNESS_NORMAL, false);
	inlint_advise(m, false);
	check_advice(m, "page_sum", INLINT_ACTION_NONE, "cannot-inline");
	CHECK(strstr(advice_for(m, "page_sum")->message, "recursive"));
	CHECK(is_information(m, "page_sum"));
	check_advice(m, "log_fmt", INLINT_ACTION_NONE, "cannot-inline");
	CHECK(strstr(advice_for(m, "log_fmt")->message, "variadic"));
	check_advice(m, "debug_me", INLINT_ACTION_NONE, "cannot-inline");
	CHECK(strstr(advice_for(m, "debug_me")->message, "optnone"));
	check_advice(m, "stat_pages", INLINT_ACTION_NONE, "address-taken-only");
	CHECK(strstr(advice_for(m, "stat_pages")->message, "`inline`"));
	inlint_model_destroy(m);
}

/* At -O0 every function but the forced ones is optnone: the tiny forced
 * one is load-bearing there, the optnone one could be forced, and the
 * inliner whose choices the rules weigh never runs. */
static void test_unoptimized(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "gen_entropy", "extern", 50,
			       INLINT_ATTR_OPTNONE, INLINT_OUTCOME_OUT_OF_LINE);
	size_t tiny = add_fn(m, "fold_bits", "static", 4,
			     INLINT_ATTR_ALWAYS_INLINE, INLINT_OUTCOME_INLINED);
	size_t small = add_fn(m, "health_failure", "static", 8,
			      INLINT_ATTR_OPTNONE, INLINT_OUTCOME_OUT_OF_LINE);

	add_call(m, caller, tiny, 5, 31, INLINT_HOTNESS_NORMAL, true);
	add_call(m, caller, small, 6, 31, INLINT_HOTNESS_NORMAL, false);
	inlint_advise(m, false);
	CHECK(m->n_recommendations == 0 && m->n_information == 0);

	/* One function the optimiser may touch, and the rules speak. */
	m->functions[caller].attrs = 0;
	inlint_advise(m, false);
	check_advice(m, "fold_bits", INLINT_ACTION_NONE,
		     "redundant-always-inline");
	check_advice(m, "health_failure", INLINT_ACTION_NONE, "cannot-inline");
	inlint_model_destroy(m);
}

static void test_noinline_in_loop(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "checksum", "extern", 50, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t mix = add_fn(m, "mix", "static", 2, INLINT_ATTR_NOINLINE,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t once = add_fn(m, "once", "static", 2, INLINT_ATTR_NOINLINE,
			     INLINT_OUTCOME_OUT_OF_LINE);

	add_call(m, caller, mix, 40, 8, INLINT_HOTNESS_NORMAL, false);
	add_call(m, caller, once, 41, 1, INLINT_HOTNESS_NORMAL, false);
	inlint_advise(m, false);
	check_advice(m, "mix", INLINT_ACTION_NONE, "noinline-in-hot-loop");
	CHECK(strstr(advice_for(m, "mix")->message, "checksum:40"));
	CHECK(advice_for(m, "once") == NULL);
	inlint_model_destroy(m);
}

/* A wrapper and its body, both kept out of line: forcing only one leaves
 * a call, so both decisions carry the wrapper's group. */
static void test_chain(void)
{
	struct inlint_model *m = model_with_lines();
	size_t entry = add_fn(m, "xa_load", "extern", 40, 0,
			      INLINT_OUTCOME_OUT_OF_LINE);
	size_t wrap = add_fn(m, "xas_load", "static", 60, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t body = add_fn(m, "xas_descend", "static", 80, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t alone = add_fn(m, "xas_alone", "static", 30, 0,
			      INLINT_OUTCOME_OUT_OF_LINE);

	add_call(m, entry, wrap, 10, 1, INLINT_HOTNESS_NORMAL, false);
	add_call(m, wrap, body, 20, 4, INLINT_HOTNESS_NORMAL, false);
	add_call(m, entry, alone, 11, 1, INLINT_HOTNESS_NORMAL, false);
	inlint_advise(m, false);
	check_advice(m, "xas_load", INLINT_ACTION_ALWAYS_INLINE,
		     "kept-out-of-line");
	check_advice(m, "xas_descend", INLINT_ACTION_ALWAYS_INLINE,
		     "kept-out-of-line");
	CHECK_STR(advice_for(m, "xas_load")->group, "xas_load");
	CHECK_STR(advice_for(m, "xas_descend")->group, "xas_load");
	CHECK(advice_for(m, "xas_alone")->group == NULL);
	inlint_model_destroy(m);
}

/* A call that hands its caller's parameters on (inlined: a small
 * wrapper's), its constants killing through targets that guard insns. */
static void link_call(struct inlint_model *m, size_t caller, size_t callee,
		      unsigned through, unsigned insns, bool inlined)
{
	struct inlint_call_site *cs;

	add_call(m, caller, callee, 30 + (unsigned)m->n_call_sites, 1,
		 INLINT_HOTNESS_NORMAL, inlined);
	cs = &m->call_sites[m->n_call_sites - 1];
	cs->forwards = 1;
	cs->pruned_through = through;
	cs->pruned_through_insns = insns;
}

/* A template whose callers' constants kill enough branch targets gets
 * constant-args only when those guard a fortieth of its body. */
static void test_constant_args_fold(unsigned folds, bool advised)
{
	struct inlint_model *m = model_with_lines();
	size_t a = add_fn(m, "tx_fast", "extern", 20, 0,
			  INLINT_OUTCOME_OUT_OF_LINE);
	size_t t = add_fn(m, "tx_generic", "static", 400, 0,
			  INLINT_OUTCOME_OUT_OF_LINE);

	m->functions[t].deciding_params = 1;
	for (unsigned i = 0; i < 2; i++) {
		add_call(m, a, t, 50 + i, 1, INLINT_HOTNESS_NORMAL, false);
		m->call_sites[i].pruned = 3;
		m->call_sites[i].pruned_insns = folds + i;
	}
	inlint_advise(m, false);
	CHECK((advice_for(m, "tx_generic") != NULL) == advised);
	inlint_model_destroy(m);
}

/* A wrapper's constants reach a 900-instruction body through a flag that
 * skips nothing (net/core's __netif_receive_skb_one_core): no chain. A
 * pointer wrapper whose constants fold nothing in a chain that folds
 * joins it (DPDK's rte_ring_enqueue_burst over rte_ring_enqueue_burst_elem):
 * forced alone, that chain makes it a large call. */
static void test_chain_fold(void)
{
	struct inlint_model *m = model_with_lines();
	size_t rx = add_fn(m, "netif_rx", "extern", 20, 0,
			   INLINT_OUTCOME_OUT_OF_LINE);
	size_t one = add_fn(m, "rx_one", "static", 30, 0,
			    INLINT_OUTCOME_OUT_OF_LINE);
	size_t core = add_fn(m, "rx_core", "static", 900, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t user = add_fn(m, "ring_user", "extern", 20, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t ptrs = add_fn(m, "ring_enqueue_ptrs", "static", 3, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);
	size_t burst = add_fn(m, "ring_enqueue_burst", "static", 40, 0,
			      INLINT_OUTCOME_OUT_OF_LINE);
	size_t copy = add_fn(m, "ring_copy", "static", 600, 0,
			     INLINT_OUTCOME_OUT_OF_LINE);

	link_call(m, rx, one, 2, 0, true);
	link_call(m, rx, one, 2, 0, true);
	link_call(m, one, core, 0, 0, false);
	link_call(m, user, ptrs, 5, 0, true);
	link_call(m, ptrs, burst, 12, 700, true);
	link_call(m, user, burst, 12, 700, true);
	link_call(m, burst, copy, 0, 0, false);
	inlint_advise(m, false);
	CHECK(advice_for(m, "rx_one") == NULL);
	CHECK(advice_for(m, "rx_core") == NULL);
	check_advice(m, "ring_enqueue_burst", INLINT_ACTION_ALWAYS_INLINE,
		     "constant-args");
	check_advice(m, "ring_copy", INLINT_ACTION_ALWAYS_INLINE,
		     "constant-args");
	check_advice(m, "ring_enqueue_ptrs", INLINT_ACTION_ALWAYS_INLINE,
		     "constant-args");
	CHECK(strstr(advice_for(m, "ring_enqueue_ptrs")->message,
		     "ring_enqueue_burst is forced with a chain that folds") !=
	      NULL);
	inlint_model_destroy(m);
}

/* A forced helper from a header may be needed by another TU's noinstr
 * code: one TU does not call it redundant. Plain ops callbacks, only
 * called through pointers, get no note. */
static void test_header_and_callbacks(void)
{
	struct inlint_model *m = model_with_lines();
	size_t caller = add_fn(m, "zs_free", "extern", 50, 0,
			       INLINT_OUTCOME_OUT_OF_LINE);
	size_t atomic =
		add_fn(m, "atomic_read", "static", 3, INLINT_ATTR_ALWAYS_INLINE,
		       INLINT_OUTCOME_INLINED);
	size_t cb = add_fn(m, "zs_page_isolate", "static", 20, 0,
			   INLINT_OUTCOME_OUT_OF_LINE);

	m->source_file = inlint_strdup("mm/pool.c");
	free(m->functions[atomic].file);
	m->functions[atomic].file = inlint_strdup("./include/linux/atomic.h");
	m->functions[cb].address_taken = true;
	add_call(m, caller, atomic, 5, 1, INLINT_HOTNESS_NORMAL, true);
	inlint_advise(m, false);
	CHECK(m->n_recommendations == 0);
	inlint_model_destroy(m);
}

/* Without debug info a header's function looks like this file's: no
 * advice at all rather than advice a -g build would not give. */
static void test_no_debug_info(void)
{
	struct inlint_model *m = zsmalloc_model();

	m->has_debug_info = false;
	inlint_advise(m, false);
	CHECK(m->n_recommendations == 0);
	CHECK(m->n_information == 0);
	inlint_model_destroy(m);
}

int main(void)
{
	test_zsmalloc_shape();
	test_no_debug_info();
	test_kept_out_of_line_bounds();
	test_forced();
	test_kept_hot_call("InstrProf", "weighs a hot call by the cycles");
	test_kept_hot_call("SampleProfile", "threshold 3000 (hot call site)");
	test_never_inlinable();
	test_unoptimized();
	test_noinline_in_loop();
	test_chain();
	test_constant_args_fold(10, true);
	test_constant_args_fold(9, false);
	test_chain_fold();
	test_header_and_callbacks();
	return check_result();
}
