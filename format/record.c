/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* record.c - the inlint/1 YAML record (docs/RECORD.md): the model out through
 * libyaml's emitter, written atomically, back in through yaml_in's events. */
#include "record.h"

#include "decision_conflict.h"
#include "inline_compat.h"

#include "arena.h"
#include "model_out.h"
#include "yaml_in.h"
#include "version.h"
#include "yaml_out.h"
#include "xalloc.h"

#include <yaml.h>

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct emitter;
struct reader;

/* How a key's value is stored in its struct. */
enum kind {
	K_STR,	    /* char *, written as ~ when NULL */
	K_OPT_STR,  /* char *, key left out when NULL */
	K_UINT,	    /* unsigned */
	K_INT,	    /* int */
	K_SIZE,	    /* size_t */
	K_U64,	    /* unsigned long long: profile counts */
	K_DOUBLE,   /* double, %.6g */
	K_BOOL,	    /* bool */
	K_HOTNESS,  /* enum inlint_hotness */
	K_OUTCOME,  /* enum inlint_outcome */
	K_ACTION,   /* enum inlint_action */
	K_SEVERITY, /* enum inlint_severity */
	K_STATUS,   /* enum inlint_apply_status */
	K_PHASE,    /* enum inlint_phase */
	K_INLINING, /* enum inlint_inlining */
	K_ATTRS,    /* unsigned, enum inlint_attr bits */
	K_COMPAT,   /* const char *, an entry of inlint_compat_attrs */
	K_CUSTOM,   /* lists and derived values: read and emit below */
};

/* Keys written only sometimes, to keep records short. */
#define WHEN_PROFILE 1u /* only for a profiled TU */
/* Only when not 0 (K_UINT, K_PHASE, K_INLINING) or true (K_BOOL). */
#define WHEN_NONZERO 2u

/* One key of a mapping. Writer and reader share these tables, so the two
 * directions cannot drift apart; the order is the order in the file. */
struct field {
	const char *key;
	enum kind kind;
	size_t offset;
	/* K_CUSTOM: read leaves r->ev on the value's last event; emit writes
	 * the key itself, so it may leave it out. NULL read means derived. */
	int (*read)(struct reader *r, void *obj);
	void (*emit)(struct emitter *o, const char *key, const void *obj);
	unsigned flags; /* WHEN_* */
};

/* Table rows. clang-format takes an initializer's braces for a block. */
/* clang-format off */
#define FIELD(type, key, member, kind) \
	{ key, kind, offsetof(type, member), NULL, NULL, 0 }
#define PROFILE_FIELD(type, key, member, kind) \
	{ key, kind, offsetof(type, member), NULL, NULL, WHEN_PROFILE }
#define NONZERO_FIELD(type, key, member, kind) \
	{ key, kind, offsetof(type, member), NULL, NULL, WHEN_NONZERO }
#define CUSTOM(key, read, emit) { key, K_CUSTOM, 0, read, emit, 0 }
#define END_FIELDS { NULL, K_CUSTOM, 0, NULL, NULL, 0 }
/* clang-format on */

/* Writing: the YAML writer, and the model the call sites refer into. */
struct emitter {
	struct inlint_yaml_out *y;
	const struct inlint_model *m;
	/* Call sites by callee, in model order: function i's are
	 * by_callee[first[i]] up to by_callee[first[i + 1]]. */
	size_t *by_callee, *first;
};

/* A call site's caller as named in the file, until it can be resolved. */
struct pending_caller {
	char *name; /* in the model's arena */
	yaml_mark_t mark;
};

/* Reading: the events, the current one, and what the read has built. */
struct reader {
	struct inlint_yaml_in *in;
	const yaml_event_t *ev;
	const struct inlint_yaml_where *w;
	struct inlint_model *m;
	/* Call sites name their caller, which may come later in the file:
	 * names are resolved to indices once every function is read. One
	 * entry per element of m->call_sites. */
	struct pending_caller *callers;
	size_t n_callers, cap_callers;
	bool listed; /* a decision file's list of decisions was read */
};

static int read_problems(struct reader *r, void *obj);
static int read_functions(struct reader *r, void *obj);
static int read_recommendations(struct reader *r, void *obj);
static int read_information(struct reader *r, void *obj);
static int read_call_sites(struct reader *r, void *obj);
static int read_inline_sites(struct reader *r, void *obj);
static int read_caller(struct reader *r, void *obj);
static int read_call_line(struct reader *r, void *obj);
static int read_applied_list(struct reader *r, void *obj);
static int read_applied_call_line(struct reader *r, void *obj);
static int read_external_calls(struct reader *r, void *obj);
static int read_producer(struct reader *r, void *obj);
static void emit_producer(struct emitter *o, const char *key, const void *obj);
static int read_inliner(struct reader *r, void *obj);
static void emit_inliner(struct emitter *o, const char *key, const void *obj);
static void emit_external_calls(struct emitter *o, const char *key,
				const void *obj);
static void emit_applied_list(struct emitter *o, const char *key,
			      const void *obj);
static void emit_applied_call_line(struct emitter *o, const char *key,
				   const void *obj);
static void emit_problems(struct emitter *o, const char *key, const void *obj);
static void emit_functions(struct emitter *o, const char *key, const void *obj);
static void emit_recommendations(struct emitter *o, const char *key,
				 const void *obj);
static void emit_information(struct emitter *o, const char *key,
			     const void *obj);
