/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* model.c - allocation and naming for the plain model in model.h.
 * Growing arrays and the enum <-> record-name tables live here, once. */
#include "model.h"

#include "arena.h"
#include "array.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends one zeroed element to *arr, growing capacity by doubling when the
 * count reaches a power of two. */
static void *grow(void *arr, size_t *count, size_t elem)
{
	size_t n = *count;
	char *p = arr;

	if (n == 0 || (n & (n - 1)) == 0)
		p = inlint_xrealloc(p, (n ? 2 * n : 4) * elem);
	memset(p + n * elem, 0, elem);
	*count = n + 1;
	return p;
}

struct inlint_model *inlint_model_create(void)
{
	struct inlint_model *m = inlint_xcalloc(1, sizeof(*m));

	inlint_inliner_default(&m->inliner);
	return m;
}

char *inlint_model_strdup(struct inlint_model *m, const char *s)
{
	return m->strings ? inlint_arena_strdup(m->strings, s)
			  : inlint_strdup(s);
}

static void function_free_strings(struct inlint_function *f)
{
	for (size_t i = 0; i < f->n_inlined_into; i++) {
		free(f->inlined_into[i].caller);
		free(f->inlined_into[i].into);
	}
	free(f->name);
	free(f->file);
	free(f->linkage);
	free(f->section);
	free(f->macro);
	free(f->callee_size_from);
}

static void applied_free_strings(struct inlint_applied *a)
{
	free(a->function);
	free(a->file);
	free(a->caller);
	free(a->detail);
	free(a->effect);
}

static void recommendation_free_strings(struct inlint_recommendation *r)
{
	free(r->function);
	free(r->file);
	free(r->caller);
	free(r->reason);
	free(r->message);
	free(r->group);
	free(r->evidence);
}

static void model_free_strings(struct inlint_model *m)
{
	for (size_t i = 0; i < m->n_functions; i++)
		function_free_strings(&m->functions[i]);
	for (size_t i = 0; i < m->n_recommendations; i++)
		recommendation_free_strings(&m->recommendations[i]);
	for (size_t i = 0; i < m->n_information; i++)
		recommendation_free_strings(&m->information[i]);
	for (size_t i = 0; i < m->n_problems; i++)
		free(m->problems[i]);
	for (size_t i = 0; i < m->n_applied; i++)
		applied_free_strings(&m->applied[i]);
	for (size_t i = 0; i < m->n_external_calls; i++) {
		free(m->external_calls[i].callee);
		free(m->external_calls[i].caller);
	}
	free(m->decisions_file);
	free(m->source_file);
	free(m->target);
	free(m->compiler);
	free(m->producer);
	free(m->object);
	free(m->outcome_source);
	free(m->profile_format);
	free(m->sanitize);
}

void inlint_model_destroy(struct inlint_model *m)
{
	if (!m)
		return;
	if (m->strings)
		inlint_arena_destroy(m->strings);
	else
		model_free_strings(m);
	for (size_t i = 0; i < m->n_functions; i++)
		free(m->functions[i].inlined_into);
	free(m->external_calls);
	free(m->applied);
	free(m->functions);
	free(m->by_name);
	free(m->call_sites);
	free(m->recommendations);
	free(m->information);
	free(m->problems);
	free(m);
}

struct inlint_function *inlint_model_add_function(struct inlint_model *m,
						  const char *name)
{
	struct inlint_function *f;

	m->functions = grow(m->functions, &m->n_functions, sizeof(*f));
	f = &m->functions[m->n_functions - 1];
	f->name = inlint_model_strdup(m, name);
	return f;
}

struct inlint_call_site *inlint_model_add_call_site(struct inlint_model *m)
{
	m->call_sites =
		grow(m->call_sites, &m->n_call_sites, sizeof(*m->call_sites));
	return &m->call_sites[m->n_call_sites - 1];
}

struct inlint_recommendation *
inlint_model_add_recommendation(struct inlint_model *m)
{
	m->recommendations = grow(m->recommendations, &m->n_recommendations,
				  sizeof(*m->recommendations));
	return &m->recommendations[m->n_recommendations - 1];
}

struct inlint_recommendation *
inlint_model_add_information(struct inlint_model *m)
{
	m->information = grow(m->information, &m->n_information,
			      sizeof(*m->information));
	return &m->information[m->n_information - 1];
}

