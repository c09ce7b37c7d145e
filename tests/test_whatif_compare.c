// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_whatif_compare.c - what-if's comparison of two builds of one TU:
 * flips counted per (line, caller, callee) from kept calls, copies from the
 * text symbols as bloat -t folds them, IR sizes from the records. */
#include "array.h"
#include "check.h"
#include "objcalls.h"
#include "whatif.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* A record with three functions: alloc calls grab twice on line 10 and
 * once on line 12, free calls put on line 20. kept[i] says whether the
 * i-th of those four calls survives. */
static struct inlint_model *record(const bool kept[4], unsigned grab_size)
{
	static const struct {
		size_t caller, callee;
		unsigned line;
	} calls[] = {{0, 1, 10}, {0, 1, 10}, {0, 1, 12}, {3, 2, 20}};
	static const char *const names[] = {"alloc", "grab", "put", "free"};
	struct inlint_model *m = inlint_model_create();

	for (size_t i = 0; i < 4; i++) {
		struct inlint_function *f =
			inlint_model_add_function(m, names[i]);

		f->file = inlint_model_strdup(m, "mm/pool.c");
		f->final_size = i == 1 ? grab_size : 10;
	}
	for (size_t i = 0; i < 4; i++) {
		struct inlint_call_site *cs = inlint_model_add_call_site(m);

		cs->caller = calls[i].caller;
		cs->callee = calls[i].callee;
		cs->line = calls[i].line;
		cs->kept = kept[i];
		cs->inlined = !kept[i];
	}
	return m;
}

static void add_sym(struct inlint_symsizes *s, const char *name, uint64_t size,
		    char type)
{
	s->syms = inlint_xrealloc(s->syms, (s->n_syms + 1) * sizeof(*s->syms));
	s->syms[s->n_syms++] =
		(struct inlint_sym){inlint_strdup(name), size, type};
	s->cap = s->n_syms;
}

static void build_release(struct inlint_whatif_build *b)
{
	inlint_model_destroy(b->record);
	for (size_t i = 0; i < b->syms->n_syms; i++)
		free(b->syms->syms[i].name);
	free(b->syms->syms);
	free(b->syms);
}

static struct inlint_whatif_build build(const bool kept[4], unsigned grab_ir)
{
	struct inlint_whatif_build b = {
		.record = record(kept, grab_ir),
		.syms = inlint_xcalloc(1, sizeof(struct inlint_symsizes))};

	return b;
}

/* The same build twice: nothing changed. */
static void test_identical(void)
{
	const bool kept[4] = {true, true, false, true};
	struct inlint_whatif_build a = build(kept, 30), b = build(kept, 30);
	struct inlint_whatif_effect e = {0};

	add_sym(a.syms, "alloc", 100, 'T');
	add_sym(b.syms, "alloc", 100, 'T');
	inlint_whatif_compare(&a, &b, &e);
	CHECK(e.n_flips == 0);
	CHECK(e.n_copies == 0);
	CHECK(e.text_before == 100 && e.text_after == 100);
	CHECK(e.text_delta == 0);
	inlint_whatif_effect_release(&e);
	build_release(&a);
	build_release(&b);
}

/* Both calls of line 10 inlined, line 12's call now kept, put inlined:
 * three flips; grab's copy shrinks, a clone appears, put's copy goes,
 * data changes but does not count as text. */