static void emit_call_sites(struct emitter *o, const char *key,
			    const void *obj);
static void emit_inline_sites(struct emitter *o, const char *key,
			      const void *obj);
static void emit_annotation(struct emitter *o, const char *key,
			    const void *obj);
static void emit_caller(struct emitter *o, const char *key, const void *obj);
static void emit_call_line(struct emitter *o, const char *key, const void *obj);

/* "schema" is not here: it is written first and checked first. */
static const struct field model_fields[] = {
	FIELD(struct inlint_model, "source_file", source_file, K_STR),
	FIELD(struct inlint_model, "target", target, K_STR),
	FIELD(struct inlint_model, "compiler", compiler, K_STR),
	CUSTOM("producer", read_producer, emit_producer),
	FIELD(struct inlint_model, "object", object, K_OPT_STR),
	NONZERO_FIELD(struct inlint_model, "phase", phase, K_PHASE),
	FIELD(struct inlint_model, "debug_info", has_debug_info, K_BOOL),
	FIELD(struct inlint_model, "profile", has_profile, K_BOOL),
	FIELD(struct inlint_model, "outcome_source", outcome_source, K_OPT_STR),
	PROFILE_FIELD(struct inlint_model, "profile_format", profile_format,
		      K_OPT_STR),
	PROFILE_FIELD(struct inlint_model, "hot_count", hot_count, K_U64),
	PROFILE_FIELD(struct inlint_model, "cold_count", cold_count, K_U64),
	FIELD(struct inlint_model, "sanitize", sanitize, K_OPT_STR),
	CUSTOM("inliner", read_inliner, emit_inliner),
	CUSTOM("problems", read_problems, emit_problems),
	CUSTOM("functions", read_functions, emit_functions),
	CUSTOM("recommendations", read_recommendations, emit_recommendations),
	CUSTOM("information", read_information, emit_information),
	FIELD(struct inlint_model, "decisions_file", decisions_file, K_OPT_STR),
	CUSTOM("applied", read_applied_list, emit_applied_list),
	CUSTOM("external_calls", read_external_calls, emit_external_calls),
	END_FIELDS,
};

static const struct field inliner_fields[] = {
	FIELD(struct inlint_inliner, "threshold", threshold, K_INT),
	FIELD(struct inlint_inliner, "from_flag", from_flag, K_BOOL),
	FIELD(struct inlint_inliner, "hint", hint, K_INT),
	FIELD(struct inlint_inliner, "cold_callsite", cold_callsite, K_INT),
	FIELD(struct inlint_inliner, "hot_callsite", hot_callsite, K_INT),
	FIELD(struct inlint_inliner, "locally_hot_callsite", locally_hot,
	      K_INT),
	NONZERO_FIELD(struct inlint_inliner, "inlining", inlining, K_INLINING),
	END_FIELDS,
};

static const struct field function_fields[] = {
	FIELD(struct inlint_function, "name", name, K_STR),
	FIELD(struct inlint_function, "file", file, K_STR),
	FIELD(struct inlint_function, "line", line, K_UINT),
	FIELD(struct inlint_function, "linkage", linkage, K_STR),
	FIELD(struct inlint_function, "section", section, K_OPT_STR),
	FIELD(struct inlint_function, "size", size, K_UINT),
	FIELD(struct inlint_function, "attributes", attrs, K_ATTRS),
	CUSTOM("annotation", NULL, emit_annotation),
	FIELD(struct inlint_function, "address_taken", address_taken, K_BOOL),
	FIELD(struct inlint_function, "recursive", recursive, K_BOOL),
	FIELD(struct inlint_function, "variadic", variadic, K_BOOL),
	NONZERO_FIELD(struct inlint_function, "macro_generated",
		      macro_generated, K_BOOL),
	FIELD(struct inlint_function, "macro", macro, K_OPT_STR),
	PROFILE_FIELD(struct inlint_function, "entry_count", entry_count,
		      K_U64),
	NONZERO_FIELD(struct inlint_function, "deciding_params",
		      deciding_params, K_UINT),
	FIELD(struct inlint_function, "callers", callers, K_SIZE),
	CUSTOM("call_sites", read_call_sites, emit_call_sites),
	FIELD(struct inlint_function, "outcome", outcome, K_OUTCOME),
	FIELD(struct inlint_function, "final_size", final_size, K_UINT),
	FIELD(struct inlint_function, "calls_left", calls_left, K_SIZE),
	CUSTOM("inlined_into", read_inline_sites, emit_inline_sites),
	NONZERO_FIELD(struct inlint_function, "callee_size", callee_size,
		      K_UINT),
	FIELD(struct inlint_function, "callee_size_from", callee_size_from,
	      K_OPT_STR),
	END_FIELDS,
};

static const struct field applied_fields[] = {
	FIELD(struct inlint_applied, "function", function, K_STR),
	FIELD(struct inlint_applied, "file", file, K_OPT_STR),
	FIELD(struct inlint_applied, "caller", caller, K_OPT_STR),
	CUSTOM("call_line", read_applied_call_line, emit_applied_call_line),
	FIELD(struct inlint_applied, "action", action, K_ACTION),
	FIELD(struct inlint_applied, "status", status, K_STATUS),
	FIELD(struct inlint_applied, "detail", detail, K_STR),
	FIELD(struct inlint_applied, "effect", effect, K_OPT_STR),
	FIELD(struct inlint_applied, "took_effect", took_effect, K_BOOL),
	END_FIELDS,
};

