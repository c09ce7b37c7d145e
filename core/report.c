/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report.c - the merged report's tables: functions, recommendations and
 * extern functions, each indexed by interned strings. */
#include "report.h"

#include "array.h"
#include "paths.h"
#include "xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t hash_ptr(uint64_t h, const void *p)
{
	return inlint_hash_mix(h, (uint64_t)(uintptr_t)p);
}

struct inlint_report *inlint_report_create(void)
{
	struct inlint_report *rep = inlint_xcalloc(1, sizeof(*rep));

	inlint_intern_init(&rep->strings);
	inlint_htab_init(&rep->fn_index);
	inlint_htab_init(&rep->rec_index);
	inlint_htab_init(&rep->extern_index);
	inlint_inliner_default(&rep->inliner);
	return rep;
}

void inlint_report_measured_destroy(struct inlint_report_measured *m)
{
	if (m)
		free(m->functions);
	free(m);
}

const struct inlint_report_measured *
inlint_report_rec_measured(const struct inlint_report_rec *r, size_t k)
{
	return r->in_config ? r->in_config[k] : r->measured;
}

void inlint_report_rec_unmeasure(struct inlint_report_rec *r, size_t n_configs)
{
	if (!r->in_config)
		inlint_report_measured_destroy(r->measured);
	for (size_t k = 0; r->in_config && k < n_configs; k++)
		inlint_report_measured_destroy(r->in_config[k]);
	free(r->in_config);
	r->in_config = NULL;
	r->measured = NULL;
}

void inlint_report_destroy(struct inlint_report *rep)
{
	if (!rep)
		return;
	for (size_t i = 0; i < rep->n_externs; i++)
		free(rep->externs[i].tus);
	free(rep->externs);
	for (size_t i = 0; i < rep->n_recs; i++)
		inlint_report_rec_unmeasure(&rep->recs[i], rep->n_configs);
	free(rep->configs);
	free(rep->levels);
	free(rep->recs);
	free(rep->fns);
	free(rep->tu_names);
	free(rep->tu_objects);
	free(rep->edges);
	free(rep->copies);
	free(rep->inlines);
	free(rep->by_name);
	free(rep->problems);
	inlint_model_destroy(rep->decisions);
	inlint_htab_release(&rep->fn_index);
	inlint_htab_release(&rep->rec_index);
	inlint_htab_release(&rep->extern_index);
	inlint_intern_release(&rep->strings);
	free(rep);
}

const char *inlint_problem_unprefixed(const char *file, const char *problem)
{
	size_t n = file ? strlen(file) : 0;

	if (n && strncmp(problem, file, n) == 0 && problem[n] == ':' &&
	    problem[n + 1] == ' ')
		return problem + n + 2;
	return problem;
}

struct inlint_report_problem *
inlint_report_add_problem(struct inlint_report *rep, const char *file,
			  const char *problem)
{
	const char *text = inlint_intern(
		&rep->strings, inlint_problem_unprefixed(file, problem));
	struct inlint_report_problem *p;

	/* Few distinct texts: one decision file missing for a whole build
	 * is one problem in every record. */
	for (size_t i = 0; i < rep->n_problems; i++)
		if (rep->problems[i].text == text) {
			rep->problems[i].records++;
			return &rep->problems[i];
		}
	rep->problems =
		inlint_array_grow(rep->problems, &rep->cap_problems,
				  rep->n_problems + 1, sizeof(*rep->problems));
	p = &rep->problems[rep->n_problems++];
	*p = (struct inlint_report_problem){
		file ? inlint_intern(&rep->strings, file) : NULL, text, 1};
	return p;
}

bool inlint_report_covers(const struct inlint_report *rep, const char *file)
{
	for (size_t i = 0; i < rep->n_tus; i++)
		if (inlint_same_file(rep->tu_names[i], file))
			return true;
	for (size_t i = 0; i < rep->n_fns; i++) {
		const struct inlint_report_fn *f = &rep->fns[i];

		if ((f->file && inlint_same_file(f->file, file)) ||
		    (f->tu && inlint_same_file(f->tu, file)))
			return true;
	}
	return false;
}

size_t inlint_report_tu(struct inlint_report *rep, const char *name)
{
	rep->tu_names =
		inlint_array_grow(rep->tu_names, &rep->cap_tu_names,
				  rep->n_tus + 1, sizeof(*rep->tu_names));
	rep->tu_names[rep->n_tus] = inlint_intern(&rep->strings, name);
	rep->tu_objects =
		inlint_array_grow(rep->tu_objects, &rep->cap_tu_objects,
				  rep->n_tus + 1, sizeof(*rep->tu_objects));
	rep->tu_objects[rep->n_tus] = NULL;
	return rep->n_tus++;
}