static void test_flips_and_copies(void)
{
	const bool was[4] = {true, true, false, true};
	const bool now[4] = {false, false, true, false};
	struct inlint_whatif_build a = build(was, 30), b = build(now, 12);
	struct inlint_whatif_effect e = {0};

	add_sym(a.syms, "alloc", 100, 'T');
	add_sym(a.syms, "grab", 60, 't');
	add_sym(a.syms, "put", 8, 't');
	add_sym(a.syms, "table", 64, 'd');
	add_sym(b.syms, "alloc", 150, 'T');
	add_sym(b.syms, "grab", 20, 't');
	add_sym(b.syms, "grab.constprop.0", 16, 't');
	add_sym(b.syms, "table", 128, 'd');
	inlint_whatif_compare(&a, &b, &e);

	CHECK(e.n_flips == 3);
	if (e.n_flips == 3) {
		CHECK(e.flips[0].line == 10 && e.flips[0].calls == 2);
		CHECK(e.flips[0].now_inlined);
		CHECK_STR(e.flips[0].caller, "alloc");
		CHECK_STR(e.flips[0].callee, "grab");
		CHECK_STR(e.flips[0].file, "mm/pool.c");
		CHECK(e.flips[1].line == 12 && e.flips[1].calls == 1);
		CHECK(!e.flips[1].now_inlined);
		CHECK(e.flips[2].line == 20 && e.flips[2].now_inlined);
		CHECK_STR(e.flips[2].callee, "put");
	}
	/* Largest delta first: alloc +50, grab.constprop +16, put -8, grab
	 * -40. */
	CHECK(e.n_copies == 4);
	if (e.n_copies == 4) {
		CHECK_STR(e.copies[0].function, "alloc");
		CHECK(e.copies[0].delta_bytes == 50);
		CHECK_STR(e.copies[1].function, "grab.constprop");
		CHECK(!e.copies[1].in_old && e.copies[1].in_new);
		CHECK(e.copies[1].old_bytes == 0 &&
		      e.copies[1].new_bytes == 16);
		CHECK_STR(e.copies[2].function, "put");
		CHECK(e.copies[2].in_old && !e.copies[2].in_new);
		CHECK(e.copies[2].new_bytes == 0);
		CHECK_STR(e.copies[3].function, "grab");
		CHECK(e.copies[3].old_ir == 30 && e.copies[3].new_ir == 12);
		CHECK(e.copies[3].delta_ir == -18);
	}
	CHECK(e.text_before == 168 && e.text_after == 186);
	CHECK(e.text_delta == 18);
	inlint_whatif_effect_release(&e);
	CHECK(e.flips == NULL && e.n_copies == 0);
	build_release(&a);
	build_release(&b);
}

/* Calls as objects count them (caller, callee, calls), sorted. */
static struct inlint_objcalls *make_calls(const struct inlint_objcall *v,
					  size_t n)
{
	struct inlint_objcalls *c = inlint_xcalloc(1, sizeof(*c));

	c->v = inlint_xcalloc(n + 1, sizeof(*c->v));
	for (size_t i = 0; i < n; i++)
		c->v[c->n++] = (struct inlint_objcall){
			inlint_strdup(v[i].caller), inlint_strdup(v[i].callee),
			v[i].calls};
	return c;
}

static struct inlint_whatif_build calls_build(const struct inlint_objcall *v,
					      size_t n)
{
	return (struct inlint_whatif_build){
		.record = inlint_model_create(),
		.syms = inlint_xcalloc(1, sizeof(struct inlint_symsizes)),
		.calls = make_calls(v, n)};
}

/* Two builds measured from objects; the flips point into their calls. */
struct calls_pair {
	struct inlint_whatif_build was, now;
};

/* e, measured from objects whose calls were was and are now. */
static void compare_calls(struct calls_pair *p,
			  const struct inlint_objcall *was, size_t n_was,
			  const struct inlint_objcall *now, size_t n_now,
			  struct inlint_whatif_effect *e)
{
	p->was = calls_build(was, n_was);
	p->now = calls_build(now, n_now);
	p->now.built_by = "x86_64, gcc 12";
	inlint_whatif_compare(&p->was, &p->now, e);
}

static void calls_pair_release(struct calls_pair *p)
{
	inlint_objcalls_release(p->was.calls);
	inlint_objcalls_release(p->now.calls);
	free(p->was.calls);
	free(p->now.calls);
	build_release(&p->was);
	build_release(&p->now);
}

/* Measured from objects: zs_malloc called alloc_zspage's callees itself
 * (inlined), now calls alloc_zspage, which calls them: one flip, at line
 * 0; kmalloc's and memset's calls only moved, so they are no flips; a
 * callee whose calls went away everywhere is one. */
static void test_calls_from_objects(void)
{
	static const struct inlint_objcall was[] = {
		{"zs_malloc", "kmalloc", 2},
		{"zs_malloc", "memset", 1},
		{"zs_malloc", "stat_inc", 1}};
	static const struct inlint_objcall now[] = {
		{"alloc_zspage", "kmalloc", 2},
		{"alloc_zspage", "memset", 1},
		{"zs_malloc", "alloc_zspage", 1}};
	struct inlint_whatif_effect e = {.file = "mm/zsmalloc.c"};
	struct calls_pair p;

	compare_calls(&p, was, 3, now, 3, &e);
	CHECK(e.n_flips == 2);
	if (e.n_flips == 2) {
		CHECK_STR(e.flips[0].caller, "zs_malloc");
		CHECK_STR(e.flips[0].callee, "alloc_zspage");
		CHECK(!e.flips[0].now_inlined && e.flips[0].calls == 1);
		CHECK(e.flips[0].line == 0);
		CHECK_STR(e.flips[0].file, "mm/zsmalloc.c");
		CHECK_STR(e.flips[1].callee, "stat_inc");
		CHECK(e.flips[1].now_inlined);
	}
	CHECK_STR(e.built_by, "x86_64, gcc 12");
	inlint_whatif_effect_release(&e);
	calls_pair_release(&p);
}

