/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report_yaml.c - inlint-report/1 out through libyaml's emitter, in the
 * style of records, and back in as a whole document (yaml_doc.h): a report
 * is read once per lint, so simplicity beats streaming there. */
#include "report_yaml.h"

#include "model_out.h"
#include "yaml_doc.h"
#include "yaml_out.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static void put_names(struct inlint_yaml_out *o, const char *key,
		      const struct inlint_name_list *l)
{
	inlint_yaml_out_key(o, key);
	inlint_yaml_out_seq(o, true);
	for (size_t i = 0; i < l->n; i++)
		inlint_yaml_out_string(o, l->names[i]);
	inlint_yaml_out_end_seq(o);
}

/* What a recommendation changed applied alone, as keys of the current
 * map. */
static void emit_measured_keys(struct inlint_yaml_out *o,
			       const struct inlint_report_measured *m)
{
	inlint_yaml_out_key_number(o, "tus", "%zu", m->tus);
	inlint_yaml_out_key_number(o, "calls_flipped", "%zu", m->calls_flipped);
	inlint_yaml_out_key_number(o, "text_delta", "%" PRId64, m->text_delta);
	inlint_yaml_out_key(o, "functions");
	inlint_yaml_out_seq(o, m->n_functions == 0);
	for (size_t i = 0; i < m->n_functions; i++) {
		inlint_yaml_out_map(o, true);
		inlint_yaml_out_key_string(o, "function",
					   m->functions[i].function);
		inlint_yaml_out_key_number(o, "bytes", "%" PRId64,
					   m->functions[i].bytes);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

static void emit_measured(struct inlint_yaml_out *o,
			  const struct inlint_report_measured *m)
{
	inlint_yaml_out_key(o, "measured");
	inlint_yaml_out_map(o, false);
	emit_measured_keys(o, m);
	inlint_yaml_out_end_map(o);
}

/* In configurations: each one's name, whether a compile of it defines the
 * function, and what it measured there. */
static void emit_in_configs(struct inlint_yaml_out *o,
			    const struct inlint_report *rep,
			    const struct inlint_report_rec *r)
{
	inlint_yaml_out_key(o, "configurations");
	inlint_yaml_out_seq(o, false);
	for (size_t k = 0; k < rep->n_configs; k++) {
		inlint_yaml_out_map(o, false);
		inlint_yaml_out_key_string(o, "name", rep->configs[k].name);
		inlint_yaml_out_key_bool(o, "compiled",
					 r->in_config[k] != NULL);
		if (r->in_config[k])
			emit_measured_keys(o, r->in_config[k]);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

static void emit_rec(struct inlint_yaml_out *o, const struct inlint_report *rep,
		     const struct inlint_report_rec *r)
{
	const struct inlint_rec_keys k = {r->function, r->file, r->caller,
					  r->reason,   r->line, r->call_line,
					  r->action};

	inlint_yaml_out_map(o, false);
	inlint_model_out_rec(o, &k, false);
	inlint_yaml_out_key_string(o, "severity",
				   inlint_severity_name(r->severity));
	inlint_yaml_out_key_number(o, "confidence", "%.6g", r->confidence);
	inlint_yaml_out_key_string(o, "message", r->message);
	inlint_yaml_out_key_number(o, "tus", "%zu", r->tus);
	inlint_yaml_out_key_number(o, "score", "%.6g", r->score);
	if (r->compiler_reason)
		inlint_yaml_out_key_string(o, "compiler_reason",
					   r->compiler_reason);
	if (r->in_config)
		emit_in_configs(o, rep, r);
	else if (r->measured)
		emit_measured(o, r->measured);
	if (r->group)
		inlint_yaml_out_key_string(o, "group", r->group);
	if (r->evidence) {
		inlint_yaml_out_key_number(o, "global_frequency", "%.6g",
					   r->global);
		inlint_yaml_out_key_string(
			o, "hotness", inlint_hotness_name(r->global_hotness));
		inlint_yaml_out_key_string(o, "evidence", r->evidence);
	}
	if (r->cost_source != INLINT_COST_UNSET) {
		inlint_yaml_out_key_number(o, "cost_bytes", "%lld",
					   (long long)r->cost);
		inlint_yaml_out_key_string(
			o, "cost_source",
			inlint_report_cost_source_name(r->cost_source));
	}
	if (r->has_verdict) {
		inlint_yaml_out_key_string(o, "verdict",
					   inlint_verdict_name(r->verdict));
		inlint_yaml_out_key_string(
			o, "verdict_evidence",
			inlint_evidence_name(r->verdict_evidence));
	}
	inlint_yaml_out_end_map(o);
}

/* What the kept set measured together in each configuration. */
static void emit_budget_configs(struct inlint_yaml_out *o,
				const struct inlint_report *rep)
{
	inlint_yaml_out_key(o, "configurations");
	inlint_yaml_out_seq(o, false);
	for (size_t k = 0; k < rep->n_configs; k++) {
		const struct inlint_report_config *c = &rep->configs[k];

		inlint_yaml_out_map(o, true);
		inlint_yaml_out_key_string(o, "name", c->name);
		inlint_yaml_out_key_number(o, "delta_bytes", "%lld",
					   (long long)c->delta);
		inlint_yaml_out_key_number(o, "alone_delta_bytes", "%lld",
					   (long long)c->alone);
		inlint_yaml_out_key_number(o, "together_tus", "%zu",
					   c->together_tus);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

static void emit_budget(struct inlint_yaml_out *o,
			const struct inlint_report *rep)
{
	const struct inlint_report_budget *b = &rep->budget;

	inlint_yaml_out_key(o, "budget");
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_number(o, "text_bytes", "%.0f", b->text);
	inlint_yaml_out_key_string(o, "text_source",
				   !b->text_objects ? "estimate"
				   : b->text_objects < b->text_tus
					   ? "objects+estimate"
					   : "objects");
	inlint_yaml_out_key_number(o, "limit_bytes", "%lld",
				   (long long)b->limit);
	inlint_yaml_out_key_number(o, "predicted_delta_bytes", "%lld",
				   (long long)b->delta);
	inlint_yaml_out_key_number(o, "kept", "%zu", b->kept);
	inlint_yaml_out_key_number(o, "dropped", "%zu", b->dropped);
	if (b->rounds) {
		inlint_yaml_out_key_number(o, "fit_rounds", "%zu", b->rounds);
		inlint_yaml_out_key_number(o, "together_tus", "%zu",
					   b->together_tus);
		inlint_yaml_out_key_number(o, "alone_delta_bytes", "%lld",
					   (long long)b->alone);
	}
	if (b->rounds && rep->n_configs)
		emit_budget_configs(o, rep);
	inlint_yaml_out_end_map(o);
}

/* The entries of one list, in rank order: recommendations within the
 * budget, information (left out when there is none), or those over the
 * budget. */
static void emit_recs(struct inlint_yaml_out *o,
		      const struct inlint_report *rep, const char *key,
		      bool information, bool over_budget)
{
	size_t n = 0;

	for (size_t i = 0; i < rep->n_recs; i++)
		n += rep->recs[i].information == information &&
		     rep->recs[i].over_budget == over_budget;
	if (information && !n)
		return;
	inlint_yaml_out_key(o, key);
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < rep->n_recs; i++)
		if (rep->recs[i].information == information &&
		    rep->recs[i].over_budget == over_budget)
			emit_rec(o, rep, &rep->recs[i]);
	inlint_yaml_out_end_seq(o);
}

static void emit_fn(struct inlint_yaml_out *o, const struct inlint_report_fn *f)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "name", f->name);
	inlint_yaml_out_key_string(o, "file", f->file);
	inlint_yaml_out_key_number(o, "line", "%u", f->line);
	inlint_yaml_out_key_string(o, "linkage", f->linkage);
	inlint_yaml_out_key_string(o, "tu", f->tu);
	inlint_yaml_out_key_number(o, "tus", "%zu", f->tus);
	inlint_yaml_out_key_number(o, "size", "%u", f->size);
	inlint_yaml_out_key(o, "attributes");
	inlint_model_out_attrs(o, f->attrs);
	inlint_yaml_out_key_string(
		o, "outcome", inlint_outcome_name(inlint_report_fn_outcome(f)));
	inlint_yaml_out_key_bool(o, "recursive", f->recursive);
	inlint_yaml_out_key_bool(o, "variadic", f->variadic);
	inlint_yaml_out_key_bool(o, "address_taken", f->address_taken);
	inlint_yaml_out_key_number(o, "call_sites", "%zu", f->call_sites);
	inlint_yaml_out_key_number(o, "kept_calls", "%zu", f->kept);
	inlint_yaml_out_key_number(o, "hot_calls", "%zu", f->hot);
	inlint_yaml_out_key_number(o, "cold_calls", "%zu", f->cold);
	inlint_yaml_out_key_number(o, "frequency", "%.6g", f->frequency);
	put_names(o, "callers", &f->callers);
	if (f->callers.truncated)
		inlint_yaml_out_key_bool(o, "callers_truncated", true);
	put_names(o, "inlined_into", &f->inlined_into);
	if (f->inlined_into.truncated)
		inlint_yaml_out_key_bool(o, "inlined_into_truncated", true);
	if (f->at_link.n)
		put_names(o, "inlined_at_link", &f->at_link);
	if (f->compiler_reason)
		inlint_yaml_out_key_string(o, "compiler_reason",
					   f->compiler_reason);
	inlint_yaml_out_key_number(o, "entry_frequency", "%.6g", f->entry);
	inlint_yaml_out_key_number(o, "global_frequency", "%.6g", f->global);
	if (f->cold_root)
		inlint_yaml_out_key_bool(o, "cold_root", true);
	inlint_yaml_out_key_number(o, "final_size", "%u", f->final_size);
	inlint_yaml_out_key_number(o, "copies", "%zu", f->copies);
	if (f->measured_copies)
		inlint_yaml_out_key_number(o, "copy_bytes", "%.6g",
					   (double)f->measured_bytes /
						   (double)f->measured_copies);
	inlint_yaml_out_end_map(o);
}

size_t inlint_report_extern_callers(const struct inlint_report *rep,
				    const struct inlint_report_extern *x)
{
	const char *home = rep->fns[x->fn].tu;
	size_t n = 0;

	for (size_t i = 0; i < x->n_tus; i++)
		n += rep->tu_names[x->tus[i]] != home;
	return n;
}

static void emit_extern(struct inlint_yaml_out *o,
			const struct inlint_report *rep,
			const struct inlint_report_extern *x)
{
	const struct inlint_report_fn *f = &rep->fns[x->fn];
	size_t n = inlint_report_extern_callers(rep, x);
	char msg[1024], at_link[512];

	inlint_name_list_format(&f->at_link, at_link, sizeof(at_link));

	if (n && f->at_link.n)
		snprintf(msg, sizeof(msg),
			 "%s: extern, called from %zu file%s; inlined into %s "
			 "at link time",
			 f->name, n, n == 1 ? "" : "s", at_link);
	else if (n)
		snprintf(msg, sizeof(msg),
			 "%s: extern, called from %zu file%s; an `inline` "
			 "keyword on its definition in %s only affects that "
			 "file without LTO",
			 f->name, n, n == 1 ? "" : "s", f->file);
	else
		snprintf(msg, sizeof(msg),
			 "%s: extern, but no other file of the %zu records "
			 "calls it: could it be static?",
			 f->name, rep->records);
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "name", f->name);
	inlint_yaml_out_key_string(o, "file", f->file);
	inlint_yaml_out_key_number(o, "line", "%u", f->line);
	inlint_yaml_out_key_string(o, "tu", f->tu);
	inlint_yaml_out_key_number(o, "called_from", "%zu", n);
	inlint_yaml_out_key_number(o, "calls", "%zu", x->calls);
	inlint_yaml_out_key(o, "callers");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < x->n_tus; i++)
		if (rep->tu_names[x->tus[i]] != f->tu)
			inlint_yaml_out_string(o, rep->tu_names[x->tus[i]]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key_string(o, "message", msg);
	inlint_yaml_out_end_map(o);
}

/* Which decision it is, without the line or reason it may have, and why
 * it was refused (NULL: it matched nothing). */
static void emit_unmatched_decision(struct inlint_yaml_out *o,
				    const struct inlint_recommendation *d,
				    const char *refused)
{
	const struct inlint_rec_keys k = {
		.function = d->function,
		.file = d->file,
		.caller = d->caller,
		.call_line = d->call_line,
		.action = d->action,
	};

	inlint_yaml_out_map(o, false);
	inlint_model_out_rec(o, &k, true);
	if (refused)
		inlint_yaml_out_key_string(o, "refused", refused);
	inlint_yaml_out_end_map(o);
}

static void emit_unmatched(struct inlint_yaml_out *o,
			   const struct inlint_report *rep)
{
	size_t n = rep->decisions->n_recommendations;

	inlint_yaml_out_key(o, "unmatched_decisions");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_report_decision *rd = &rep->by_name[i];

		if (!rd->matched)
			emit_unmatched_decision(o, rd->d, rd->refused);
	}
	inlint_yaml_out_end_seq(o);
}

/* merge --whatif in configurations: each one's name and label. */
static void emit_configs(struct inlint_yaml_out *o,
			 const struct inlint_report *rep)
{
	inlint_yaml_out_key(o, "configurations");
	inlint_yaml_out_seq(o, false);
	for (size_t k = 0; k < rep->n_configs; k++) {
		inlint_yaml_out_map(o, true);
		inlint_yaml_out_key_string(o, "name", rep->configs[k].name);
		inlint_yaml_out_key_string(o, "label", rep->configs[k].label);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

/* Absent when the records carried none, as reports before it had. */
static void emit_problems(struct inlint_yaml_out *o,
			  const struct inlint_report *rep)
{
	if (!rep->n_problems)
		return;
	inlint_yaml_out_key(o, "problems");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < rep->n_problems; i++) {
		const struct inlint_report_problem *p = &rep->problems[i];

		inlint_yaml_out_map(o, false);
		inlint_yaml_out_key_string(o, "file", p->file);
		inlint_yaml_out_key_string(o, "problem", p->text);
		inlint_yaml_out_key_number(o, "records", "%zu", p->records);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

/* The thresholds most records share, as a record writes them; left out
 * when they are -O2's. */
static void emit_inliner(struct inlint_yaml_out *o,
			 const struct inlint_inliner *t)
{
	struct inlint_inliner o2;

	inlint_inliner_default(&o2);
	if (inlint_inliner_equal(t, &o2))
		return;
	inlint_yaml_out_key(o, "inliner");
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_number(o, "threshold", "%d", t->threshold);
	inlint_yaml_out_key_bool(o, "from_flag", t->from_flag);
	inlint_yaml_out_key_number(o, "hint", "%d", t->hint);
	inlint_yaml_out_key_number(o, "cold_callsite", "%d", t->cold_callsite);
	inlint_yaml_out_key_number(o, "hot_callsite", "%d", t->hot_callsite);
	inlint_yaml_out_key_number(o, "locally_hot_callsite", "%d",
				   t->locally_hot);
	inlint_yaml_out_end_map(o);
}

static void emit_body(struct inlint_yaml_out *o, const void *arg)
{
	const struct inlint_report *rep = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_REPORT_SCHEMA);
	inlint_yaml_out_key_number(o, "records", "%zu", rep->records);
	inlint_yaml_out_key_string(o, "target", rep->target);
	inlint_yaml_out_key_string(o, "compiler", rep->compiler);
	if (rep->level)
		inlint_yaml_out_key_string(o, "level", rep->level);
	emit_inliner(o, &rep->inliner);
	if (rep->profile_format)
		inlint_yaml_out_key_string(o, "profile_format",
					   rep->profile_format);
	if (rep->n_configs)
		emit_configs(o, rep);
	emit_problems(o, rep);
	emit_recs(o, rep, "recommendations", false, false);
	emit_recs(o, rep, "information", true, false);
	if (rep->budget.set) {
		emit_budget(o, rep);
		emit_recs(o, rep, "over_budget", false, true);
	}
	inlint_yaml_out_key(o, "functions");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < rep->n_fns; i++)
		emit_fn(o, &rep->fns[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "extern_functions");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < rep->n_externs; i++)
		if (rep->externs[i].fn != INLINT_HTAB_NONE)
			emit_extern(o, rep, &rep->externs[i]);
	inlint_yaml_out_end_seq(o);
	if (rep->decisions)
		emit_unmatched(o, rep);
	inlint_yaml_out_end_map(o);
}

int inlint_report_write(const struct inlint_report *rep, const char *path,
			char *err, size_t errlen)
{
	return inlint_yaml_out_write(path, emit_body, rep, err, errlen);
}

/* ---- reading ---- */

struct in {
	struct inlint_yaml_doc *d;
	struct inlint_report *rep;
};

/* An interned copy, as the report's tables compare strings by pointer. */
static int get_str(struct in *in, const struct inlint_yaml_node *map,
		   const char *key, const char **dst)
{
	const char *s = *dst;

	if (inlint_yaml_get_str(in->d, map, key, &s))
		return -1;
	*dst = s ? inlint_intern(&in->rep->strings, s) : NULL;
	return 0;
}

/* Item i of the list key: a name, interned. */
static int get_item(struct in *in, const struct inlint_yaml_node *seq, size_t i,
		    const char *key, const char **dst)
{
	const struct inlint_yaml_node *n = inlint_yaml_item(in->d, seq, i);

	if (inlint_yaml_str(in->d, n, key, dst))
		return -1;
	if (!*dst)
		return inlint_yaml_doc_fail(in->d, n, "expected a name in '%s'",
					    key);
	*dst = inlint_intern(&in->rep->strings, *dst);
	return 0;
}

static int read_rec_of(struct in *in, const struct inlint_yaml_node *n,
		       bool information)
{
	struct inlint_yaml_doc *d = in->d;
	struct inlint_report_rec *r = inlint_report_add_rec(in->rep);
	int action = 0, severity = 0, hotness = 0, cost_source = 0;
	long long cost = 0;

	r->information = information;
	if (inlint_yaml_need_map(
		    d, n, information ? "information" : "recommendations") ||
	    get_str(in, n, "function", &r->function) ||
	    get_str(in, n, "file", &r->file) ||
	    inlint_yaml_get_uint(d, n, "line", &r->line) ||
	    get_str(in, n, "caller", &r->caller) ||
	    inlint_yaml_get_uint(d, n, "call_line", &r->call_line) ||
	    inlint_yaml_get_name(d, n, "action", inlint_action_parse,
				 &action) ||
	    get_str(in, n, "reason", &r->reason) ||
	    inlint_yaml_get_name(d, n, "severity", inlint_severity_parse,
				 &severity) ||
	    inlint_yaml_get_double(d, n, "confidence", &r->confidence) ||
	    get_str(in, n, "message", &r->message) ||
	    inlint_yaml_get_size(d, n, "tus", &r->tus) ||
	    inlint_yaml_get_double(d, n, "score", &r->score) ||
	    get_str(in, n, "compiler_reason", &r->compiler_reason) ||
	    get_str(in, n, "group", &r->group) ||
	    inlint_yaml_get_double(d, n, "global_frequency", &r->global) ||
	    inlint_yaml_get_name(d, n, "hotness", inlint_hotness_parse,
				 &hotness) ||
	    get_str(in, n, "evidence", &r->evidence) ||
	    inlint_yaml_get_llong(d, n, "cost_bytes", &cost) ||
	    inlint_yaml_get_name(d, n, "cost_source",
				 inlint_report_cost_source_parse, &cost_source))
		return -1;
	r->action = action;
	r->severity = severity;
	r->global_hotness = hotness;
	r->cost = cost;
	r->cost_source = cost_source;
	if (!r->function)
		return inlint_yaml_doc_fail(
			d, n, "recommendation without a function");
	return 0;
}

static int read_rec(struct in *in, const struct inlint_yaml_node *n)
{
	return read_rec_of(in, n, false);
}

static int read_info(struct in *in, const struct inlint_yaml_node *n)
{
	return read_rec_of(in, n, true);
}

/* What the budget dropped is still advice lint quotes. */
static int read_over(struct in *in, const struct inlint_yaml_node *n)
{
	if (read_rec_of(in, n, false))
		return -1;
	in->rep->recs[in->rep->n_recs - 1].over_budget = true;
	return 0;
}

/* Unknown attribute names are skipped: a newer inlint may know more. */
static int read_attrs(struct in *in, const struct inlint_yaml_node *map,
		      unsigned *attrs)
{
	const char *name;
	const struct inlint_yaml_node *seq;

	if (inlint_yaml_get_list(in->d, map, "attributes", &seq))
		return -1;
	for (size_t i = 0; i < inlint_yaml_len(seq); i++) {
		if (get_item(in, seq, i, "attributes", &name))
			return -1;
		*attrs |= inlint_attr_parse(name);
	}
	return 0;
}

static int read_names(struct in *in, const struct inlint_yaml_node *map,
		      const char *key, struct inlint_name_list *l)
{
	const char *name;
	const struct inlint_yaml_node *seq;

	if (inlint_yaml_get_list(in->d, map, key, &seq))
		return -1;
	for (size_t i = 0; i < inlint_yaml_len(seq); i++) {
		if (get_item(in, seq, i, key, &name))
			return -1;
		inlint_name_list_add(l, name);
	}
	return 0;
}

/* The report says the merged outcome; one bit of outcomes keeps it. */
/* The keys merge adds after a function's facts: its global hotness and
 * its out-of-line copies. */
static int read_fn_sizes(struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *n,
			 struct inlint_report_fn *f)
{
	double bytes = -1;

	if (inlint_yaml_get_double(d, n, "entry_frequency", &f->entry) ||
	    inlint_yaml_get_double(d, n, "global_frequency", &f->global) ||
	    inlint_yaml_get_bool(d, n, "cold_root", &f->cold_root) ||
	    inlint_yaml_get_uint(d, n, "final_size", &f->final_size) ||
	    inlint_yaml_get_size(d, n, "copies", &f->copies) ||
	    inlint_yaml_get_double(d, n, "copy_bytes", &bytes))
		return -1;
	if (bytes >= 0 && bytes < 1e15) {
		f->measured_copies = 1;
		f->measured_bytes = (uint64_t)(bytes + 0.5);
	}
	return 0;
}

static int read_fn(struct in *in, const struct inlint_yaml_node *n)
{
	struct inlint_yaml_doc *d = in->d;
	const char *name = NULL, *file = NULL;
	struct inlint_report_fn *f;
	int outcome = 0;

	if (inlint_yaml_need_map(d, n, "functions") ||
	    get_str(in, n, "name", &name) || get_str(in, n, "file", &file))
		return -1;
	if (!name)
		return inlint_yaml_doc_fail(d, n, "function without a name");
	f = inlint_report_add_fn(in->rep, name, file);
	if (inlint_yaml_get_uint(d, n, "line", &f->line) ||
	    get_str(in, n, "linkage", &f->linkage) ||
	    get_str(in, n, "tu", &f->tu) ||
	    inlint_yaml_get_size(d, n, "tus", &f->tus) ||
	    inlint_yaml_get_uint(d, n, "size", &f->size) ||
	    read_attrs(in, n, &f->attrs) ||
	    inlint_yaml_get_name(d, n, "outcome", inlint_outcome_parse,
				 &outcome) ||
	    inlint_yaml_get_bool(d, n, "recursive", &f->recursive) ||
	    inlint_yaml_get_bool(d, n, "variadic", &f->variadic) ||
	    inlint_yaml_get_bool(d, n, "address_taken", &f->address_taken) ||
	    inlint_yaml_get_size(d, n, "call_sites", &f->call_sites) ||
	    inlint_yaml_get_size(d, n, "kept_calls", &f->kept) ||
	    inlint_yaml_get_size(d, n, "hot_calls", &f->hot) ||
	    inlint_yaml_get_size(d, n, "cold_calls", &f->cold) ||
	    inlint_yaml_get_double(d, n, "frequency", &f->frequency) ||
	    read_names(in, n, "callers", &f->callers) ||
	    inlint_yaml_get_bool(d, n, "callers_truncated",
				 &f->callers.truncated) ||
	    read_names(in, n, "inlined_into", &f->inlined_into) ||
	    inlint_yaml_get_bool(d, n, "inlined_into_truncated",
				 &f->inlined_into.truncated) ||
	    read_names(in, n, "inlined_at_link", &f->at_link) ||
	    get_str(in, n, "compiler_reason", &f->compiler_reason) ||
	    read_fn_sizes(d, n, f))
		return -1;
	f->outcomes = 1u << outcome;
	return 0;
}

/* callers lists the other TUs; the defining one is the function's tu. */
static int read_extern(struct in *in, const struct inlint_yaml_node *n)
{
	struct inlint_yaml_doc *d = in->d;
	const char *name = NULL, *file = NULL, *tu = NULL, *caller;
	struct inlint_report_extern *x;
	struct inlint_report_fn *f;
	const struct inlint_yaml_node *seq;

	if (inlint_yaml_need_map(d, n, "extern_functions") ||
	    get_str(in, n, "name", &name) || get_str(in, n, "file", &file) ||
	    get_str(in, n, "tu", &tu) ||
	    inlint_yaml_get_list(d, n, "callers", &seq))
		return -1;
	if (!name)
		return inlint_yaml_doc_fail(d, n,
					    "extern function without a name");
	f = inlint_report_find_fn(in->rep, name, file);
	if (!f)
		return inlint_yaml_doc_fail(
			d, n, "extern function '%s' is not in 'functions'",
			name);
	x = inlint_report_extern(in->rep, name);
	x->fn = (size_t)(f - in->rep->fns);
	if (inlint_yaml_get_size(d, n, "calls", &x->calls))
		return -1;
	for (size_t i = 0; i < inlint_yaml_len(seq); i++) {
		if (get_item(in, seq, i, "callers", &caller))
			return -1;
		inlint_report_extern_add_tu(x,
					    inlint_report_tu(in->rep, caller));
	}
	return 0;
}

static int read_problem(struct in *in, const struct inlint_yaml_node *n)
{
	struct inlint_yaml_doc *d = in->d;
	const char *file = NULL, *text = NULL;
	size_t records = 1;

	if (inlint_yaml_need_map(d, n, "problems") ||
	    get_str(in, n, "file", &file) || get_str(in, n, "problem", &text) ||
	    inlint_yaml_get_size(d, n, "records", &records))
		return -1;
	if (!text || !records)
		return inlint_yaml_doc_fail(
			d, n, "a problem needs its text and 1 record or more");
	inlint_report_add_problem(in->rep, file, text)->records += records - 1;
	return 0;
}

static int read_inliner(struct in *in, const struct inlint_yaml_node *root)
{
	static const char *const keys[] = {"threshold",
					   "from_flag",
					   "hint",
					   "cold_callsite",
					   "hot_callsite",
					   "locally_hot_callsite",
					   NULL};
	const struct inlint_yaml_node *n =
		inlint_yaml_get(in->d, root, "inliner");
	struct inlint_yaml_doc *d = in->d;
	struct inlint_inliner *t = &in->rep->inliner;

	if (!n)
		return 0;
	return inlint_yaml_need_map(d, n, "inliner") ||
	       inlint_yaml_only_keys(d, n, keys) ||
	       inlint_yaml_get_int(d, n, "threshold", &t->threshold) ||
	       inlint_yaml_get_bool(d, n, "from_flag", &t->from_flag) ||
	       inlint_yaml_get_int(d, n, "hint", &t->hint) ||
	       inlint_yaml_get_int(d, n, "cold_callsite", &t->cold_callsite) ||
	       inlint_yaml_get_int(d, n, "hot_callsite", &t->hot_callsite) ||
	       inlint_yaml_get_int(d, n, "locally_hot_callsite",
				   &t->locally_hot);
}

static int
read_each(struct in *in, const struct inlint_yaml_node *root, const char *key,
	  int (*one)(struct in *in, const struct inlint_yaml_node *n))
{
	const struct inlint_yaml_node *seq;

	if (inlint_yaml_get_list(in->d, root, key, &seq))
		return -1;
	for (size_t i = 0; i < inlint_yaml_len(seq); i++)
		if (one(in, inlint_yaml_item(in->d, seq, i)))
			return -1;
	return 0;
}

static int read_root(struct in *in, const char *path, char *err, size_t errlen)
{
	const struct inlint_yaml_node *root = inlint_yaml_doc_root(in->d);
	const char *schema = NULL;

	if (!root) {
		snprintf(err, errlen, "%s: not an %s report (empty file)", path,
			 INLINT_REPORT_SCHEMA);
		return -1;
	}
	if (!inlint_yaml_is_map(root) ||
	    inlint_yaml_get_str(in->d, root, "schema", &schema) || !schema ||
	    strcmp(schema, INLINT_REPORT_SCHEMA) != 0)
		return inlint_yaml_doc_fail(in->d, root, "not an %s report",
					    INLINT_REPORT_SCHEMA);
	if (inlint_yaml_get_size(in->d, root, "records", &in->rep->records) ||
	    get_str(in, root, "target", &in->rep->target) ||
	    get_str(in, root, "compiler", &in->rep->compiler) ||
	    get_str(in, root, "level", &in->rep->level) ||
	    read_inliner(in, root) ||
	    get_str(in, root, "profile_format", &in->rep->profile_format))
		return -1;
	return read_each(in, root, "problems", read_problem) ||
	       read_each(in, root, "recommendations", read_rec) ||
	       read_each(in, root, "information", read_info) ||
	       read_each(in, root, "over_budget", read_over) ||
	       read_each(in, root, "functions", read_fn) ||
	       read_each(in, root, "extern_functions", read_extern);
}

struct inlint_report *inlint_report_read(const char *path, char *err,
					 size_t errlen)
{
	struct in in = {inlint_yaml_doc_create(path, err, errlen), NULL};
	int ret;

	if (!in.d)
		return NULL;
	in.rep = inlint_report_create();
	ret = read_root(&in, path, err, errlen);
	inlint_yaml_doc_destroy(in.d);
	if (ret) {
		inlint_report_destroy(in.rep);
		return NULL;
	}
	return in.rep;
}
