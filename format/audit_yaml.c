/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit_yaml.c - the YAML form of inlint audit's output: every annotation
 * with its verdict, then each load-bearing finding with its effects. */
#include "audit_yaml.h"

#include "model.h"
#include "whatif_yaml.h"
#include "yaml_out.h"

const char *inlint_audit_annotation_name(unsigned attr)
{
	if (attr == INLINT_ATTR_INLINE_HINT)
		return "inline";
	return attr == INLINT_ATTR_NOINLINE ? "noinline" : "always_inline";
}

static void emit_annotation(struct inlint_yaml_out *o,
			    const struct inlint_audit_annotation *a)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "function", a->function);
	inlint_yaml_out_key_string(o, "file", a->file);
	inlint_yaml_out_key_number(o, "line", "%u", a->line);
	inlint_yaml_out_key_string(o, "annotation",
				   inlint_audit_annotation_name(a->attr));
	inlint_yaml_out_key_string(
		o, "verdict",
		inlint_verdict_name((enum inlint_verdict)a->verdict));
	if (a->why)
		inlint_yaml_out_key_string(o, "why", a->why);
	inlint_yaml_out_key_number(o, "calls", "%u", a->calls);
	inlint_yaml_out_key_number(o, "inlined", "%u", a->inlined);
	inlint_yaml_out_key(o, "units");
	inlint_yaml_out_seq(o, true);
	for (size_t i = 0; i < a->n_tus; i++)
		inlint_yaml_out_string(o, a->tus[i]);
	inlint_yaml_out_end_seq(o);
	if (a->compiled_by > a->n_tus)
		inlint_yaml_out_key_number(o, "compiled_by", "%u",
					   a->compiled_by);
	inlint_yaml_out_end_map(o);
}

static void emit_finding(struct inlint_yaml_out *o,
			 const struct inlint_audit_result *r,
			 const struct inlint_audit_finding *f)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key(o, "annotations");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < f->n_members; i++) {
		const struct inlint_audit_annotation *a =
			&r->annotations[f->members[i]];

		inlint_yaml_out_map(o, true);
		inlint_yaml_out_key_string(o, "function", a->function);
		inlint_yaml_out_key_string(o, "file", a->file);
		inlint_yaml_out_key_number(o, "line", "%u", a->line);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "units");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < f->n_effects; i++)
		inlint_whatif_yaml_unit(o, &f->effects[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_end_map(o);
}

/* The keys of one audit, after the schema. */
static void emit_body(struct inlint_yaml_out *o,
		      const struct inlint_audit_result *r)
{
	inlint_yaml_out_key_string(o, "compiler", r->compiler);
	inlint_yaml_out_key_string(o, "arch", r->arch);
	if (r->level)
		inlint_yaml_out_key_string(o, "level", r->level);
	if (r->profile)
		inlint_yaml_out_key_string(o, "profile", r->profile);
	inlint_yaml_out_key_string(o, "measured_from",
				   r->objects ? "objects" : "records");
	inlint_yaml_out_key_number(o, "units", "%u", r->tus);
	inlint_yaml_out_key_number(o, "compiles", "%u", r->compiles);
	inlint_yaml_out_key(o, "annotations");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < r->n_annotations; i++)
		emit_annotation(o, &r->annotations[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_key(o, "load_bearing");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < r->n_findings; i++)
		emit_finding(o, r, &r->findings[i]);
	inlint_yaml_out_end_seq(o);
}

static void emit_document(struct inlint_yaml_out *o, const void *arg)
{
	const struct inlint_audit_result *r = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_AUDIT_SCHEMA);
	emit_body(o, r);
	inlint_yaml_out_end_map(o);
}

int inlint_audit_emit_yaml(const struct inlint_audit_result *r, FILE *out,
			   char *err, size_t errlen)
{
	return inlint_yaml_out_emit(out, emit_document, r, err, errlen);
}

struct configs {
	const struct inlint_audit_config *v;
	size_t n;
};

static void emit_configs(struct inlint_yaml_out *o, const void *arg)
{
	const struct configs *c = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_AUDIT_SCHEMA);
	inlint_yaml_out_key(o, "configurations");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < c->n; i++) {
		inlint_yaml_out_map(o, false);
		inlint_yaml_out_key_string(o, "name", c->v[i].name);
		inlint_yaml_out_key_string(o, "label", c->v[i].label);
		emit_body(o, c->v[i].result);
		inlint_yaml_out_end_map(o);
	}
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_end_map(o);
}

int inlint_audit_emit_yaml_configs(const struct inlint_audit_config *v,
				   size_t n, FILE *out, char *err,
				   size_t errlen)
{
	struct configs c = {v, n};

	return inlint_yaml_out_emit(out, emit_configs, &c, err, errlen);
}
