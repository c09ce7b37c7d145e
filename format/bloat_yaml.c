/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* bloat_yaml.c - the YAML form of bloat's output: the same numbers as the
 * text, for scripts that compare builds (libyaml's emitter). */
#include "bloat_yaml.h"

#include "yaml_out.h"

#include <inttypes.h>

static void put_int(struct inlint_yaml_out *o, const char *key, int64_t v)
{
	inlint_yaml_out_key_number(o, key, "%" PRId64, v);
}

/* An added symbol has no "old", a removed one no "new". */
static void emit_change(struct inlint_yaml_out *o,
			const struct inlint_size_change *c)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "name", c->name);
	if (c->in_old)
		put_int(o, "old", (int64_t)c->old_size);
	if (c->in_new)
		put_int(o, "new", (int64_t)c->new_size);
	put_int(o, "delta", c->delta);
	inlint_yaml_out_end_map(o);
}

static void emit_total(struct inlint_yaml_out *o,
		       const struct inlint_sizediff *d)
{
	inlint_yaml_out_key(o, "total");
	inlint_yaml_out_map(o, false);
	put_int(o, "before", (int64_t)d->before);
	put_int(o, "after", (int64_t)d->after);
	inlint_yaml_out_key_number(o, "change_percent", "%.2f",
				   inlint_sizediff_percent(d));
	inlint_yaml_out_end_map(o);
}

static void emit_table(struct inlint_yaml_out *o,
		       const struct inlint_sizediff *d)
{
	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "title", d->title);
	put_int(o, "add", (int64_t)d->add);
	put_int(o, "remove", (int64_t)d->remove);
	put_int(o, "grow", (int64_t)d->grow);
	put_int(o, "shrink", (int64_t)d->shrink);
	put_int(o, "up", (int64_t)d->up);
	put_int(o, "down", -(int64_t)d->down);
	put_int(o, "net", (int64_t)(d->up - d->down));
	inlint_yaml_out_key(o, "changes");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < d->n_changes; i++)
		emit_change(o, &d->changes[i]);
	inlint_yaml_out_end_seq(o);
	emit_total(o, d);
	inlint_yaml_out_end_map(o);
}

struct document {
	const char *old, *new;
	struct inlint_sizediff *const *d;
	size_t n;
};

static void emit_document(struct inlint_yaml_out *o, const void *arg)
{
	const struct document *doc = arg;

	inlint_yaml_out_map(o, false);
	inlint_yaml_out_key_string(o, "schema", INLINT_BLOAT_SCHEMA);
	inlint_yaml_out_key_string(o, "old", doc->old);
	inlint_yaml_out_key_string(o, "new", doc->new);
	inlint_yaml_out_key(o, "tables");
	inlint_yaml_out_seq(o, false);
	for (size_t i = 0; i < doc->n; i++)
		emit_table(o, doc->d[i]);
	inlint_yaml_out_end_seq(o);
	inlint_yaml_out_end_map(o);
}

int inlint_bloat_emit_yaml(const char *old, const char *new,
			   struct inlint_sizediff *const *d, size_t n,
			   FILE *out, char *err, size_t errlen)
{
	const struct document doc = {old, new, d, n};

	return inlint_yaml_out_emit(out, emit_document, &doc, err, errlen);
}
