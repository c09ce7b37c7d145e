/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fold.c - folding records into the merged report: one pass over each
 * record, nothing kept of a record but what the report itself holds. */
#include "fold.h"

#include "applied_log.h"
#include "array.h"
#include "build_words.h"
#include "decision_conflict.h"
#include "hotness.h"
#include "rank.h"
#include "reason.h"
#include "record.h"
#include "verdict.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The entry of mf's function, added when new. A compile's record says the
 * function's line, linkage and TU; a link's only until a compile's does. */
static size_t fn_entry(struct inlint_report *rep,
		       const struct inlint_function *mf, size_t tu, bool link)
{
	const char *name = inlint_intern(&rep->strings, mf->name);
	const char *file = inlint_intern(&rep->strings, mf->file);
	size_t i = inlint_report_fn_index(rep, name, file);
	struct inlint_report_fn *f;

	if (i == INLINT_HTAB_NONE) {
		i = rep->n_fns;
		inlint_report_add_fn(rep, name, file);
	}
	f = &rep->fns[i];
	if (link ? !f->linkage : !f->tus) {
		f->line = mf->line;
		f->linkage = inlint_intern(&rep->strings, mf->linkage);
		f->tu = rep->tu_names[tu];
		f->section = inlint_intern(&rep->strings, mf->section);
	}
	return i;
}

/* unoptimized: the record is an -O0 compile's, whose optnone is the
 * build's (inlint_model_unoptimized): the function's never-inlinable
 * verdicts must not rest on it. */
static size_t fold_function(struct inlint_report *rep,
			    const struct inlint_function *mf, size_t tu,
			    bool unoptimized)
{
	size_t i = fn_entry(rep, mf, tu, false);
	struct inlint_report_fn *f = &rep->fns[i];
	const char *name = f->name;

	if (f->last_tu != tu) {
		f->last_tu = tu;
		f->tus++;
	}
	f->attrs |= unoptimized ? mf->attrs & ~INLINT_ATTR_OPTNONE : mf->attrs;
	if (mf->size > f->size)
		f->size = mf->size;
	if (mf->final_size > f->final_size)
		f->final_size = mf->final_size;
	f->outcomes |= 1u << mf->outcome;
	f->recursive |= mf->recursive;
	f->variadic |= mf->variadic;
	f->address_taken |= mf->address_taken;
	for (size_t k = 0; k < mf->n_inlined_into; k++) {
		const char *into =
			inlint_intern(&rep->strings, mf->inlined_into[k].into);

		inlint_name_list_add(&f->inlined_into, into);
		inlint_report_add_inline(rep, tu, i, into);
	}
	if (mf->outcome == INLINT_OUTCOME_OUT_OF_LINE ||
	    mf->outcome == INLINT_OUTCOME_PARTIAL)
		inlint_report_add_copy(rep, tu, i, mf->final_size);
	if (f->linkage && strcmp(f->linkage, "extern") == 0) {
		struct inlint_report_extern *x =
			inlint_report_extern(rep, name);

		if (x->fn == INLINT_HTAB_NONE)
			x->fn = i;
	}
	return i;
}

/* The hottest kept call of f that clang's remarks explain (the first of
 * equals): the one a reviewer asks about. */
static void fold_reason(struct inlint_report *rep, struct inlint_report_fn *f,
			const struct inlint_model *m,
			const struct inlint_call_site *cs)
{
	const struct inlint_function *caller = &m->functions[cs->caller];
	const char *file = caller->file ? caller->file : m->source_file;
	const struct inlint_remark *r;
	char phrase[512], text[1024];

	if (!rep->verdicts || !cs->kept ||
	    (f->compiler_reason && !(cs->frequency > f->reason_frequency)))
		return;
	r = inlint_verdict_find(rep->verdicts, m->functions[cs->callee].name,
				caller->name, cs->line, file);
	if (!r || r->inlined)
		return;
	if (inlint_reason_format(phrase, sizeof(phrase), r, m, cs))
		rep->costs_truncated = true;
	snprintf(text, sizeof(text), "%s:%u in %s: %s", file ? file : "?",
		 cs->line, caller->name, phrase);
	f->compiler_reason = inlint_intern(&rep->strings, text);
	f->reason_frequency = cs->frequency;
}