static const struct field external_call_fields[] = {
	FIELD(struct inlint_external_call, "callee", callee, K_STR),
	FIELD(struct inlint_external_call, "caller", caller, K_STR),
	FIELD(struct inlint_external_call, "line", line, K_UINT),
	FIELD(struct inlint_external_call, "hotness", hotness, K_HOTNESS),
	FIELD(struct inlint_external_call, "frequency", frequency, K_DOUBLE),
	END_FIELDS,
};

static const struct field call_site_fields[] = {
	CUSTOM("caller", read_caller, emit_caller),
	FIELD(struct inlint_call_site, "line", line, K_UINT),
	FIELD(struct inlint_call_site, "hotness", hotness, K_HOTNESS),
	FIELD(struct inlint_call_site, "frequency", frequency, K_DOUBLE),
	PROFILE_FIELD(struct inlint_call_site, "count", count, K_U64),
	PROFILE_FIELD(struct inlint_call_site, "static_hotness", static_hotness,
		      K_HOTNESS),
	PROFILE_FIELD(struct inlint_call_site, "static_frequency",
		      static_frequency, K_DOUBLE),
	PROFILE_FIELD(struct inlint_call_site, "profile_inlined",
		      profile_inlined, K_BOOL),
	NONZERO_FIELD(struct inlint_call_site, "guessed_cold", guessed_cold,
		      K_BOOL),
	NONZERO_FIELD(struct inlint_call_site, "pruned", pruned, K_UINT),
	NONZERO_FIELD(struct inlint_call_site, "pruned_insns", pruned_insns,
		      K_UINT),
	NONZERO_FIELD(struct inlint_call_site, "pruned_through", pruned_through,
		      K_UINT),
	NONZERO_FIELD(struct inlint_call_site, "pruned_through_insns",
		      pruned_through_insns, K_UINT),
	NONZERO_FIELD(struct inlint_call_site, "forwards", forwards, K_UINT),
	NONZERO_FIELD(struct inlint_call_site, "target_mismatch",
		      target_mismatch, K_BOOL),
	NONZERO_FIELD(struct inlint_call_site, "conflicting_attribute",
		      attr_conflict, K_COMPAT),
	NONZERO_FIELD(struct inlint_call_site, "through_parameter",
		      through_parameter, K_BOOL),
	FIELD(struct inlint_call_site, "inlined", inlined, K_BOOL),
	FIELD(struct inlint_call_site, "kept", kept, K_BOOL),
	END_FIELDS,
};

static const struct field inline_site_fields[] = {
	FIELD(struct inlint_inline_site, "caller", caller, K_STR),
	FIELD(struct inlint_inline_site, "into", into, K_STR),
	FIELD(struct inlint_inline_site, "line", line, K_UINT),
	END_FIELDS,
};

static const struct field recommendation_fields[] = {
	FIELD(struct inlint_recommendation, "function", function, K_STR),
	FIELD(struct inlint_recommendation, "file", file, K_STR),
	FIELD(struct inlint_recommendation, "line", line, K_UINT),
	FIELD(struct inlint_recommendation, "caller", caller, K_OPT_STR),
	CUSTOM("call_line", read_call_line, emit_call_line),
	FIELD(struct inlint_recommendation, "action", action, K_ACTION),
	FIELD(struct inlint_recommendation, "reason", reason, K_STR),
	FIELD(struct inlint_recommendation, "severity", severity, K_SEVERITY),
	FIELD(struct inlint_recommendation, "confidence", confidence, K_DOUBLE),
	FIELD(struct inlint_recommendation, "message", message, K_STR),
	FIELD(struct inlint_recommendation, "group", group, K_OPT_STR),
	FIELD(struct inlint_recommendation, "evidence", evidence, K_OPT_STR),
	END_FIELDS,
};

/* ---- writing ---- */

static void emit_field(struct emitter *o, const struct field *f,
		       const void *obj)
{
	const char *p = (const char *)obj + f->offset;

	if (f->kind == K_CUSTOM) {
		f->emit(o, f->key, obj);
		return;
	}
	if (f->kind == K_OPT_STR && !*(char *const *)p)
		return;
	if ((f->flags & WHEN_PROFILE) && !o->m->has_profile)
		return;
	if ((f->flags & WHEN_NONZERO) &&
	    (f->kind == K_BOOL	   ? !*(const bool *)p
	     : f->kind == K_COMPAT ? !*(const char *const *)p
				   : !*(const unsigned *)p))
		return;
	inlint_yaml_out_key(o->y, f->key);
	switch (f->kind) {
	case K_STR:
	case K_OPT_STR:
		inlint_yaml_out_string(o->y, *(char *const *)p);
		break;
	case K_COMPAT:
		inlint_yaml_out_string(o->y, *(const char *const *)p);
		break;
	case K_UINT:
		inlint_yaml_out_uint(o->y, *(const unsigned *)p);
		break;
	case K_INT:
		inlint_yaml_out_number(o->y, "%d", *(const int *)p);
		break;
	case K_SIZE:
		inlint_yaml_out_uint(o->y, *(const size_t *)p);
		break;
	case K_U64:
		inlint_yaml_out_uint(o->y, *(const unsigned long long *)p);
		break;
	case K_DOUBLE:
		inlint_yaml_out_number(o->y, "%.6g", *(const double *)p);
		break;
	case K_BOOL:
		inlint_yaml_out_bool(o->y, *(const bool *)p);
		break;
	case K_HOTNESS:
		inlint_yaml_out_string(
			o->y,
			inlint_hotness_name(*(const enum inlint_hotness *)p));
		break;
	case K_OUTCOME:
		inlint_yaml_out_string(
			o->y,
			inlint_outcome_name(*(const enum inlint_outcome *)p));
		break;
	case K_ACTION:
		inlint_yaml_out_string(
			o->y,
			inlint_action_name(*(const enum inlint_action *)p));
		break;
	case K_SEVERITY:
		inlint_yaml_out_string(
			o->y,
			inlint_severity_name(*(const enum inlint_severity *)p));
		break;
	case K_STATUS:
		inlint_yaml_out_string(
			o->y, inlint_apply_status_name(
				      *(const enum inlint_apply_status *)p));
		break;
	case K_PHASE:
		inlint_yaml_out_string(
			o->y, inlint_phase_name(*(const enum inlint_phase *)p));
		break;
	case K_INLINING:
		inlint_yaml_out_string(
			o->y,
			inlint_inlining_name(*(const enum inlint_inlining *)p));
		break;
	case K_ATTRS:
		inlint_model_out_attrs(o->y, *(const unsigned *)p);
		break;
	case K_CUSTOM:
		break;
	}
}

