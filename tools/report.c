/* report.c - folding records into the merged report: one pass over each
 * record, hash tables keyed by interned strings, nothing kept of a record
 * but what the report itself holds. */
#include "report.h"

#include "rank.h"
#include "reason.h"
#include "record.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes room for one more element of *arr, doubling its capacity. */
static void *reserve(void *arr, size_t n, size_t *cap, size_t elem)
{
	if (n < *cap)
		return arr;
	*cap = *cap ? 2 * *cap : 64;
	return inlint_xrealloc(arr, *cap * elem);
}

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
	return rep;
}

void inlint_report_destroy(struct inlint_report *rep)
{
	if (!rep)
		return;
	for (size_t i = 0; i < rep->n_externs; i++)
		free(rep->externs[i].tus);
	free(rep->externs);
	free(rep->recs);
	free(rep->fns);
	free(rep->tu_names);
	free(rep->by_name);
	inlint_model_destroy(rep->decisions);
	inlint_htab_release(&rep->fn_index);
	inlint_htab_release(&rep->rec_index);
	inlint_htab_release(&rep->extern_index);
	inlint_intern_release(&rep->strings);
	free(rep);
}

size_t inlint_report_tu(struct inlint_report *rep, const char *name)
{
	rep->tu_names = reserve(rep->tu_names, rep->n_tus, &rep->cap_tu_names,
				sizeof(*rep->tu_names));
	rep->tu_names[rep->n_tus] = inlint_intern(&rep->strings, name);
	return rep->n_tus++;
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

/* name and file interned already. */
static size_t fn_lookup(const struct inlint_report *rep, const char *name,
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

	rep->fns =
		reserve(rep->fns, rep->n_fns, &rep->cap_fns, sizeof(*rep->fns));
	f = &rep->fns[rep->n_fns];
	memset(f, 0, sizeof(*f));
	f->name = inlint_intern(&rep->strings, name);
	f->file = inlint_intern(&rep->strings, file);
	f->last_tu = INLINT_HTAB_NONE;
	inlint_htab_insert(&rep->fn_index, fn_hash(f->name, f->file),
			   rep->n_fns);
	return &rep->fns[rep->n_fns++];
}

static size_t fold_function(struct inlint_report *rep,
			    const struct inlint_function *mf, size_t tu)
{
	const char *name = inlint_intern(&rep->strings, mf->name);
	const char *file = inlint_intern(&rep->strings, mf->file);
	size_t i = fn_lookup(rep, name, file);
	struct inlint_report_fn *f;

	if (i == INLINT_HTAB_NONE) {
		i = rep->n_fns;
		f = inlint_report_add_fn(rep, name, file);
		f->line = mf->line;
		f->linkage = inlint_intern(&rep->strings, mf->linkage);
		f->tu = rep->tu_names[tu];
	}
	f = &rep->fns[i];
	if (f->last_tu != tu) {
		f->last_tu = tu;
		f->tus++;
	}
	f->attrs |= mf->attrs;
	if (mf->size > f->size)
		f->size = mf->size;
	f->outcomes |= 1u << mf->outcome;
	f->recursive |= mf->recursive;
	f->variadic |= mf->variadic;
	f->address_taken |= mf->address_taken;
	for (size_t k = 0; k < mf->n_inlined_into; k++)
		inlint_name_list_add(
			&f->inlined_into,
			inlint_intern(&rep->strings, mf->inlined_into[k].into));
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

static void fold_call_site(struct inlint_report *rep,
			   struct inlint_report_fn *f, const char *caller,
			   const struct inlint_call_site *cs)
{
	f->call_sites++;
	f->kept += cs->kept;
	f->hot += cs->hotness == INLINT_HOTNESS_HOT;
	f->cold += cs->hotness == INLINT_HOTNESS_COLD;
	f->frequency += inlint_rank_frequency(cs->frequency);
	inlint_name_list_add(&f->callers, inlint_intern(&rep->strings, caller));
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

	rep->recs = reserve(rep->recs, rep->n_recs, &rep->cap_recs,
			    sizeof(*rep->recs));
	r = &rep->recs[rep->n_recs++];
	memset(r, 0, sizeof(*r));
	r->last_tu = INLINT_HTAB_NONE;
	return r;
}

static void fold_rec(struct inlint_report *rep,
		     const struct inlint_recommendation *mr, size_t tu)
{
	struct inlint_report_rec key = {
		.function = inlint_intern(&rep->strings, mr->function),
		.file = inlint_intern(&rep->strings, mr->file),
		.caller = inlint_intern(&rep->strings, mr->caller),
		.reason = inlint_intern(&rep->strings, mr->reason),
		.call_line = mr->caller ? mr->call_line : 0,
		.action = mr->action,
	};
	struct rec_key k = {rep, &key};
	uint64_t hash = rec_hash(&key);
	size_t i = inlint_htab_find(&rep->rec_index, hash, rec_eq, &k);
	struct inlint_report_rec *r;

	if (i == INLINT_HTAB_NONE) {
		inlint_htab_insert(&rep->rec_index, hash, rep->n_recs);
		r = inlint_report_add_rec(rep);
		*r = key;
		r->last_tu = INLINT_HTAB_NONE;
		r->line = mr->line;
		r->severity = mr->severity;
		r->message = inlint_intern(&rep->strings, mr->message);
		r->confidence = mr->confidence;
	} else {
		r = &rep->recs[i];
	}
	if (r->last_tu != tu) {
		r->last_tu = tu;
		r->tus++;
	}
	if (mr->confidence > r->confidence)
		r->confidence = mr->confidence;
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
	rep->externs = reserve(rep->externs, rep->n_externs, &rep->cap_externs,
			       sizeof(*rep->externs));
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
	x->tus = reserve(x->tus, x->n_tus, &x->cap_tus, sizeof(*x->tus));
	x->tus[x->n_tus++] = tu;
}

static void fold_external_call(struct inlint_report *rep,
			       const struct inlint_external_call *c, size_t tu)
{
	struct inlint_report_extern *x = inlint_report_extern(rep, c->callee);

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
	}
	qsort(rep->by_name, n, sizeof(*rep->by_name), cmp_decision);
}

static bool same_opt(const char *a, const char *b)
{
	return a && b ? strcmp(a, b) == 0 : a == b;
}

static bool decision_matches(const struct inlint_recommendation *d,
			     const struct inlint_applied *a)
{
	if (d->action != a->action || !same_opt(d->caller, a->caller))
		return false;
	if (d->caller && d->call_line != a->call_line)
		return false;
	return !d->file || !a->file || inlint_same_file(d->file, a->file);
}

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
		if (decision_matches(rd->d, a))
			rd->matched = true;
	}
}

