/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report_yaml.c - inlint-report/1 out through libyaml's emitter, in the
 * style of records, and back in through libyaml's document loader: a report
 * is read once per lint, so simplicity beats streaming there. */
#include "report_yaml.h"

#include "yaml_in.h"
#include "yaml_out.h"

#include <yaml.h>

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

static void put_attrs(struct inlint_yaml_out *o, unsigned attrs)
{
	inlint_yaml_out_key(o, "attributes");
	inlint_yaml_out_seq(o, true);
	for (unsigned i = 0; i < INLINT_ATTR_COUNT; i++)
		if (attrs & (1u << i))
			inlint_yaml_out_string(o, inlint_attr_name(1u << i));
	inlint_yaml_out_end_seq(o);
}

static void emit_rec(struct inlint_yaml_out *o,
		     const struct inlint_report_rec *r)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "function", r->function);
	inlint_yaml_out_key_string(o, "file", r->file);
	inlint_yaml_out_key_number(o, "line", "%u", r->line);
	if (r->caller) {
		inlint_yaml_out_key_string(o, "caller", r->caller);
		inlint_yaml_out_key_number(o, "call_line", "%u", r->call_line);
	}
	inlint_yaml_out_key_string(o, "action", inlint_action_name(r->action));
	inlint_yaml_out_key_string(o, "reason", r->reason);
	inlint_yaml_out_key_string(o, "severity",
				   inlint_severity_name(r->severity));
	inlint_yaml_out_key_number(o, "confidence", "%.6g", r->confidence);
	inlint_yaml_out_key_string(o, "message", r->message);
	inlint_yaml_out_key_number(o, "tus", "%zu", r->tus);
	inlint_yaml_out_key_number(o, "score", "%.6g", r->score);
	if (r->compiler_reason)
		inlint_yaml_out_key_string(o, "compiler_reason",
					   r->compiler_reason);
	inlint_yaml_out_end_map(o);
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
	put_attrs(o, f->attrs);
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
	if (f->compiler_reason)
		inlint_yaml_out_key_string(o, "compiler_reason",
					   f->compiler_reason);
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
	char msg[1024];

	if (n)
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

static void emit_unmatched(struct inlint_yaml_out *o,
			   const struct inlint_report *rep)
{
	size_t n = rep->decisions->n_recommendations;

	inlint_yaml_out_key(o, "unmatched_decisions");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_recommendation *d;

		if (rep->by_name[i].matched)
			continue;
		d = rep->by_name[i].d;
		inlint_yaml_out_map(o, false);
		inlint_yaml_out_key_string(o, "function", d->function);
		if (d->file)
			inlint_yaml_out_key_string(o, "file", d->file);
		if (d->caller) {
			inlint_yaml_out_key_string(o, "caller", d->caller);
			inlint_yaml_out_key_number(o, "call_line", "%u",
						   d->call_line);
		}
		inlint_yaml_out_key_string(o, "action",
					   inlint_action_name(d->action));
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
}

static void emit_body(struct inlint_yaml_out *o, const void *arg)
{
	const struct inlint_report *rep = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_REPORT_SCHEMA);
	inlint_yaml_out_key_number(o, "records", "%zu", rep->records);
	inlint_yaml_out_key_string(o, "target", rep->target);
	inlint_yaml_out_key_string(o, "compiler", rep->compiler);
	inlint_yaml_out_key(o, "recommendations");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < rep->n_recs; i++)
		emit_rec(o, &rep->recs[i]);
	inlint_yaml_out_end_seq(o);
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
	struct inlint_yaml_in y;
	struct inlint_report *rep;
};

static const char *text(const yaml_node_t *n)
{
	return (const char *)n->data.scalar.value;
}