static void add_copy(struct inlint_whatif_build *b, const char *name)
{
	struct inlint_symsizes *s = b->syms;

	s->syms = inlint_array_grow(s->syms, &s->cap, s->n_syms + 1,
				    sizeof(*s->syms));
	s->syms[s->n_syms++] =
		(struct inlint_sym){inlint_strdup(name), 64, 't'};
}

/* A body kept out of line takes its calls along into its new copy, and
 * brings them back when it is inlined again: lib/iov_iter.c's
 * __copy_from_iter, its __always_inline taken off (GCC). Its two callers
 * held its calls; the inlined copies were optimised apart (three calls
 * of rcu_unlock in one, one in the copy). Only copy_step's own calls
 * flip, either way. */
static void test_calls_taken_along_by_a_new_copy(void)
{
	static const struct inlint_objcall inlined[] = {
		{"copy_from_iter", "rcu_lock", 1},
		{"copy_from_iter", "rcu_unlock", 1},
		{"copy_from_iter_atomic", "rcu_lock", 1},
		{"copy_from_iter_atomic", "rcu_unlock", 3}};
	static const struct inlint_objcall kept[] = {
		{"copy_from_iter", "copy_step", 1},
		{"copy_from_iter_atomic", "copy_step", 1},
		{"copy_step", "rcu_lock", 1},
		{"copy_step", "rcu_unlock", 1}};
	struct inlint_whatif_effect e = {.file = "lib/iov_iter.c"};
	struct calls_pair p;

	for (int back = 0; back < 2; back++) {
		p.was = calls_build(back ? kept : inlined, 4);
		p.now = calls_build(back ? inlined : kept, 4);
		add_copy(back ? &p.was : &p.now, "copy_step");
		inlint_whatif_compare(&p.was, &p.now, &e);
		CHECK(e.n_flips == 2);
		for (size_t i = 0; i < e.n_flips; i++) {
			CHECK_STR(e.flips[i].callee, "copy_step");
			CHECK(e.flips[i].now_inlined == back);
		}
		inlint_whatif_effect_release(&e);
		calls_pair_release(&p);
	}
}

/* An extern function inlined into its callers keeps its copy: the calls
 * its body makes come into each caller with it and are no flips, as GCC's
 * vm_normal_page made `inline` showed ("flips 4 other call sites"). Of
 * unmap_range's two calls to print_bad_pte, the body holds one: GCC
 * duplicates calls in the copies it inlines (a tail duplicated), so the
 * body accounts for both. */
static void test_calls_brought_by_inlined_body(void)
{
	static const struct inlint_objcall was[] = {
		{"copy_range", "vm_page", 2},
		{"unmap_range", "vm_page", 1},
		{"vm_page", "print_bad_pte", 1}};
	static const struct inlint_objcall now[] = {
		{"copy_range", "print_bad_pte", 2},
		{"unmap_range", "print_bad_pte", 2},
		{"vm_page", "print_bad_pte", 1}};
	struct inlint_whatif_effect e = {.file = "mm/memory.c"};
	struct calls_pair p;

	compare_calls(&p, was, 3, now, 3, &e);
	CHECK(e.n_flips == 2);
	if (e.n_flips == 2) {
		CHECK_STR(e.flips[0].caller, "copy_range");
		CHECK_STR(e.flips[0].callee, "vm_page");
		CHECK(e.flips[0].now_inlined && e.flips[0].calls == 2);
		CHECK_STR(e.flips[1].caller, "unmap_range");
		CHECK_STR(e.flips[1].callee, "vm_page");
		CHECK(e.flips[1].now_inlined && e.flips[1].calls == 1);
	}
	inlint_whatif_effect_release(&e);
	calls_pair_release(&p);
}

int main(void)
{
	test_identical();
	test_flips_and_copies();
	test_calls_from_objects();
	test_calls_brought_by_inlined_body();
	test_calls_taken_along_by_a_new_copy();
	return check_result();
}