static void emit_mapping(struct emitter *o, const struct field *fields,
			 const void *obj)
{
	inlint_yaml_out_map(o->y, false);
	for (const struct field *f = fields; f->key; f++)
		emit_field(o, f, obj);
	inlint_yaml_out_end_map(o->y);
}

/* The inlint that writes the record, not the one that read the model: a
 * record says which version made its numbers. */
static void emit_producer(struct emitter *o, const char *key, const void *obj)
{
	(void)obj;
	inlint_yaml_out_key_string(o->y, key, "inlint " INLINT_VERSION);
}

static void emit_inliner(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_model *m = obj;

	inlint_yaml_out_key(o->y, key);
	emit_mapping(o, inliner_fields, &m->inliner);
}

static void emit_problems(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_model *m = obj;

	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_seq(o->y, false);
	for (size_t i = 0; i < m->n_problems; i++)
		inlint_yaml_out_string(o->y, m->problems[i]);
	inlint_yaml_out_end_seq(o->y);
}

/* key, then a list of n mappings of fields, elem bytes apart. */
static void emit_list(struct emitter *o, const char *key,
		      const struct field *fields, const void *first, size_t n,
		      size_t elem)
{
	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_seq(o->y, false);
	for (size_t i = 0; i < n; i++)
		emit_mapping(o, fields, (const char *)first + i * elem);
	inlint_yaml_out_end_seq(o->y);
}

static void emit_functions(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_model *m = obj;

	emit_list(o, key, function_fields, m->functions, m->n_functions,
		  sizeof(*m->functions));
}

static void emit_recommendations(struct emitter *o, const char *key,
				 const void *obj)
{
	const struct inlint_model *m = obj;

	emit_list(o, key, recommendation_fields, m->recommendations,
		  m->n_recommendations, sizeof(*m->recommendations));
}

/* Left out when empty: records without information keep their shape. */
static void emit_information(struct emitter *o, const char *key,
			     const void *obj)
{
	const struct inlint_model *m = obj;

	if (m->n_information)
		emit_list(o, key, recommendation_fields, m->information,
			  m->n_information, sizeof(*m->information));
}

/* Only a TU built with decisions has the list. */
static void emit_applied_list(struct emitter *o, const char *key,
			      const void *obj)
{
	const struct inlint_model *m = obj;

	if (m->decisions_file)
		emit_list(o, key, applied_fields, m->applied, m->n_applied,
			  sizeof(*m->applied));
}

static void emit_external_calls(struct emitter *o, const char *key,
				const void *obj)
{
	const struct inlint_model *m = obj;

	emit_list(o, key, external_call_fields, m->external_calls,
		  m->n_external_calls, sizeof(*m->external_calls));
}

static void emit_applied_call_line(struct emitter *o, const char *key,
				   const void *obj)
{
	const struct inlint_applied *a = obj;

	if (!a->caller)
		return;
	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_uint(o->y, a->call_line);
}

/* A function's call sites are the model's call sites whose callee it is. */
static void emit_call_sites(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_function *f = obj;
	size_t self = (size_t)(f - o->m->functions);

	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_seq(o->y, false);
	for (size_t i = o->first[self]; i < o->first[self + 1]; i++)
		emit_mapping(o, call_site_fields,
			     &o->m->call_sites[o->by_callee[i]]);
	inlint_yaml_out_end_seq(o->y);
}

/* A counting sort, stable, so that one pass over the call sites finds
 * every function's: asking each function to scan them all was quadratic,
 * and a kernel TU has thousands of both. A callee out of range is never
 * written, as before. */
static void index_call_sites(struct emitter *o)
{
	const struct inlint_model *m = o->m;
	size_t nf = m->n_functions;

	o->first = inlint_xcalloc(nf + 2, sizeof(*o->first));
	o->by_callee = inlint_xcalloc(m->n_call_sites, sizeof(*o->by_callee));
	for (size_t i = 0; i < m->n_call_sites; i++)
		if (m->call_sites[i].callee < nf)
			o->first[m->call_sites[i].callee + 2]++;
	for (size_t i = 2; i < nf + 2; i++)
		o->first[i] += o->first[i - 1];
	for (size_t i = 0; i < m->n_call_sites; i++)
		if (m->call_sites[i].callee < nf)
			o->by_callee[o->first[m->call_sites[i].callee + 1]++] =
				i;
}