static void fold_call_site(struct inlint_report *rep, const size_t *fn_of,
			   const char *caller,
			   const struct inlint_call_site *cs)
{
	struct inlint_report_fn *f = &rep->fns[fn_of[cs->callee]];
	struct inlint_report_edge *e = inlint_report_add_edge(rep);

	e->caller = fn_of[cs->caller];
	e->callee = fn_of[cs->callee];
	e->line = cs->line;
	e->frequency = inlint_rank_frequency(cs->frequency);
	e->kept = cs->kept;
	inlint_hotness_note_call(rep, e->caller, f->name, e->frequency);
	f->call_sites++;
	f->kept += cs->kept;
	f->hot += cs->hotness == INLINT_HOTNESS_HOT;
	f->cold += cs->hotness == INLINT_HOTNESS_COLD;
	f->frequency += inlint_rank_frequency(cs->frequency);
	inlint_name_list_add(&f->callers, inlint_intern(&rep->strings, caller));
}

/* information: mr is from a record's information list. An entry that
 * some TU recommends stays a recommendation. */
static void fold_rec(struct inlint_report *rep,
		     const struct inlint_recommendation *mr, size_t tu,
		     bool information)
{
	struct inlint_report_rec key = {
		.function = inlint_intern(&rep->strings, mr->function),
		.file = inlint_intern(&rep->strings, mr->file),
		.caller = inlint_intern(&rep->strings, mr->caller),
		.reason = inlint_intern(&rep->strings, mr->reason),
		.call_line = mr->caller ? mr->call_line : 0,
		.action = mr->action,
	};
	bool added;
	struct inlint_report_rec *r =
		inlint_report_intern_rec(rep, &key, &added);

	if (added) {
		r->line = mr->line;
		r->severity = mr->severity;
		r->message = inlint_intern(&rep->strings, mr->message);
		r->confidence = mr->confidence;
		r->information = information;
	}
	r->information &= information;
	if (!r->group)
		r->group = inlint_intern(&rep->strings, mr->group);
	if (!r->evidence)
		r->evidence = inlint_intern(&rep->strings, mr->evidence);
	if (r->last_tu != tu) {
		r->last_tu = tu;
		r->tus++;
	}
	if (mr->confidence > r->confidence)
		r->confidence = mr->confidence;
}

static void fold_external_call(struct inlint_report *rep,
			       const struct inlint_model *m,
			       const size_t *fn_of,
			       const struct inlint_external_call *c, size_t tu)
{
	struct inlint_report_extern *x = inlint_report_extern(rep, c->callee);
	long caller = c->caller ? inlint_model_find_function(m, c->caller) : -1;

	if (caller >= 0) {
		struct inlint_report_edge *e = inlint_report_add_edge(rep);

		e->caller = fn_of[caller];
		e->callee = INLINT_HTAB_NONE;
		e->callee_name = x->name;
		e->line = c->line;
		e->frequency = inlint_rank_frequency(c->frequency);
		e->kept = true;
		inlint_hotness_note_call(rep, e->caller, x->name, e->frequency);
	}
	x->calls++;
	inlint_report_extern_add_tu(x, tu);
}

/* ---- decisions ---- */

static int cmp_decision(const void *a, const void *b)
{
	const struct inlint_report_decision *x = a, *y = b;

	return strcmp(x->d->function, y->d->function);
}

void inlint_report_set_decisions(struct inlint_report *rep, const char *file,
				 struct inlint_model *decisions)
{
	size_t n = decisions->n_recommendations;

	rep->decisions_file = inlint_intern(&rep->strings, file);
	rep->decisions = decisions;
	rep->by_name = inlint_xmalloc(n * sizeof(*rep->by_name));
	for (size_t i = 0; i < n; i++) {
		rep->by_name[i].d = &decisions->recommendations[i];
		rep->by_name[i].matched = false;
		rep->by_name[i].refused = NULL;
	}
	inlint_array_sort(rep->by_name, n, sizeof(*rep->by_name), cmp_decision);
}

/* A decision refused by every record that names it changes nothing in
 * the build, as one no record names. */