struct inlint_report_edge *inlint_report_add_edge(struct inlint_report *rep)
{
	rep->edges = inlint_array_grow(rep->edges, &rep->cap_edges,
				       rep->n_edges + 1, sizeof(*rep->edges));
	memset(&rep->edges[rep->n_edges], 0, sizeof(*rep->edges));
	return &rep->edges[rep->n_edges++];
}

void inlint_report_add_copy(struct inlint_report *rep, size_t tu, size_t fn,
			    unsigned final_size)
{
	rep->copies =
		inlint_array_grow(rep->copies, &rep->cap_copies,
				  rep->n_copies + 1, sizeof(*rep->copies));
	rep->copies[rep->n_copies++] =
		(struct inlint_report_copy){tu, fn, final_size, 0, false};
	rep->fns[fn].copies++;
}

void inlint_report_add_inline(struct inlint_report *rep, size_t tu,
			      size_t callee, const char *into)
{
	rep->inlines =
		inlint_array_grow(rep->inlines, &rep->cap_inlines,
				  rep->n_inlines + 1, sizeof(*rep->inlines));
	rep->inlines[rep->n_inlines++] =
		(struct inlint_report_inline){tu, callee, into};
}

void inlint_name_list_add(struct inlint_name_list *l, const char *name)
{
	for (size_t i = 0; i < l->n; i++)
		if (l->names[i] == name)
			return;
	if (l->n < INLINT_REPORT_NAMES)
		l->names[l->n++] = name;
	else
		l->truncated = true;
}

void inlint_name_list_format(const struct inlint_name_list *l, char *buf,
			     size_t n)
{
	size_t used = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < l->n && used < n; i++)
		used += (size_t)snprintf(buf + used, n - used, "%s%s",
					 i ? ", " : "", l->names[i]);
	if (l->truncated && used < n)
		snprintf(buf + used, n - used, ", ...");
}

/* ---- functions ---- */

struct fn_key {
	const struct inlint_report *rep;
	const char *name, *file;
};

static bool fn_eq(const void *key, size_t idx)
{
	const struct fn_key *k = key;
	const struct inlint_report_fn *f = &k->rep->fns[idx];

	return f->name == k->name && f->file == k->file;
}

static uint64_t fn_hash(const char *name, const char *file)
{
	return hash_ptr(hash_ptr(0, name), file);
}

size_t inlint_report_fn_index(const struct inlint_report *rep, const char *name,
			      const char *file)
{
	struct fn_key k = {rep, name, file};

	return inlint_htab_find(&rep->fn_index, fn_hash(name, file), fn_eq, &k);
}

struct inlint_report_fn *inlint_report_add_fn(struct inlint_report *rep,
					      const char *name,
					      const char *file)
{
	struct inlint_report_fn *f;

	rep->fns = inlint_array_grow(rep->fns, &rep->cap_fns, rep->n_fns + 1,
				     sizeof(*rep->fns));
	f = &rep->fns[rep->n_fns];
	memset(f, 0, sizeof(*f));
	f->name = inlint_intern(&rep->strings, name);
	f->file = inlint_intern(&rep->strings, file);
	f->last_tu = INLINT_HTAB_NONE;
	inlint_htab_insert(&rep->fn_index, fn_hash(f->name, f->file),
			   rep->n_fns);
	return &rep->fns[rep->n_fns++];
}

/* ---- recommendations ---- */

struct rec_key {
	const struct inlint_report *rep;
	const struct inlint_report_rec *r;
};

static bool rec_eq(const void *key, size_t idx)
{
	const struct rec_key *k = key;
	const struct inlint_report_rec *a = k->r, *b = &k->rep->recs[idx];

	return a->function == b->function && a->file == b->file &&
	       a->action == b->action && a->reason == b->reason &&
	       a->caller == b->caller && a->call_line == b->call_line;
}

static uint64_t rec_hash(const struct inlint_report_rec *r)
{
	uint64_t h = hash_ptr(hash_ptr(0, r->function), r->file);

	h = hash_ptr(hash_ptr(h, r->reason), r->caller);
	return inlint_hash_mix(h, (uint64_t)r->action << 32 | r->call_line);
}

struct inlint_report_rec *inlint_report_add_rec(struct inlint_report *rep)
{
	struct inlint_report_rec *r;

