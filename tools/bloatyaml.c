/* bloatyaml.c - the YAML form of bloat's output: the same numbers as the
 * text, for scripts that compare builds (libyaml's emitter). */
#include "bloatyaml.h"
#include "record.h"

#include <inttypes.h>
#include <stdbool.h>
#include <string.h>
#include <yaml.h>

/* libyaml's emitter with a sticky failure, checked once at the end. */
struct emitter {
	yaml_emitter_t y;
	const char *problem;
};

/* Takes ok, the result of the event's initializer (it refuses strings that
 * are not UTF-8). */
static void put_event(struct emitter *o, yaml_event_t *ev, int ok)
{
	if (o->problem) {
		if (ok)
			yaml_event_delete(ev);
		return;
	}
	if (!ok)
		o->problem = "a symbol name is not valid UTF-8";
	else if (!yaml_emitter_emit(&o->y, ev))
		o->problem = o->y.problem ? o->y.problem : "cannot emit YAML";
}

static void put_scalar(struct emitter *o, const char *s,
		       yaml_scalar_style_t style)
{
	yaml_event_t ev;
	int ok = yaml_scalar_event_initialize(&ev, NULL, NULL,
					      (const yaml_char_t *)s,
					      (int)strlen(s), 1, 1, style);

	put_event(o, &ev, ok);
}

static void put_str(struct emitter *o, const char *s)
{
	put_scalar(o, s,
		   inlint_record_needs_quotes(s)
			   ? YAML_DOUBLE_QUOTED_SCALAR_STYLE
			   : YAML_ANY_SCALAR_STYLE);
}

static void put_key(struct emitter *o, const char *key)
{
	put_scalar(o, key, YAML_PLAIN_SCALAR_STYLE);
}

static void put_int(struct emitter *o, const char *key, int64_t v)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%" PRId64, v);
	put_key(o, key);
	put_scalar(o, buf, YAML_PLAIN_SCALAR_STYLE);
}

static void start_map(struct emitter *o)
{
	yaml_event_t ev;
	int ok = yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
						     YAML_BLOCK_MAPPING_STYLE);

	put_event(o, &ev, ok);
}

static void end_map(struct emitter *o)
{
	yaml_event_t ev;

	put_event(o, &ev, yaml_mapping_end_event_initialize(&ev));
}

static void start_seq(struct emitter *o)
{
	yaml_event_t ev;
	int ok = yaml_sequence_start_event_initialize(
		&ev, NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE);

	put_event(o, &ev, ok);
}

static void end_seq(struct emitter *o)
{
	yaml_event_t ev;

	put_event(o, &ev, yaml_sequence_end_event_initialize(&ev));
}

/* An added symbol has no "old", a removed one no "new". */
static void emit_change(struct emitter *o, const struct inlint_size_change *c)
{
	start_map(o);
	put_key(o, "name");
	put_str(o, c->name);
	if (c->in_old)
		put_int(o, "old", (int64_t)c->old_size);
	if (c->in_new)
		put_int(o, "new", (int64_t)c->new_size);
	put_int(o, "delta", c->delta);
	end_map(o);
}

static void emit_total(struct emitter *o, const struct inlint_sizediff *d)
{
	char percent[32];

	snprintf(percent, sizeof(percent), "%.2f", inlint_sizediff_percent(d));
	put_key(o, "total");
	start_map(o);
	put_int(o, "before", (int64_t)d->before);
	put_int(o, "after", (int64_t)d->after);
	put_key(o, "change_percent");
	put_scalar(o, percent, YAML_PLAIN_SCALAR_STYLE);
	end_map(o);
}

static void emit_table(struct emitter *o, const struct inlint_sizediff *d)
{
	start_map(o);
	put_key(o, "title");
	put_str(o, d->title);
	put_int(o, "add", (int64_t)d->add);
	put_int(o, "remove", (int64_t)d->remove);
	put_int(o, "grow", (int64_t)d->grow);
	put_int(o, "shrink", (int64_t)d->shrink);
	put_int(o, "up", (int64_t)d->up);
	put_int(o, "down", -(int64_t)d->down);
	put_int(o, "net", (int64_t)(d->up - d->down));
	put_key(o, "changes");
	start_seq(o);
	for (size_t i = 0; i < d->n_changes; i++)
		emit_change(o, &d->changes[i]);
	end_seq(o);
	emit_total(o, d);
	end_map(o);
}

static void emit_document(struct emitter *o, const char *old, const char *new,
			  struct inlint_sizediff *const *d, size_t n)
{
	yaml_event_t ev;

	put_event(o, &ev,
		  yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
	put_event(
		o, &ev,
		yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1));
	start_map(o);
	put_key(o, "schema");
	put_str(o, INLINT_BLOAT_SCHEMA);
	put_key(o, "old");
	put_str(o, old);
	put_key(o, "new");
	put_str(o, new);
	put_key(o, "tables");
	start_seq(o);
	for (size_t i = 0; i < n; i++)
		emit_table(o, d[i]);
	end_seq(o);
	end_map(o);
	put_event(o, &ev, yaml_document_end_event_initialize(&ev, 1));
	put_event(o, &ev, yaml_stream_end_event_initialize(&ev));
}

int inlint_bloat_emit_yaml(const char *old, const char *new,
			   struct inlint_sizediff *const *d, size_t n,
			   FILE *out, char *err, size_t errlen)
{
	struct emitter o = {0};

	if (!yaml_emitter_initialize(&o.y)) {
		snprintf(err, errlen, "cannot start the YAML emitter");
		return -1;
	}
	yaml_emitter_set_output_file(&o.y, out);
	yaml_emitter_set_unicode(&o.y, 1);
	yaml_emitter_set_width(&o.y, -1);
	emit_document(&o, old, new, d, n);
	yaml_emitter_delete(&o.y);
	if (o.problem) {
		snprintf(err, errlen, "%s", o.problem);
		return -1;
	}
	return 0;
}