static void match_applied(struct inlint_report *rep,
			  const struct inlint_applied *a)
{
	size_t lo = 0, hi = rep->decisions->n_recommendations;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(rep->by_name[mid].d->function, a->function) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < rep->decisions->n_recommendations; i++) {
		struct inlint_report_decision *rd = &rep->by_name[i];

		if (strcmp(rd->d->function, a->function) != 0)
			break;
		if (!inlint_applied_logs(a, rd->d))
			continue;
		if (a->status != INLINT_APPLY_REFUSED)
			rd->matched = true;
		else if (!rd->refused)
			rd->refused = inlint_intern(&rep->strings,
						    a->detail ? a->detail : "");
	}
}

/* ---- the link's records ---- */

static bool is_imported_copy(const struct inlint_function *mf)
{
	return mf->linkage && strcmp(mf->linkage, "available_externally") == 0;
}

/* What the link did with one function: its own copy's outcome, and where
 * the copies a ThinLTO backend imported into other modules were inlined.
 * Until a compile's record names it, the link's facts stand in. */
static void fold_link_function(struct inlint_report *rep,
			       const struct inlint_function *mf, size_t tu)
{
	size_t i = fn_entry(rep, mf, tu, true);
	struct inlint_report_fn *f = &rep->fns[i];

	f->linked = true;
	for (size_t k = 0; k < mf->n_inlined_into; k++)
		inlint_name_list_add(
			&f->link_inlined_into,
			inlint_intern(&rep->strings, mf->inlined_into[k].into));
	if (!is_imported_copy(mf))
		f->link_outcomes |= 1u << mf->outcome;
	else if (mf->n_inlined_into)
		f->link_outcomes |= 1u << INLINT_OUTCOME_INLINED;
}

/* The link's outcome replaces the compile's; at_link keeps what only the
 * link inlined (across files, or where the compile did not). */
static void join_link(struct inlint_report_fn *f)
{
	struct inlint_name_list compiled = f->inlined_into;

	if (!f->linked)
		return;
	for (size_t k = 0; k < f->link_inlined_into.n; k++) {
		const char *into = f->link_inlined_into.names[k];
		bool before = false;

		for (size_t j = 0; j < compiled.n; j++)
			before |= compiled.names[j] == into;
		if (!before)
			inlint_name_list_add(&f->at_link, into);
	}
	f->outcomes = f->link_outcomes;
	f->inlined_into = f->link_inlined_into;
}

void inlint_report_join_link(struct inlint_report *rep)
{
	for (size_t i = 0; rep->link_records && i < rep->n_fns; i++)
		join_link(&rep->fns[i]);
}

/* ---- records ---- */

/* The records of levels[i]'s words, whichever the other flags. */
static size_t records_worded(const struct inlint_report *rep, size_t i)
{
	size_t n = 0;

	for (size_t j = 0; j < rep->n_levels; j++)
		if (rep->levels[j].link == rep->levels[i].link &&
		    !strcmp(rep->levels[j].words, rep->levels[i].words))
			n += rep->levels[j].records;
	return n;
}

/* One more record of m's level. A build compiles a few TUs at another
 * level whatever its own (the kernel's lib/lz4 at -O3, arm64's kernel/pi
 * at -Os): the report speaks for the level most of its records share.
 * The compiles' records speak for the build; an LTO link's only when
 * there are none (ccache hits write none), as its flags are the
 * linker's. */
static void vote_level(struct inlint_report *rep, const struct inlint_model *m)
{
	bool link = inlint_phase_is_link(m->phase), of_link;
	char words[INLINT_LEVEL_WORDS_MAX];
	size_t i, most = SIZE_MAX, voters;

	inlint_model_level(m, words, sizeof(words));
	for (i = 0; i < rep->n_levels; i++)
		if (rep->levels[i].link == link &&
		    !strcmp(rep->levels[i].words, words) &&
		    inlint_inliner_equal(&rep->levels[i].inliner, &m->inliner))
			break;
	if (i == rep->n_levels) {
		rep->levels = inlint_xrealloc(rep->levels,
					      (i + 1) * sizeof(*rep->levels));
		rep->levels[i] = (struct inlint_report_level){
			inlint_intern(&rep->strings, words), m->inliner, 0,
			link};
		rep->n_levels++;
	}
	rep->levels[i].records++;
	of_link = rep->records == rep->link_records;
	voters = of_link ? rep->link_records : rep->records - rep->link_records;
	rep->level = NULL;
	for (i = 0; i < rep->n_levels; i++) {
		if (rep->levels[i].link != of_link)
			continue;
		if (2 * records_worded(rep, i) > voters &&
		    *rep->levels[i].words)
			rep->level = rep->levels[i].words;
		if (most == SIZE_MAX ||
		    rep->levels[i].records > rep->levels[most].records)
			most = i;
	}
	rep->inliner = rep->levels[most].inliner;
}