/* The value under key, or NULL when the mapping has no such key. */
static yaml_node_t *get(struct in *in, yaml_node_t *map, const char *key)
{
	for (yaml_node_pair_t *p = map->data.mapping.pairs.start;
	     p < map->data.mapping.pairs.top; p++) {
		yaml_node_t *k = inlint_yaml_in_node(&in->y, p->key);

		if (k->type == YAML_SCALAR_NODE && strcmp(text(k), key) == 0)
			return inlint_yaml_in_node(&in->y, p->value);
	}
	return NULL;
}

static yaml_node_t *get_scalar(struct in *in, yaml_node_t *map, const char *key,
			       int *ret)
{
	yaml_node_t *n = get(in, map, key);

	*ret = 0;
	if (n && n->type != YAML_SCALAR_NODE) {
		*ret = inlint_yaml_in_fail(&in->y, n,
					   "expected a value for '%s'", key);
		return NULL;
	}
	return n;
}

static int get_str(struct in *in, yaml_node_t *map, const char *key,
		   const char **dst)
{
	int ret;
	yaml_node_t *n = get_scalar(in, map, key, &ret);

	if (!n)
		return ret;
	if (n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
	    strcmp(text(n), "~") == 0)
		*dst = NULL;
	else
		*dst = inlint_intern(&in->rep->strings, text(n));
	return 0;
}

static int get_double(struct in *in, yaml_node_t *map, const char *key,
		      double *dst)
{
	int ret;
	yaml_node_t *n = get_scalar(in, map, key, &ret);
	char *end;

	if (!n)
		return ret;
	*dst = strtod(text(n), &end);
	if (!*text(n) || *end)
		return inlint_yaml_in_fail(
			&in->y, n, "expected a number for '%s', got '%s'", key,
			text(n));
	return 0;
}

static int get_size(struct in *in, yaml_node_t *map, const char *key,
		    size_t *dst)
{
	double v = (double)*dst;

	if (get_double(in, map, key, &v))
		return -1;
	if (v < 0)
		return inlint_yaml_in_fail(&in->y, get(in, map, key),
					   "negative '%s'", key);
	*dst = (size_t)v;
	return 0;
}

static int get_uint(struct in *in, yaml_node_t *map, const char *key,
		    unsigned *dst)
{
	size_t v = *dst;

	if (get_size(in, map, key, &v))
		return -1;
	*dst = (unsigned)v;
	return 0;
}

static int get_bool(struct in *in, yaml_node_t *map, const char *key, bool *dst)
{
	int ret;
	yaml_node_t *n = get_scalar(in, map, key, &ret);

	if (!n)
		return ret;
	if (strcmp(text(n), "true") && strcmp(text(n), "false"))
		return inlint_yaml_in_fail(
			&in->y, n, "expected true or false for '%s'", key);
	*dst = strcmp(text(n), "true") == 0;
	return 0;
}

static int get_name(struct in *in, yaml_node_t *map, const char *key,
		    int (*parse)(const char *), int *dst)
{
	const char *s = NULL;

	if (get_str(in, map, key, &s))
		return -1;
	if (!s)
		return 0;
	*dst = parse(s);
	if (*dst < 0)
		return inlint_yaml_in_fail(&in->y, get(in, map, key),
					   "unknown %s '%s'", key, s);
	return 0;
}

/* The sequence under key (NULL when absent), each item a mapping. */
static int get_list(struct in *in, yaml_node_t *map, const char *key,
		    yaml_node_t **seq)
{
	yaml_node_t *n = get(in, map, key);

	*seq = NULL;
	if (!n)
		return 0;
	if (n->type != YAML_SEQUENCE_NODE)
		return inlint_yaml_in_fail(&in->y, n,
					   "expected a list for '%s'", key);
	*seq = n;
	return 0;
}

static yaml_node_t *item(struct in *in, yaml_node_t *seq, size_t i)
{
	return inlint_yaml_in_node(&in->y, seq->data.sequence.items.start[i]);
}

static size_t items(const yaml_node_t *seq)
{
	return seq ? (size_t)(seq->data.sequence.items.top -
			      seq->data.sequence.items.start)
		   : 0;
}