static void emit_inline_sites(struct emitter *o, const char *key,
			      const void *obj)
{
	const struct inlint_function *f = obj;

	emit_list(o, key, inline_site_fields, f->inlined_into,
		  f->n_inlined_into, sizeof(*f->inlined_into));
}

static void emit_annotation(struct emitter *o, const char *key, const void *obj)
{
	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_string(o->y, inlint_function_annotation(obj));
}

static void emit_caller(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_call_site *cs = obj;

	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_string(o->y, cs->caller < o->m->n_functions
					     ? o->m->functions[cs->caller].name
					     : NULL);
}

static void emit_call_line(struct emitter *o, const char *key, const void *obj)
{
	const struct inlint_recommendation *rec = obj;

	if (!rec->caller)
		return;
	inlint_yaml_out_key(o->y, key);
	inlint_yaml_out_uint(o->y, rec->call_line);
}

static void emit_document(struct inlint_yaml_out *y, const void *m)
{
	struct emitter o = {y, m, NULL, NULL};

	index_call_sites(&o);
	inlint_yaml_out_map(y, false);
	inlint_yaml_out_key_string(y, "schema", INLINT_SCHEMA);
	for (const struct field *f = model_fields; f->key; f++)
		emit_field(&o, f, m);
	inlint_yaml_out_end_map(y);
	free(o.by_callee);
	free(o.first);
}

int inlint_record_emit(const struct inlint_model *m, FILE *out, char *err,
		       size_t errlen)
{
	return inlint_yaml_out_emit(out, emit_document, m, err, errlen);
}

/* ---- reading ---- */

static int next(struct reader *r)
{
	return inlint_yaml_in_next(r->in);
}

static const char *scalar(const struct reader *r)
{
	return inlint_yaml_in_scalar(r->in);
}

static int expect(struct reader *r, yaml_event_type_t type, const char *what,
		  const char *key)
{
	if (r->ev->type == type)
		return 0;
	return inlint_yaml_fail(r->w, r->ev->start_mark, "expected %s for '%s'",
				what, key);
}

/* Skips one value of any shape: r->ev ends on its last event. */
static int skip(struct reader *r)
{
	size_t depth = 0;

	for (;;) {
		switch (r->ev->type) {
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			depth++;
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			depth--;
			break;
		default:
			break;
		}
		if (depth == 0)
			return 0;
		if (next(r))
			return -1;
	}
}

/* A plain ~, null or nothing is a missing string; quoted, it is text. */
static int read_str(struct reader *r, char **dst, const char *key)
{
	if (expect(r, YAML_SCALAR_EVENT, "a string", key))
		return -1;
	*dst = NULL;
	if (!inlint_yaml_is_null(scalar(r), r->ev->data.scalar.style))
		*dst = inlint_model_strdup(r->m, scalar(r));
	return 0;
}

static int read_producer(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;

	return read_str(r, &m->producer, "producer");
}

static int read_unsigned(struct reader *r, uintmax_t max, uintmax_t *v,
			 const char *key)
{
	if (expect(r, YAML_SCALAR_EVENT, "a number", key))
		return -1;
	return inlint_yaml_parse_unsigned(r->w, r->ev->start_mark, key,
					  scalar(r), max, v);
}

static int read_double(struct reader *r, double *dst, const char *key)
{
	if (expect(r, YAML_SCALAR_EVENT, "a number", key))
		return -1;
	return inlint_yaml_parse_double(r->w, r->ev->start_mark, key, scalar(r),
					dst);
}

static int read_bool(struct reader *r, bool *dst, const char *key)
{
	if (expect(r, YAML_SCALAR_EVENT, "true or false", key))
		return -1;
	return inlint_yaml_parse_bool(r->w, r->ev->start_mark, key, scalar(r),
				      dst);
}

/* Reads one of the names parse() knows; returns its value or -1. */
static int read_name(struct reader *r, int (*parse)(const char *),
		     const char *key)
{
	int v;

	if (expect(r, YAML_SCALAR_EVENT, "a name", key))
		return -1;
	v = parse(scalar(r));
	if (v < 0)
		return inlint_yaml_fail(r->w, r->ev->start_mark,
					"unknown %s '%s'", key, scalar(r));
	return v;
}

/* An attribute a newer LLVM compares is left out, as unknown attributes
 * are. */
static int read_compat(struct reader *r, const char **dst, const char *key)
{
	if (expect(r, YAML_SCALAR_EVENT, "a name", key))
		return -1;
	*dst = inlint_compat_attr(scalar(r));
	return 0;
}

/* Unknown attribute names are skipped: a newer inlint may know more. */
static int read_attrs(struct reader *r, unsigned *dst, const char *key)
{
	if (expect(r, YAML_SEQUENCE_START_EVENT, "a list", key))
		return -1;
	*dst = 0;
	for (;;) {
		if (next(r))
			return -1;
		if (r->ev->type == YAML_SEQUENCE_END_EVENT)
			return 0;
		if (expect(r, YAML_SCALAR_EVENT, "an attribute name", key))
			return -1;
		*dst |= inlint_attr_parse(scalar(r));
	}
}

static int read_uint_field(struct reader *r, unsigned *dst, const char *key)
{
	uintmax_t v;

	if (read_unsigned(r, UINT_MAX, &v, key))
		return -1;
	*dst = (unsigned)v;
	return 0;
}

