/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif_yaml.c - the YAML form of whatif's output: per unit the flipped
 * call sites, the changed copies, the .text totals, the frames grown past
 * the limit and the decisions that changed nothing there (libyaml's
 * emitter). */
#include "whatif_yaml.h"

#include "model_out.h"
#include "yaml_out.h"

#include <inttypes.h>

static void put_int(struct inlint_yaml_out *o, const char *key, int64_t v)
{
	inlint_yaml_out_key_number(o, key, "%" PRId64, v);
}

static void emit_flip(struct inlint_yaml_out *o,
		      const struct inlint_whatif_flip *f)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "file", f->file);
	put_int(o, "line", f->line);
	inlint_yaml_out_key_string(o, "caller", f->caller);
	inlint_yaml_out_key_string(o, "callee", f->callee);
	put_int(o, "calls", f->calls);
	inlint_yaml_out_key_string(o, "now",
				   f->now_inlined ? "inlined" : "kept");
	inlint_yaml_out_end_map(o);
}

/* A copy that appeared has no old_bytes, one that vanished no new_bytes. */
static void emit_copy(struct inlint_yaml_out *o,
		      const struct inlint_whatif_copy *c)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "function", c->function);
	if (c->in_old)
		put_int(o, "old_bytes", (int64_t)c->old_bytes);
	if (c->in_new)
		put_int(o, "new_bytes", (int64_t)c->new_bytes);
	put_int(o, "delta_bytes", c->delta_bytes);
	put_int(o, "old_ir", c->old_ir);
	put_int(o, "new_ir", c->new_ir);
	put_int(o, "delta_ir", c->delta_ir);
	inlint_yaml_out_end_map(o);
}

/* A frame within the limit in the baseline has no old_bytes. */
static void emit_frame(struct inlint_yaml_out *o,
		       const struct inlint_whatif_frame *f, bool fails)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "function", f->function);
	put_int(o, "bytes", (int64_t)f->bytes);
	put_int(o, "limit", (int64_t)f->limit);
	if (f->old_bytes)
		put_int(o, "old_bytes", (int64_t)f->old_bytes);
	inlint_yaml_out_key_bool(o, "build_fails", fails);
	inlint_yaml_out_end_map(o);
}

static void emit_refused(struct inlint_yaml_out *o,
			 const struct inlint_applied *a)
{
	const struct inlint_rec_keys k = {
		.function = a->function,
		.file = a->file,
		.caller = a->caller,
		.call_line = a->call_line,
		.action = a->action,
	};

	inlint_yaml_out_map(o, false);
	inlint_model_out_rec(o, &k, true);
	inlint_yaml_out_key_string(o, "detail", a->detail);
	inlint_yaml_out_end_map(o);
}

/* What the decisions did not do, at the end: a reader of the totals may
 * skip it. */
static void emit_unapplied(struct inlint_yaml_out *o,
			   const struct inlint_whatif_effect *e)
{
	inlint_yaml_out_key(o, "refused");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < e->n_refused; i++)
		emit_refused(o, e->refused[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "problems");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < e->n_problems; i++)
		inlint_yaml_out_string(o, e->problems[i]);
	inlint_yaml_out_end_seq(o);
}

void inlint_whatif_yaml_unit(struct inlint_yaml_out *o,
			     const struct inlint_whatif_effect *e)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "file", e->file);
	if (e->built_by)
		inlint_yaml_out_key_string(o, "measured_from_objects",
					   e->built_by);
	inlint_yaml_out_key(o, "flips");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < e->n_flips; i++)
		emit_flip(o, &e->flips[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "copies");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < e->n_copies; i++)
		emit_copy(o, &e->copies[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "text");
	inlint_yaml_out_map(o, false);
	put_int(o, "before", (int64_t)e->text_before);
	put_int(o, "after", (int64_t)e->text_after);
	put_int(o, "delta", e->text_delta);
	inlint_yaml_out_end_map(o);
	inlint_yaml_out_key(o, "frames");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < e->n_frames; i++)
		emit_frame(o, &e->frames[i], e->frames_fail);
	inlint_yaml_out_end_seq(o);
	emit_unapplied(o, e);
	inlint_yaml_out_end_map(o);
}

struct document {
	const char *decisions;
	const struct inlint_whatif_effect *const *units;
	size_t n;
};

static void emit_units(struct inlint_yaml_out *o,
		       const struct inlint_whatif_effect *const *units,
		       size_t n)
{
	inlint_yaml_out_key(o, "units");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < n; i++)
		inlint_whatif_yaml_unit(o, units[i]);
	inlint_yaml_out_end_seq(o);
}

static void emit_document(struct inlint_yaml_out *o, const void *arg)
{
	const struct document *doc = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_WHATIF_SCHEMA);
	inlint_yaml_out_key_string(o, "decisions", doc->decisions);
	emit_units(o, doc->units, doc->n);
	inlint_yaml_out_end_map(o);
}

int inlint_whatif_emit_yaml(const char *decisions,
			    const struct inlint_whatif_effect *const *units,
			    size_t n, FILE *out, char *err, size_t errlen)
{
	const struct document doc = {decisions, units, n};

	return inlint_yaml_out_emit(out, emit_document, &doc, err, errlen);
}

struct configs {
	const char *decisions;
	const struct inlint_whatif_yaml_config *v;
	size_t n;
};

static void emit_configs(struct inlint_yaml_out *o, const void *arg)
{
	const struct configs *c = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_WHATIF_SCHEMA);
	inlint_yaml_out_key_string(o, "decisions", c->decisions);
	inlint_yaml_out_key(o, "configurations");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < c->n; i++) {
		const struct inlint_whatif_yaml_config *v = &c->v[i];

		inlint_yaml_out_map(o, false);
		inlint_yaml_out_key_string(o, "name", v->name);
		inlint_yaml_out_key_string(o, "label", v->label);
		inlint_yaml_out_key_string(o, "compiler", v->compiler);
		inlint_yaml_out_key_string(o, "arch", v->arch);
		emit_units(o, v->units, v->n);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_end_map(o);
}

int inlint_whatif_emit_yaml_configs(const char *decisions,
				    const struct inlint_whatif_yaml_config *v,
				    size_t n, FILE *out, char *err,
				    size_t errlen)
{
	const struct configs c = {decisions, v, n};

	return inlint_yaml_out_emit(out, emit_configs, &c, err, errlen);
}