static int need_map(struct in *in, yaml_node_t *n, const char *key)
{
	if (n->type != YAML_MAPPING_NODE)
		return inlint_yaml_in_fail(&in->y, n,
					   "expected a mapping in '%s'", key);
	return 0;
}

static int read_rec(struct in *in, yaml_node_t *n)
{
	struct inlint_report_rec *r = inlint_report_add_rec(in->rep);
	int action = 0, severity = 0;

	if (need_map(in, n, "recommendations") ||
	    get_str(in, n, "function", &r->function) ||
	    get_str(in, n, "file", &r->file) ||
	    get_uint(in, n, "line", &r->line) ||
	    get_str(in, n, "caller", &r->caller) ||
	    get_uint(in, n, "call_line", &r->call_line) ||
	    get_name(in, n, "action", inlint_action_parse, &action) ||
	    get_str(in, n, "reason", &r->reason) ||
	    get_name(in, n, "severity", inlint_severity_parse, &severity) ||
	    get_double(in, n, "confidence", &r->confidence) ||
	    get_str(in, n, "message", &r->message) ||
	    get_size(in, n, "tus", &r->tus) ||
	    get_double(in, n, "score", &r->score) ||
	    get_str(in, n, "compiler_reason", &r->compiler_reason))
		return -1;
	r->action = action;
	r->severity = severity;
	if (!r->function)
		return inlint_yaml_in_fail(&in->y, n,
					   "recommendation without a function");
	return 0;
}

static int read_attrs(struct in *in, yaml_node_t *map, unsigned *attrs)
{
	yaml_node_t *seq;

	if (get_list(in, map, "attributes", &seq))
		return -1;
	for (size_t i = 0; i < items(seq); i++) {
		yaml_node_t *a = item(in, seq, i);

		if (a->type == YAML_SCALAR_NODE)
			*attrs |= inlint_attr_parse(text(a));
	}
	return 0;
}

static int read_names(struct in *in, yaml_node_t *map, const char *key,
		      struct inlint_name_list *l)
{
	yaml_node_t *seq;

	if (get_list(in, map, key, &seq))
		return -1;
	for (size_t i = 0; i < items(seq); i++) {
		yaml_node_t *a = item(in, seq, i);

		if (a->type != YAML_SCALAR_NODE)
			return inlint_yaml_in_fail(
				&in->y, a, "expected a name in '%s'", key);
		inlint_name_list_add(l,
				     inlint_intern(&in->rep->strings, text(a)));
	}
	return 0;
}

/* The report says the merged outcome; one bit of outcomes keeps it. */
static int read_fn(struct in *in, yaml_node_t *n)
{
	const char *name = NULL, *file = NULL;
	struct inlint_report_fn *f;
	int outcome = 0;

	if (need_map(in, n, "functions") || get_str(in, n, "name", &name) ||
	    get_str(in, n, "file", &file))
		return -1;
	if (!name)
		return inlint_yaml_in_fail(&in->y, n,
					   "function without a name");
	f = inlint_report_add_fn(in->rep, name, file);
	if (get_uint(in, n, "line", &f->line) ||
	    get_str(in, n, "linkage", &f->linkage) ||
	    get_str(in, n, "tu", &f->tu) || get_size(in, n, "tus", &f->tus) ||
	    get_uint(in, n, "size", &f->size) || read_attrs(in, n, &f->attrs) ||
	    get_name(in, n, "outcome", inlint_outcome_parse, &outcome) ||
	    get_bool(in, n, "recursive", &f->recursive) ||
	    get_bool(in, n, "variadic", &f->variadic) ||
	    get_bool(in, n, "address_taken", &f->address_taken) ||
	    get_size(in, n, "call_sites", &f->call_sites) ||
	    get_size(in, n, "kept_calls", &f->kept) ||
	    get_size(in, n, "hot_calls", &f->hot) ||
	    get_size(in, n, "cold_calls", &f->cold) ||
	    get_double(in, n, "frequency", &f->frequency) ||
	    read_names(in, n, "callers", &f->callers) ||
	    get_bool(in, n, "callers_truncated", &f->callers.truncated) ||
	    read_names(in, n, "inlined_into", &f->inlined_into) ||
	    get_bool(in, n, "inlined_into_truncated",
		     &f->inlined_into.truncated) ||
	    get_str(in, n, "compiler_reason", &f->compiler_reason))
		return -1;
	f->outcomes = 1u << outcome;
	return 0;
}