static int read_int_field(struct reader *r, int *dst, const char *key)
{
	intmax_t v;

	if (expect(r, YAML_SCALAR_EVENT, "a number", key) ||
	    inlint_yaml_parse_signed(r->w, r->ev->start_mark, key, scalar(r),
				     INT_MIN, INT_MAX, &v))
		return -1;
	*dst = (int)v;
	return 0;
}

static int read_u64_field(struct reader *r, unsigned long long *dst,
			  const char *key)
{
	uintmax_t v;

	if (read_unsigned(r, ULLONG_MAX, &v, key))
		return -1;
	*dst = (unsigned long long)v;
	return 0;
}

static int read_size_field(struct reader *r, size_t *dst, const char *key)
{
	uintmax_t v;

	if (read_unsigned(r, SIZE_MAX, &v, key))
		return -1;
	*dst = (size_t)v;
	return 0;
}

static int read_enum_field(struct reader *r, const struct field *f, char *p)
{
	int v;

	switch (f->kind) {
	case K_HOTNESS:
		v = read_name(r, inlint_hotness_parse, f->key);
		if (v >= 0)
			*(enum inlint_hotness *)p = v;
		break;
	case K_OUTCOME:
		v = read_name(r, inlint_outcome_parse, f->key);
		if (v >= 0)
			*(enum inlint_outcome *)p = v;
		break;
	case K_ACTION:
		v = read_name(r, inlint_action_parse, f->key);
		if (v >= 0)
			*(enum inlint_action *)p = v;
		break;
	case K_STATUS:
		v = read_name(r, inlint_apply_status_parse, f->key);
		if (v >= 0)
			*(enum inlint_apply_status *)p = v;
		break;
	case K_PHASE:
		v = read_name(r, inlint_phase_parse, f->key);
		if (v >= 0)
			*(enum inlint_phase *)p = v;
		break;
	case K_INLINING:
		v = read_name(r, inlint_inlining_parse, f->key);
		if (v >= 0)
			*(enum inlint_inlining *)p = v;
		break;
	default:
		v = read_name(r, inlint_severity_parse, f->key);
		if (v >= 0)
			*(enum inlint_severity *)p = v;
		break;
	}
	return v < 0 ? -1 : 0;
}

static int read_field(struct reader *r, const struct field *f, void *obj)
{
	char *p = (char *)obj + f->offset;

	switch (f->kind) {
	case K_STR:
	case K_OPT_STR:
		return read_str(r, (char **)p, f->key);
	case K_UINT:
		return read_uint_field(r, (unsigned *)p, f->key);
	case K_INT:
		return read_int_field(r, (int *)p, f->key);
	case K_SIZE:
		return read_size_field(r, (size_t *)p, f->key);
	case K_U64:
		return read_u64_field(r, (unsigned long long *)p, f->key);
	case K_DOUBLE:
		return read_double(r, (double *)p, f->key);
	case K_BOOL:
		return read_bool(r, (bool *)p, f->key);
	case K_ATTRS:
		return read_attrs(r, (unsigned *)p, f->key);
	case K_COMPAT:
		return read_compat(r, (const char **)p, f->key);
	case K_CUSTOM:
		return f->read ? f->read(r, obj) : skip(r);
	default:
		return read_enum_field(r, f, p);
	}
}

/* Records list keys in table order, so the search starts after the last
 * key found (from) and wraps around: one compare per key, not a scan. */
static const struct field *find_field(const struct field *fields,
				      const struct field *from, const char *key)
{
	for (const struct field *f = from; f->key; f++)
		if (strcmp(f->key, key) == 0)
			return f;
	for (const struct field *f = fields; f != from; f++)
		if (strcmp(f->key, key) == 0)
			return f;
	return NULL;
}

/* Reads the rest of a mapping, from r->ev on its start or on the end of
 * its previous value, to its end. Unknown keys are skipped: records from a
 * newer inlint stay readable. */
static int read_entries(struct reader *r, const struct field *fields, void *obj)
{
	const struct field *f, *from = fields;

	for (;;) {
		if (next(r))
			return -1;
		if (r->ev->type == YAML_MAPPING_END_EVENT)
			return 0;
		if (r->ev->type != YAML_SCALAR_EVENT)
			return inlint_yaml_fail(r->w, r->ev->start_mark,
						"expected a key name");
		f = find_field(fields, from, scalar(r));
		if (f)
			from = f + 1;
		if (next(r))
			return -1;
		if ((f ? read_field(r, f, obj) : skip(r)) != 0)
			return -1;
	}
}

static int read_mapping(struct reader *r, const struct field *fields, void *obj,
			const char *what)
{
	if (expect(r, YAML_MAPPING_START_EVENT, "a mapping", what))
		return -1;
	return read_entries(r, fields, obj);
}

/* Calls item() once per element of the sequence at r->ev-> */
static int read_list(struct reader *r, const char *key, void *obj,
		     int (*item)(struct reader *r, void *obj))
{
	if (expect(r, YAML_SEQUENCE_START_EVENT, "a list", key))
		return -1;
	for (;;) {
		if (next(r))
			return -1;
		if (r->ev->type == YAML_SEQUENCE_END_EVENT)
			return 0;
		if (item(r, obj))
			return -1;
	}
}

static int read_problem(struct reader *r, void *obj)
{
	if (expect(r, YAML_SCALAR_EVENT, "a string", "problems"))
		return -1;
	inlint_model_add_problem(obj, "%s", scalar(r));
	return 0;
}