struct inlint_applied *inlint_model_add_applied(struct inlint_model *m)
{
	m->applied = grow(m->applied, &m->n_applied, sizeof(*m->applied));
	return &m->applied[m->n_applied - 1];
}

struct inlint_external_call *
inlint_model_add_external_call(struct inlint_model *m)
{
	m->external_calls = grow(m->external_calls, &m->n_external_calls,
				 sizeof(*m->external_calls));
	return &m->external_calls[m->n_external_calls - 1];
}

void inlint_model_add_problem(struct inlint_model *m, const char *fmt, ...)
{
	va_list ap;
	char buf[512];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	m->problems = grow(m->problems, &m->n_problems, sizeof(*m->problems));
	m->problems[m->n_problems - 1] = inlint_model_strdup(m, buf);
}

void inlint_model_add_inline_site(struct inlint_model *m,
				  struct inlint_function *f, const char *caller,
				  const char *into, unsigned line)
{
	struct inlint_inline_site *s;

	f->inlined_into = grow(f->inlined_into, &f->n_inlined_into, sizeof(*s));
	s = &f->inlined_into[f->n_inlined_into - 1];
	s->caller = inlint_model_strdup(m, caller);
	s->into = inlint_model_strdup(m, into);
	s->line = line;
}

static int cmp_name_entry(const void *a, const void *b)
{
	const struct inlint_name_entry *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->idx > y->idx) - (x->idx < y->idx);
}

static void index_names(struct inlint_model *m)
{
	size_t n = m->n_functions;

	free(m->by_name);
	m->by_name = inlint_xcalloc(n + 1, sizeof(*m->by_name));
	for (size_t i = 0; i < n; i++) {
		const char *name = m->functions[i].name;

		m->by_name[i] = (struct inlint_name_entry){name ? name : "", i};
	}
	inlint_array_sort(m->by_name, n, sizeof(*m->by_name), cmp_name_entry);
	m->n_by_name = n;
}

/* name[0..len) against a NUL-terminated s, as strcmp would order them. */
static int cmp_prefix(const char *s, const char *name, size_t len)
{
	int c = strncmp(s, name, len);

	return c ? c : s[len] != '\0';
}

long inlint_model_find_function_len(const struct inlint_model *cm,
				    const char *name, size_t len)
{
	/* The index is a cache: building it leaves the model's content as it
	 * is, so a lookup may build it on a model it was given as const. */
	struct inlint_model *m = (struct inlint_model *)cm;
	size_t lo = 0, hi;

	if (m->n_by_name != m->n_functions || (!m->by_name && m->n_functions))
		index_names(m);
	hi = m->n_by_name;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_prefix(m->by_name[mid].name, name, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < m->n_by_name &&
	    cmp_prefix(m->by_name[lo].name, name, len) == 0)
		return (long)m->by_name[lo].idx;
	return -1;
}

long inlint_model_find_function(const struct inlint_model *m, const char *name)
{
	return inlint_model_find_function_len(m, name, strlen(name));
}

long inlint_model_find_body(const struct inlint_model *m, const char *name)
{
	long idx = inlint_model_find_function(m, name);
	const char *dot = strchr(name, '.');

	if (idx < 0 && dot && dot != name)
		idx = inlint_model_find_function_len(m, name,
						     (size_t)(dot - name));
	return idx;
}

static const char *const hotness_names[] = {"cold", "normal", "hot"};
static const char *const outcome_names[] = {"unknown", "inlined", "out_of_line",
					    "partial", "removed"};
static const char *const action_names[] = {"none", "always_inline", "noinline",
					   "plain", "inline"};
static const char *const severity_names[] = {"note", "warning"};
static const char *const apply_status_names[] = {"applied", "unchanged",
						 "refused"};
static const char *const phase_names[] = {
	"compile",	   "thinlto-prelink", "thinlto-backend",
	"fulllto-prelink", "fulllto",
};
static const char *const inlining_names[] = {"normal", "hinted", "forced"};
static const char *const attr_names[INLINT_ATTR_COUNT] = {
	"always_inline",
	"noinline",
	"inline_hint",
	"cold",
	"hot",
	"optnone",
	"naked",
	"no_instrument",
	"constant_p",
	"opt_size",
	"min_size",
	"indirect_branch",
	"calls_returns_twice",
	"asm_immediate",
	"asserted",
};

#define NAMES_LEN(a) (sizeof(a) / sizeof((a)[0]))

