/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_hotness.c - whole-program hotness over merged records: entries down
 * a chain, a cycle that settles and one that is capped, cold roots, and an
 * external call joined to the TU that defines its callee. */
#include "check.h"
#include "fold.h"
#include "hotness.h"
#include "xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static struct inlint_model *tu(const char *src)
{
	struct inlint_model *m = inlint_model_create();

	m->source_file = inlint_strdup(src);
	return m;
}

static size_t fn(struct inlint_model *m, const char *name)
{
	struct inlint_function *f = inlint_model_add_function(m, name);

	f->file = inlint_strdup(m->source_file);
	f->linkage = inlint_strdup("static");
	f->size = 10;
	return m->n_functions - 1;
}

static void call(struct inlint_model *m, size_t caller, size_t callee,
		 double freq)
{
	struct inlint_call_site *cs = inlint_model_add_call_site(m);

	cs->caller = caller;
	cs->callee = callee;
	cs->frequency = freq;
	cs->kept = true;
}

static const struct inlint_report_fn *get(struct inlint_report *rep,
					  const char *name)
{
	const struct inlint_report_fn *f =
		inlint_report_find_fn(rep, name, NULL);

	CHECK(f != NULL);
	return f;
}

static struct inlint_report *merged(struct inlint_model **m, size_t n)
{
	struct inlint_report *rep = inlint_report_create();

	for (size_t i = 0; i < n; i++) {
		inlint_report_add(rep, m[i]);
		inlint_model_destroy(m[i]);
	}
	inlint_report_propagate(rep);
	return rep;
}

/* root -> mid (10x) -> leaf (10x); a cycle x <-> y at 0.5 entered once
 * settles at x = 1 / (1 - 0.25); one at 2x per entry would grow without
 * bound: its inner calls count once, as in LLVM's synthetic counts. */
static void test_chain_and_cycles(void)
{
	struct inlint_model *m = tu("a.c");
	size_t root = fn(m, "root"), mid = fn(m, "mid"), leaf = fn(m, "leaf");
	size_t x = fn(m, "x"), y = fn(m, "y"), p = fn(m, "p"), q = fn(m, "q");
	struct inlint_report *rep;

	call(m, root, mid, 10);
	call(m, mid, leaf, 10);
	call(m, root, x, 1);
	call(m, x, y, 0.5);
	call(m, y, x, 0.5);
	call(m, root, p, 1);
	call(m, p, q, 2);
	call(m, q, p, 2);
	rep = merged(&m, 1);
	CHECK_NEAR(get(rep, "root")->entry, 1, 0);
	CHECK(get(rep, "root")->root);
	CHECK(!get(rep, "mid")->root);
	CHECK_NEAR(get(rep, "leaf")->global, 100, 1e-9);
	CHECK(inlint_hotness_global_class(get(rep, "leaf")->global) ==
	      INLINT_HOTNESS_HOT);
	CHECK_NEAR(get(rep, "x")->entry, 4.0 / 3, 1e-6);
	CHECK_NEAR(get(rep, "y")->entry, 2.0 / 3, 1e-6);
	CHECK_NEAR(get(rep, "p")->entry, 1, 1e-9);
	CHECK_NEAR(get(rep, "q")->entry, 2, 1e-9);
	inlint_report_destroy(rep);
}

/* An __init function, a __cold one and a debugfs show handler each call a
 * helper 100 times per entry: the helpers are cold, a normal root's is
 * hot. */
static void test_cold_roots(void)
{
	struct inlint_model *m = tu("b.c");
	size_t init = fn(m, "setup"), cold = fn(m, "oops"),
	       show = fn(m, "show");
	size_t hot = fn(m, "tick");
	size_t h1 = fn(m, "h1"), h2 = fn(m, "h2"), h3 = fn(m, "h3"),
	       h4 = fn(m, "h4");
	struct inlint_external_call *xc;
	struct inlint_report *rep;

	m->functions[init].section = inlint_strdup(".init.text");
	m->functions[cold].attrs = INLINT_ATTR_COLD;
	m->functions[show].address_taken = true;
	xc = inlint_model_add_external_call(m);
	xc->callee = inlint_strdup("seq_printf");
	xc->caller = inlint_strdup("show");
	xc->frequency = 1;
	call(m, init, h1, 100);
	call(m, cold, h2, 100);
	call(m, show, h3, 100);
	call(m, hot, h4, 100);
	rep = merged(&m, 1);
	CHECK(get(rep, "setup")->cold_root);
	CHECK(get(rep, "oops")->cold_root);
	CHECK(get(rep, "show")->cold_root);
	CHECK(!get(rep, "tick")->cold_root);
	CHECK_NEAR(get(rep, "h1")->global, 0, 0);
	CHECK_NEAR(get(rep, "h2")->global, 0, 0);
	CHECK_NEAR(get(rep, "h3")->global, 0, 0);
	CHECK_NEAR(get(rep, "h4")->global, 100, 1e-9);
	CHECK_NEAR(get(rep, "show")->global, 0, 0);
	CHECK_NEAR(get(rep, "tick")->global, 1, 0);
	inlint_report_destroy(rep);
}

/* c.c's caller calls d.c's extern api 5 times per entry. */
static void test_external_call(void)
{
	struct inlint_model *m[2] = {tu("c.c"), tu("d.c")};
	size_t api = fn(m[1], "api"), user = fn(m[0], "user");
	struct inlint_external_call *xc;
	struct inlint_report *rep;

	(void)user;
	free(m[1]->functions[api].linkage);
	m[1]->functions[api].linkage = inlint_strdup("extern");
	xc = inlint_model_add_external_call(m[0]);
	xc->callee = inlint_strdup("api");
	xc->caller = inlint_strdup("user");
	xc->frequency = 5;
	rep = merged(m, 2);
	CHECK(!get(rep, "api")->root);
	CHECK_NEAR(get(rep, "api")->entry, 5, 1e-9);
	CHECK_NEAR(get(rep, "api")->global, 5, 1e-9);
	inlint_report_destroy(rep);
}

static void test_names(void)
{
	CHECK(inlint_hotness_debug_api("seq_printf"));
	CHECK(inlint_hotness_debug_api("debugfs_create_file"));
	CHECK(!inlint_hotness_debug_api("kmalloc"));
	CHECK(!inlint_hotness_debug_api(NULL));
	CHECK(inlint_section_cold(".init.text"));
	CHECK(inlint_section_cold(".exit.text"));
	CHECK(!inlint_section_cold(".noinstr.text"));
	CHECK(!inlint_section_cold(NULL));
	CHECK(inlint_hotness_global_class(0.01) == INLINT_HOTNESS_COLD);
	CHECK(inlint_hotness_global_class(1) == INLINT_HOTNESS_NORMAL);
	CHECK(inlint_hotness_global_class(60) == INLINT_HOTNESS_HOT);
}

int main(void)
{
	test_chain_and_cycles();
	test_cold_roots();
	test_external_call();
	test_names();
	return check_result();
}