static int read_inliner(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;

	return read_mapping(r, inliner_fields, &m->inliner, "inliner");
}

static int read_problems(struct reader *r, void *obj)
{
	return read_list(r, "problems", obj, read_problem);
}

static int read_function(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;
	yaml_mark_t start = r->ev->start_mark;

	inlint_model_add_function(m, NULL);
	if (read_mapping(r, function_fields, &m->functions[m->n_functions - 1],
			 "functions"))
		return -1;
	if (!m->functions[m->n_functions - 1].name)
		return inlint_yaml_fail(r->w, start, "function without a name");
	return 0;
}

static int read_functions(struct reader *r, void *obj)
{
	return read_list(r, "functions", obj, read_function);
}

/* One entry of list, an entry of recommendations' shape called what. */
static int read_rec_into(struct reader *r, struct inlint_recommendation *rec,
			 const char *list, const char *what)
{
	yaml_mark_t start = r->ev->start_mark;

	if (read_mapping(r, recommendation_fields, rec, list))
		return -1;
	if (!rec->function)
		return inlint_yaml_fail(r->w, start, "%s without a function",
					what);
	return 0;
}

static int read_recommendation(struct reader *r, void *obj)
{
	return read_rec_into(r, inlint_model_add_recommendation(obj),
			     "recommendations", "recommendation");
}

static int read_recommendations(struct reader *r, void *obj)
{
	return read_list(r, "recommendations", obj, read_recommendation);
}

static int read_information_entry(struct reader *r, void *obj)
{
	return read_rec_into(r, inlint_model_add_information(obj),
			     "information", "information entry");
}

static int read_information(struct reader *r, void *obj)
{
	return read_list(r, "information", obj, read_information_entry);
}

static int read_call_site(struct reader *r, void *obj)
{
	const struct inlint_function *f = obj;
	struct inlint_call_site *cs;
	struct pending_caller *pc;

	if (r->n_callers == r->cap_callers) {
		r->cap_callers = r->cap_callers ? 2 * r->cap_callers : 64;
		r->callers = inlint_xrealloc(
			r->callers, r->cap_callers * sizeof(*r->callers));
	}
	pc = &r->callers[r->n_callers++];
	pc->name = NULL;
	pc->mark = r->ev->start_mark;
	cs = inlint_model_add_call_site(r->m);
	cs->callee = (size_t)(f - r->m->functions);
	return read_mapping(r, call_site_fields, cs, "call_sites");
}

static int read_call_sites(struct reader *r, void *obj)
{
	return read_list(r, "call_sites", obj, read_call_site);
}

static int read_caller(struct reader *r, void *obj)
{
	struct pending_caller *pc = &r->callers[r->n_callers - 1];

	(void)obj;
	pc->mark = r->ev->start_mark;
	return read_str(r, &pc->name, "caller");
}

static int read_inline_site(struct reader *r, void *obj)
{
	struct inlint_function *f = obj;

	inlint_model_add_inline_site(r->m, f, NULL, NULL, 0);
	return read_mapping(r, inline_site_fields,
			    &f->inlined_into[f->n_inlined_into - 1],
			    "inlined_into");
}

static int read_inline_sites(struct reader *r, void *obj)
{
	return read_list(r, "inlined_into", obj, read_inline_site);
}

static int read_applied(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;
	yaml_mark_t start = r->ev->start_mark;
	struct inlint_applied *a = inlint_model_add_applied(m);

	if (read_mapping(r, applied_fields, a, "applied"))
		return -1;
	if (!a->function)
		return inlint_yaml_fail(r->w, start,
					"applied decision without a function");
	return 0;
}

static int read_applied_list(struct reader *r, void *obj)
{
	return read_list(r, "applied", obj, read_applied);
}

static int read_external_call(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;
	yaml_mark_t start = r->ev->start_mark;
	struct inlint_external_call *x = inlint_model_add_external_call(m);

	if (read_mapping(r, external_call_fields, x, "external_calls"))
		return -1;
	if (!x->callee || !x->caller)
		return inlint_yaml_fail(
			r->w, start,
			"external call without a callee or caller");
	return 0;
}

static int read_external_calls(struct reader *r, void *obj)
{
	return read_list(r, "external_calls", obj, read_external_call);
}

static int read_applied_call_line(struct reader *r, void *obj)
{
	struct inlint_applied *a = obj;

	return read_uint_field(r, &a->call_line, "call_line");
}

static int read_call_line(struct reader *r, void *obj)
{
	struct inlint_recommendation *rec = obj;

	return read_uint_field(r, &rec->call_line, "call_line");
}

static int resolve_callers(struct reader *r)
{
	for (size_t i = 0; i < r->n_callers; i++) {
		const struct pending_caller *pc = &r->callers[i];
		long caller;

		if (!pc->name)
			return inlint_yaml_fail(r->w, pc->mark,
						"call site without a caller");
		caller = inlint_model_find_function(r->m, pc->name);
		if (caller < 0)
			return inlint_yaml_fail(
				r->w, pc->mark,
				"caller '%s' is not a function of this record",
				pc->name);
		r->m->call_sites[i].caller = (size_t)caller;
	}
	return 0;
}

/* The schema must be the first key: anything else is not a record, and
 * saying so beats complaining about its third key. */