static const char *name_of(const char *const *names, size_t n, unsigned v)
{
	return v < n ? names[v] : "unknown";
}

static int parse_name(const char *const *names, size_t n, const char *s)
{
	for (size_t i = 0; s && i < n; i++)
		if (strcmp(names[i], s) == 0)
			return (int)i;
	return -1;
}

const char *inlint_hotness_name(enum inlint_hotness h)
{
	return name_of(hotness_names, NAMES_LEN(hotness_names), h);
}

const char *inlint_outcome_name(enum inlint_outcome o)
{
	return name_of(outcome_names, NAMES_LEN(outcome_names), o);
}

const char *inlint_action_name(enum inlint_action a)
{
	return name_of(action_names, NAMES_LEN(action_names), a);
}

const char *inlint_severity_name(enum inlint_severity s)
{
	return name_of(severity_names, NAMES_LEN(severity_names), s);
}

const char *inlint_apply_status_name(enum inlint_apply_status s)
{
	return name_of(apply_status_names, NAMES_LEN(apply_status_names), s);
}

int inlint_apply_status_parse(const char *s)
{
	return parse_name(apply_status_names, NAMES_LEN(apply_status_names), s);
}

int inlint_hotness_parse(const char *s)
{
	return parse_name(hotness_names, NAMES_LEN(hotness_names), s);
}

int inlint_outcome_parse(const char *s)
{
	return parse_name(outcome_names, NAMES_LEN(outcome_names), s);
}

const char *inlint_phase_name(enum inlint_phase p)
{
	return name_of(phase_names, NAMES_LEN(phase_names), p);
}

int inlint_phase_parse(const char *s)
{
	return parse_name(phase_names, NAMES_LEN(phase_names), s);
}

const char *inlint_inlining_name(enum inlint_inlining i)
{
	return name_of(inlining_names, NAMES_LEN(inlining_names), i);
}

int inlint_inlining_parse(const char *s)
{
	return parse_name(inlining_names, NAMES_LEN(inlining_names), s);
}

bool inlint_phase_is_link(enum inlint_phase p)
{
	return p == INLINT_PHASE_THINLTO_BACKEND || p == INLINT_PHASE_FULLLTO;
}

int inlint_action_parse(const char *s)
{
	return parse_name(action_names, NAMES_LEN(action_names), s);
}

int inlint_severity_parse(const char *s)
{
	return parse_name(severity_names, NAMES_LEN(severity_names), s);
}

const char *inlint_attr_name(unsigned bit)
{
	for (unsigned i = 0; i < INLINT_ATTR_COUNT; i++)
		if (bit == 1u << i)
			return attr_names[i];
	return "unknown";
}

unsigned inlint_attr_parse(const char *s)
{
	int i = parse_name(attr_names, INLINT_ATTR_COUNT, s);

	return i < 0 ? 0 : 1u << i;
}

bool inlint_model_unoptimized(const struct inlint_model *m)
{
	bool optnone = false;

	for (size_t i = 0; i < m->n_functions; i++) {
		unsigned attrs = m->functions[i].attrs;

		if (!(attrs &
		      (INLINT_ATTR_OPTNONE | INLINT_ATTR_ALWAYS_INLINE)))
			return false;
		optnone |= attrs & INLINT_ATTR_OPTNONE;
	}
	return optnone;
}

bool inlint_section_cold(const char *section)
{
	static const char *const prefixes[] = {".init.", ".exit.", ".ref.",
					       ".text.unlikely"};

	for (size_t i = 0; section && i < sizeof(prefixes) / sizeof(*prefixes);
	     i++)
		if (strncmp(section, prefixes[i], strlen(prefixes[i])) == 0)
			return true;
	return false;
}

const char *inlint_function_annotation(const struct inlint_function *f)
{
	if (f->attrs & INLINT_ATTR_ALWAYS_INLINE)
		return "always_inline";
	if (f->attrs & INLINT_ATTR_NOINLINE)
		return "noinline";
	if (f->attrs & INLINT_ATTR_INLINE_HINT)
		return "inline";
	return "none";
}

const char *inlint_model_profile_format(const struct inlint_model *m)
{
	return m->has_profile ? m->profile_format : NULL;
}

bool inlint_model_profile_is(const struct inlint_model *m, const char *format)
{
	const char *have = inlint_model_profile_format(m);

	return have && !strcmp(have, format);
}