/* The target and compiler of the build, from its first record. */
static void name_build(struct inlint_report *rep, const struct inlint_model *m)
{
	if (rep->target)
		return;
	rep->target = inlint_intern(&rep->strings, m->target);
	rep->compiler = inlint_intern(&rep->strings, m->compiler);
}

/* A link's record gives outcomes, and the build's words only where no
 * compile's record does (vote_level): its call sites, hotness and advice
 * are the compile's again, seen after importing, and the compile's record
 * keeps those. */
static void fold_link(struct inlint_report *rep, const struct inlint_model *m)
{
	size_t tu = inlint_report_tu(rep, m->source_file ? m->source_file
							 : "unknown");

	rep->records++;
	rep->link_records++;
	name_build(rep, m);
	vote_level(rep, m);
	for (size_t i = 0; i < m->n_functions; i++)
		fold_link_function(rep, &m->functions[i], tu);
}

void inlint_report_add(struct inlint_report *rep, const struct inlint_model *m)
{
	size_t tu, *fn_of;
	bool unoptimized;

	if (inlint_phase_is_link(m->phase)) {
		fold_link(rep, m);
		return;
	}
	tu = inlint_report_tu(rep, m->source_file ? m->source_file : "unknown");
	fn_of = inlint_xmalloc(m->n_functions * sizeof(*fn_of));
	rep->records++;
	rep->has_profile |= m->has_profile;
	if (inlint_model_profile_format(m) && !rep->profile_format)
		rep->profile_format =
			inlint_intern(&rep->strings, m->profile_format);
	rep->tu_objects[tu] = inlint_intern(&rep->strings, m->object);
	name_build(rep, m);
	vote_level(rep, m);
	unoptimized = inlint_model_unoptimized(m);
	for (size_t i = 0; i < m->n_functions; i++)
		fn_of[i] =
			fold_function(rep, &m->functions[i], tu, unoptimized);
	for (size_t i = 0; i < m->n_call_sites; i++) {
		const struct inlint_call_site *cs = &m->call_sites[i];

		fold_call_site(rep, fn_of, m->functions[cs->caller].name, cs);
		fold_reason(rep, &rep->fns[fn_of[cs->callee]], m, cs);
	}
	for (size_t i = 0; i < m->n_recommendations; i++)
		fold_rec(rep, &m->recommendations[i], tu, false);
	for (size_t i = 0; i < m->n_information; i++)
		fold_rec(rep, &m->information[i], tu, true);
	for (size_t i = 0; i < m->n_external_calls; i++)
		fold_external_call(rep, m, fn_of, &m->external_calls[i], tu);
	for (size_t i = 0; rep->decisions && i < m->n_applied; i++)
		match_applied(rep, &m->applied[i]);
	free(fn_of);
}

/* A report speaks for one build: a record of another compiler or
 * architecture (a directory that two builds wrote into) would put its
 * advice under the first record's build. */
static int same_build(const struct inlint_report *rep,
		      const struct inlint_model *m, const char *label,
		      char *err, size_t errlen)
{
	char first[160], other[160];

	if (!rep->first_record || inlint_build_same(rep->target, rep->compiler,
						    m->target, m->compiler))
		return 0;
	inlint_build_words(rep->target, rep->compiler, NULL, NULL, first,
			   sizeof(first));
	inlint_build_words(m->target, m->compiler, NULL, NULL, other,
			   sizeof(other));
	snprintf(err, errlen,
		 "%s: a record of %s, but %s is one of %s: a report speaks "
		 "for one build; give each build's records apart",
		 label, other, rep->first_record, first);
	return -1;
}

int inlint_report_add_record(struct inlint_report *rep,
			     const struct inlint_model *m, const char *label,
			     char *err, size_t errlen)
{
	if (same_build(rep, m, label, err, errlen))
		return -1;
	inlint_report_add(rep, m);
	if (!rep->first_record && !inlint_phase_is_link(m->phase))
		rep->first_record = inlint_intern(&rep->strings, label);
	for (size_t k = 0; k < m->n_problems; k++)
		inlint_report_add_problem(
			rep, m->source_file ? m->source_file : label,
			m->problems[k]);
	return 0;
}