/* callers lists the other TUs; the defining one is the function's tu. */
static int read_extern(struct in *in, yaml_node_t *n)
{
	const char *name = NULL, *file = NULL, *tu = NULL;
	struct inlint_report_extern *x;
	struct inlint_report_fn *f;
	yaml_node_t *seq;

	if (need_map(in, n, "extern_functions") ||
	    get_str(in, n, "name", &name) || get_str(in, n, "file", &file) ||
	    get_str(in, n, "tu", &tu) || get_list(in, n, "callers", &seq))
		return -1;
	if (!name)
		return inlint_yaml_in_fail(&in->y, n,
					   "extern function without a name");
	f = inlint_report_find_fn(in->rep, name, file);
	if (!f)
		return inlint_yaml_in_fail(
			&in->y, n, "extern function '%s' is not in 'functions'",
			name);
	x = inlint_report_extern(in->rep, name);
	x->fn = (size_t)(f - in->rep->fns);
	if (get_size(in, n, "calls", &x->calls))
		return -1;
	for (size_t i = 0; i < items(seq); i++) {
		yaml_node_t *a = item(in, seq, i);

		if (a->type != YAML_SCALAR_NODE)
			return inlint_yaml_in_fail(
				&in->y, a, "expected a file in 'callers'");
		inlint_report_extern_add_tu(x,
					    inlint_report_tu(in->rep, text(a)));
	}
	return 0;
}

static int read_each(struct in *in, yaml_node_t *root, const char *key,
		     int (*one)(struct in *in, yaml_node_t *n))
{
	yaml_node_t *seq;

	if (get_list(in, root, key, &seq))
		return -1;
	for (size_t i = 0; i < items(seq); i++)
		if (one(in, item(in, seq, i)))
			return -1;
	return 0;
}

static int read_root(struct in *in)
{
	yaml_node_t *root = yaml_document_get_root_node(&in->y.doc);
	const char *schema = NULL;

	if (!root) {
		snprintf(in->y.err, in->y.errlen,
			 "%s: not an %s report (empty file)", in->y.path,
			 INLINT_REPORT_SCHEMA);
		return -1;
	}
	if (root->type != YAML_MAPPING_NODE ||
	    get_str(in, root, "schema", &schema) || !schema ||
	    strcmp(schema, INLINT_REPORT_SCHEMA) != 0)
		return inlint_yaml_in_fail(&in->y, root, "not an %s report",
					   INLINT_REPORT_SCHEMA);
	if (get_size(in, root, "records", &in->rep->records) ||
	    get_str(in, root, "target", &in->rep->target) ||
	    get_str(in, root, "compiler", &in->rep->compiler))
		return -1;
	return read_each(in, root, "recommendations", read_rec) ||
	       read_each(in, root, "functions", read_fn) ||
	       read_each(in, root, "extern_functions", read_extern);
}

struct inlint_report *inlint_report_read(const char *path, char *err,
					 size_t errlen)
{
	struct in in = {0};
	int ret;

	if (inlint_yaml_in_load(&in.y, path, err, errlen))
		return NULL;
	in.rep = inlint_report_create();
	ret = read_root(&in);
	inlint_yaml_in_release(&in.y);
	if (ret) {
		inlint_report_destroy(in.rep);
		return NULL;
	}
	return in.rep;
}