	rep->recs = inlint_array_grow(rep->recs, &rep->cap_recs,
				      rep->n_recs + 1, sizeof(*rep->recs));
	r = &rep->recs[rep->n_recs++];
	memset(r, 0, sizeof(*r));
	r->last_tu = INLINT_HTAB_NONE;
	return r;
}

struct inlint_report_rec *
inlint_report_intern_rec(struct inlint_report *rep,
			 const struct inlint_report_rec *key, bool *added)
{
	struct rec_key k = {rep, key};
	uint64_t hash = rec_hash(key);
	size_t i = inlint_htab_find(&rep->rec_index, hash, rec_eq, &k);
	struct inlint_report_rec *r;

	*added = i == INLINT_HTAB_NONE;
	if (!*added)
		return &rep->recs[i];
	inlint_htab_insert(&rep->rec_index, hash, rep->n_recs);
	r = inlint_report_add_rec(rep);
	*r = *key;
	r->last_tu = INLINT_HTAB_NONE;
	return r;
}

/* ---- extern functions ---- */

struct extern_key {
	const struct inlint_report *rep;
	const char *name;
};

static bool extern_eq(const void *key, size_t idx)
{
	const struct extern_key *k = key;

	return k->rep->externs[idx].name == k->name;
}

struct inlint_report_extern *inlint_report_extern(struct inlint_report *rep,
						  const char *name)
{
	struct extern_key k = {rep, inlint_intern(&rep->strings, name)};
	uint64_t hash = hash_ptr(0, k.name);
	size_t i = inlint_htab_find(&rep->extern_index, hash, extern_eq, &k);
	struct inlint_report_extern *x;

	if (i != INLINT_HTAB_NONE)
		return &rep->externs[i];
	rep->externs =
		inlint_array_grow(rep->externs, &rep->cap_externs,
				  rep->n_externs + 1, sizeof(*rep->externs));
	x = &rep->externs[rep->n_externs];
	memset(x, 0, sizeof(*x));
	x->name = k.name;
	x->fn = INLINT_HTAB_NONE;
	inlint_htab_insert(&rep->extern_index, hash, rep->n_externs++);
	return x;
}

/* Records come one at a time, so a TU that calls twice is the last one. */
void inlint_report_extern_add_tu(struct inlint_report_extern *x, size_t tu)
{
	if (x->n_tus && x->tus[x->n_tus - 1] == tu)
		return;
	x->tus = inlint_array_grow(x->tus, &x->cap_tus, x->n_tus + 1,
				   sizeof(*x->tus));
	x->tus[x->n_tus++] = tu;
}

/* ---- queries ---- */

struct inlint_report_fn *inlint_report_find_fn(struct inlint_report *rep,
					       const char *name,
					       const char *file)
{
	for (size_t i = 0; i < rep->n_fns; i++) {
		struct inlint_report_fn *f = &rep->fns[i];

		if (strcmp(f->name, name) != 0)
			continue;
		if (!file || (f->file && inlint_same_file(f->file, file)))
			return f;
	}
	return NULL;
}

/* Unknown outcomes say nothing; removed (folded away) next to inlined is
 * still inlined; any mix of inlined and kept is partial. */
enum inlint_outcome inlint_report_fn_outcome(const struct inlint_report_fn *f)
{
	unsigned o = f->outcomes & ~(1u << INLINT_OUTCOME_UNKNOWN);
	unsigned in = 1u << INLINT_OUTCOME_INLINED;
	unsigned out = 1u << INLINT_OUTCOME_OUT_OF_LINE;
	unsigned part = 1u << INLINT_OUTCOME_PARTIAL;
	unsigned gone = 1u << INLINT_OUTCOME_REMOVED;

	if (!o)
		return INLINT_OUTCOME_UNKNOWN;
	if (o & part || ((o & in) && (o & out)))
		return INLINT_OUTCOME_PARTIAL;
	if (o & in)
		return INLINT_OUTCOME_INLINED;
	if (o & out)
		return INLINT_OUTCOME_OUT_OF_LINE;
	return o == gone ? INLINT_OUTCOME_REMOVED : INLINT_OUTCOME_UNKNOWN;
}

static const char *const cost_sources[] = {"none", "estimate", "objects",
					   "what-if", "what-if-together"};

const char *inlint_report_cost_source_name(enum inlint_cost_source s)
{
	return s < sizeof(cost_sources) / sizeof(cost_sources[0])
		       ? cost_sources[s]
		       : "none";
}

int inlint_report_cost_source_parse(const char *s)
{
	for (size_t i = 1; i < sizeof(cost_sources) / sizeof(cost_sources[0]);
	     i++)
		if (strcmp(s, cost_sources[i]) == 0)
			return (int)i;
	return -1;
}