static int add_one(void *rep, struct inlint_model *m, const char *label,
		   char *err, size_t errlen)
{
	int ret = inlint_report_add_record(rep, m, label, err, errlen);

	inlint_model_destroy(m);
	return ret;
}

int inlint_report_add_records(struct inlint_report *rep,
			      struct inlint_record_inputs *in, char *err,
			      size_t errlen)
{
	for (size_t i = 0; i < in->paths.n; i++)
		if (inlint_record_inputs_read(in, i, add_one, rep, err,
					      errlen) < 0)
			return -1;
	inlint_report_join_link(rep);
	return 0;
}

/* A call-site recommendation's own call's global frequency (its sum over
 * the TUs), or the function's. */
static double rec_global(const struct inlint_report *rep,
			 const struct inlint_report_rec *r, size_t f)
{
	double sum = 0;
	bool found = false;

	if (!r->caller)
		return rep->fns[f].global;
	for (size_t i = 0; i < rep->n_edges; i++) {
		const struct inlint_report_edge *e = &rep->edges[i];

		if (e->callee == f && e->line == r->call_line &&
		    rep->fns[e->caller].name == r->caller) {
			sum += e->global;
			found = true;
		}
	}
	return found ? sum : rep->fns[f].global;
}

/* Two TUs may advise one function (a header's static) differently: cold
 * in one, on a chain in another. A report's decisions apply to every TU,
 * so of two that conflict one goes to the information list, saying so:
 * an always_inline wins, since a function that some TU should inline is
 * no slow path across the build, nor is its forcing redundant there;
 * else the higher-ranked. */
static void yield_conflicts(struct inlint_report *rep)
{
	size_t n = rep->n_recs, k = 0;
	struct inlint_recommendation *d = inlint_xcalloc(n + 1, sizeof(*d));
	size_t *at = inlint_xcalloc(n + 1, sizeof(*at));
	bool *yields = inlint_xcalloc(n + 1, sizeof(*yields));
	char msg[1024];

	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++) {
			const struct inlint_report_rec *r = &rep->recs[i];

			/* Information is never applied: it conflicts with
			 * nothing. */
			if (r->information ||
			    (r->action == INLINT_ACTION_ALWAYS_INLINE) != !pass)
				continue;
			at[k] = i;
			d[k++] = (struct inlint_recommendation){
				.function = (char *)r->function,
				.file = (char *)r->file,
				.caller = (char *)r->caller,
				.call_line = r->call_line,
				.action = r->action};
		}
	if (inlint_decisions_yield(d, k, yields))
		for (size_t j = 0; j < k; j++) {
			struct inlint_report_rec *r = &rep->recs[at[j]];

			if (!yields[j])
				continue;
			snprintf(msg, sizeof(msg),
				 "%s — not a decision: another TU's advice "
				 "for %s conflicts with it and wins",
				 r->message, r->function);
			r->message = inlint_intern(&rep->strings, msg);
			r->information = true;
		}
	free(yields);
	free(at);
	free(d);
}

void inlint_report_rank(struct inlint_report *rep)
{
	const char *evidence = inlint_intern(
		&rep->strings, rep->has_profile ? "profile frequencies, global"
						: "static estimate, global");

	inlint_report_propagate(rep);
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];
		size_t f = inlint_report_fn_index(rep, r->function, r->file);
		double global =
			f == INLINT_HTAB_NONE ? 0 : rec_global(rep, r, f);
		unsigned size = r->measured
					? inlint_rank_measured_size(r->measured)
				: f == INLINT_HTAB_NONE ? 1
							: rep->fns[f].size;

		r->global = global;
		r->global_hotness = inlint_hotness_global_class(global);
		r->evidence = evidence;
		r->score = inlint_rank_score(global, size, r->confidence);
		if (f != INLINT_HTAB_NONE)
			r->compiler_reason = rep->fns[f].compiler_reason;
	}
	inlint_array_sort(rep->recs, rep->n_recs, sizeof(*rep->recs),
			  inlint_rank_compare);
	/* The index holds positions from before the sort. */
	inlint_htab_release(&rep->rec_index);
	yield_conflicts(rep);
}
