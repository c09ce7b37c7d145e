/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_remarks.c - libFuzzer harness of clang's remark files read and joined
 * to a record, as inlint why does: inlint_remarks_read, then the verdicts,
 * on each call and over its copies. */
#include "fuzz_input.h"
#include "reason.h"
#include "verdict.h"

#include <stdio.h>
#include <stdlib.h>

/* A small fixed record: examples/pool's obj_malloc (function 0) and the
 * calls of it. */
static const char *const functions[] = {"obj_malloc", "pool_alloc",
					"pool_migrate"};
static const struct {
	size_t caller;
	unsigned line;
	enum inlint_hotness hotness;
} calls[] = {
	{1, 125, INLINT_HOTNESS_NORMAL},
	{1, 132, INLINT_HOTNESS_COLD},
	{2, 158, INLINT_HOTNESS_HOT},
};

static struct inlint_model *model;

static void build_model(void)
{
	model = inlint_model_create();
	model->source_file = inlint_model_strdup(model, "examples/pool/pool.c");
	for (size_t i = 0; i < sizeof(functions) / sizeof(functions[0]); i++)
		inlint_model_add_function(model, functions[i]);
	model->functions[0].linkage = inlint_model_strdup(model, "static");
	/* Its refusals stand only in the copies of it. */
	model->functions[2].outcome = INLINT_OUTCOME_INLINED;
	for (size_t i = 0; i < sizeof(calls) / sizeof(calls[0]); i++) {
		struct inlint_call_site *cs = inlint_model_add_call_site(model);

		cs->callee = 0;
		cs->caller = calls[i].caller;
		cs->line = calls[i].line;
		cs->hotness = calls[i].hotness;
	}
}

static void free_model(void)
{
	inlint_model_destroy(model);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	build_model();
	atexit(free_model);
	return 0;
}

/* Every remark has a verdict: the one on its own call. */
static void check_own_verdicts(const struct inlint_remarks *rs,
			       const struct inlint_verdicts *vs)
{
	char phrase[512];

	for (size_t i = 0; i < rs->n; i++) {
		const struct inlint_remark *r = &rs->v[i];

		if (!inlint_verdict_find(vs, r->callee, r->caller, r->line,
					 r->file)) {
			fprintf(stderr, "no verdict on %s in %s at %s:%u\n",
				r->callee, r->caller, r->file ? r->file : "?",
				r->line);
			abort();
		}
		inlint_reason_format(phrase, sizeof(phrase), r, NULL, NULL);
	}
}

/* A site's verdict over its copies: what it counts, it picked from. */
static void check_site(const struct inlint_verdicts *vs,
		       const struct inlint_call_site *cs)
{
	struct inlint_site_verdict v;
	char phrase[512];

	inlint_verdict_site(vs, model, cs, model->source_file, &v);
	if (!v.inlined != !v.n_inlined || (v.n_refused && !v.refused)) {
		fprintf(stderr, "site verdict at line %u counts %zu/%zu\n",
			cs->line, v.n_inlined, v.n_refused);
		abort();
	}
	if (v.refused)
		inlint_reason_format(phrase, sizeof(phrase), v.refused, model,
				     cs);
}

/* The record's call sites, looked up as inlint why looks them up. */
static void join_model(const struct inlint_verdicts *vs)
{
	char phrase[512];

	for (size_t i = 0; i < model->n_call_sites; i++) {
		const struct inlint_call_site *cs = &model->call_sites[i];
		const struct inlint_remark *r = inlint_verdict_find(
			vs, model->functions[cs->callee].name,
			model->functions[cs->caller].name, cs->line,
			model->source_file);

		if (r)
			inlint_reason_format(phrase, sizeof(phrase), r, model,
					     cs);
		check_site(vs, cs);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("pool.opt.yaml", data, size);
	struct inlint_remarks rs = {0};
	struct inlint_verdicts vs = {0};
	char err[512] = "";

	if (inlint_remarks_read(path, &rs, err, sizeof(err))) {
		inlint_fuzz_check_error(path, err);
	} else {
		inlint_verdicts_build(&vs, &rs);
		check_own_verdicts(&rs, &vs);
		join_model(&vs);
	}
	inlint_verdicts_release(&vs);
	inlint_remarks_release(&rs);
	return 0;
}