static int read_schema(struct reader *r)
{
	const char *not_record = "not an " INLINT_SCHEMA " record";

	if (r->ev->type == YAML_STREAM_END_EVENT)
		return inlint_yaml_fail(r->w, r->ev->start_mark,
					"%s (empty file)", not_record);
	if (next(r))
		return -1;
	if (r->ev->type != YAML_MAPPING_START_EVENT)
		return inlint_yaml_fail(r->w, r->ev->start_mark, "%s",
					not_record);
	if (next(r))
		return -1;
	if (r->ev->type != YAML_SCALAR_EVENT || strcmp(scalar(r), "schema"))
		return inlint_yaml_fail(r->w, r->ev->start_mark,
					"%s (it must start with 'schema: %s')",
					not_record, INLINT_SCHEMA);
	if (next(r))
		return -1;
	if (r->ev->type != YAML_SCALAR_EVENT)
		return inlint_yaml_fail(r->w, r->ev->start_mark, "%s",
					not_record);
	if (strcmp(scalar(r), INLINT_SCHEMA))
		return inlint_yaml_fail(r->w, r->ev->start_mark,
					"%s (schema is '%s')", not_record,
					scalar(r));
	return 0;
}

static int read_document(struct reader *r)
{
	if (next(r) || next(r)) /* stream start, then document start */
		return -1;
	if (read_schema(r) || read_entries(r, model_fields, r->m))
		return -1;
	if (next(r)) /* document end */
		return -1;
	return resolve_callers(r);
}

/* ---- decisions ---- */

/* Marks a decision whose action is not in the file; a decision without one
 * must not silently mean "none". */
#define ACTION_MISSING ((enum inlint_action) - 1)

static int read_decision(struct reader *r, void *obj)
{
	struct inlint_model *m = obj;
	yaml_mark_t start = r->ev->start_mark;
	struct inlint_recommendation *rec = inlint_model_add_recommendation(m);

	rec->action = ACTION_MISSING;
	rec->at = (unsigned)start.line + 1;
	if (read_mapping(r, recommendation_fields, rec, "recommendations"))
		return -1;
	if (!rec->function)
		return inlint_yaml_fail(r->w, start,
					"decision without a function");
	if (rec->action == ACTION_MISSING)
		return inlint_yaml_fail(r->w, start,
					"decision for '%s' without an action",
					rec->function);
	return 0;
}

static int read_decision_list(struct reader *r, void *obj)
{
	r->listed = true;
	return read_list(r, "recommendations", obj, read_decision);
}

static const struct field decision_file_fields[] = {
	CUSTOM("recommendations", read_decision_list, NULL),
	END_FIELDS,
};

static int read_decisions_document(struct reader *r)
{
	yaml_mark_t start;

	if (next(r) || next(r)) /* stream start, then document start */
		return -1;
	if (r->ev->type == YAML_STREAM_END_EVENT)
		return inlint_yaml_fail(r->w, r->ev->start_mark,
					"no decisions (empty file)");
	if (next(r))
		return -1;
	start = r->ev->start_mark;
	if (r->ev->type == YAML_SEQUENCE_START_EVENT) {
		if (read_decision_list(r, r->m))
			return -1;
	} else if (read_mapping(r, decision_file_fields, r->m,
				"a decision file")) {
		return -1;
	}
	/* A misspelt key must not read as "apply nothing". */
	if (!r->listed)
		return inlint_yaml_fail(r->w, start,
					"not a decision file: no "
					"'recommendations' key");
	return next(r); /* document end */
}

/* Runs one of the document readers over in, which it destroys. */
static struct inlint_model *read_in(struct inlint_yaml_in *in,
				    int (*document)(struct reader *r))
{
	struct reader r = {.in = in};
	int ret;

	if (!r.in)
		return NULL;
	r.ev = inlint_yaml_in_event(r.in);
	r.w = inlint_yaml_in_where(r.in);
	r.m = inlint_model_create();
	r.m->strings = inlint_arena_create();
	ret = document(&r);
	inlint_yaml_in_destroy(r.in);
	free(r.callers);
	if (ret) {
		inlint_model_destroy(r.m);
		return NULL;
	}
	return r.m;
}

struct inlint_model *inlint_record_read(const char *path, char *err,
					size_t errlen)
{
	return read_in(inlint_yaml_in_create(path, err, errlen), read_document);
}

struct inlint_model *inlint_record_read_text(const char *text, size_t len,
					     const char *label, char *err,
					     size_t errlen)
{
	return read_in(
		inlint_yaml_in_create_text(text, len, label, err, errlen),
		read_document);
}

struct inlint_model *inlint_decisions_read(const char *path, char *err,
					   size_t errlen)
{
	return read_in(inlint_yaml_in_create(path, err, errlen),
		       read_decisions_document);
}

struct inlint_model *inlint_decisions_read_whole(const char *path, char *err,
						 size_t errlen)
{
	struct inlint_model *m = inlint_decisions_read(path, err, errlen);
	size_t n = m ? m->n_recommendations : 0;
	size_t *with = inlint_xcalloc(n + 1, sizeof(*with));
	size_t i = n;

	if (m && inlint_decisions_conflicts(m->recommendations, n, with))
		/* The first decision that conflicts with an earlier one. */
		for (i = 0; with[i] == SIZE_MAX || with[i] > i; i++)
			;
	if (i < n) {
		inlint_decisions_conflict_text(
			path, false, &m->recommendations[with[i]],
			&m->recommendations[i], err, errlen);
		inlint_model_destroy(m);
		m = NULL;
	}
	free(with);
	return m;
}