/* ---- records ---- */

void inlint_report_add(struct inlint_report *rep, const struct inlint_model *m)
{
	size_t tu = inlint_report_tu(rep, m->source_file ? m->source_file
							 : "unknown");
	size_t *fn_of = inlint_xmalloc(m->n_functions * sizeof(*fn_of));

	rep->records++;
	if (!rep->target) {
		rep->target = inlint_intern(&rep->strings, m->target);
		rep->compiler = inlint_intern(&rep->strings, m->compiler);
	}
	for (size_t i = 0; i < m->n_functions; i++)
		fn_of[i] = fold_function(rep, &m->functions[i], tu);
	for (size_t i = 0; i < m->n_call_sites; i++) {
		const struct inlint_call_site *cs = &m->call_sites[i];

		fold_call_site(rep, &rep->fns[fn_of[cs->callee]],
			       m->functions[cs->caller].name, cs);
		fold_reason(rep, &rep->fns[fn_of[cs->callee]], m, cs);
	}
	for (size_t i = 0; i < m->n_recommendations; i++)
		fold_rec(rep, &m->recommendations[i], tu);
	for (size_t i = 0; i < m->n_external_calls; i++)
		fold_external_call(rep, &m->external_calls[i], tu);
	for (size_t i = 0; rep->decisions && i < m->n_applied; i++)
		match_applied(rep, &m->applied[i]);
	free(fn_of);
}

int inlint_report_add_records(struct inlint_report *rep,
			      const struct inlint_paths *p, char *err,
			      size_t errlen)
{
	for (size_t i = 0; i < p->n; i++) {
		struct inlint_model *m =
			inlint_record_read(p->v[i], err, errlen);

		if (!m)
			return -1;
		inlint_report_add(rep, m);
		inlint_model_destroy(m);
	}
	return 0;
}

void inlint_report_rank(struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];
		size_t f = fn_lookup(rep, r->function, r->file);
		double freq = f == INLINT_HTAB_NONE ? 0 : rep->fns[f].frequency;
		unsigned size = f == INLINT_HTAB_NONE ? 1 : rep->fns[f].size;

		r->score = inlint_rank_score(freq, size, r->confidence);
		if (f != INLINT_HTAB_NONE)
			r->compiler_reason = rep->fns[f].compiler_reason;
	}
	/* qsort must not be given the NULL of an empty list. */
	if (rep->n_recs)
		qsort(rep->recs, rep->n_recs, sizeof(*rep->recs),
		      inlint_rank_compare);
	/* The index holds positions from before the sort. */
	inlint_htab_release(&rep->rec_index);
}

/* ---- queries ---- */

static const char *skip_dot_slash(const char *s)
{
	while (s[0] == '.' && s[1] == '/')
		s += 2;
	return s;
}

/* True when the shorter path is the longer one's tail, whole components:
 * a patch says mm/memory.c where a record may say /src/linux/mm/memory.c. */
bool inlint_same_file(const char *a, const char *b)
{
	size_t la, lb;

	a = skip_dot_slash(a);
	b = skip_dot_slash(b);
	la = strlen(a);
	lb = strlen(b);
	if (la < lb) {
		const char *t = a;

		a = b;
		b = t;
		la = strlen(a);
		lb = strlen(b);
	}
	if (strcmp(a + la - lb, b) != 0)
		return false;
	return la == lb || a[la - lb - 1] == '/';
}

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
