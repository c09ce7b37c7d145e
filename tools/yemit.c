/* yemit.c - the memory-buffer emitter behind tune's decision and state
 * files; see yemit.h. Quoting follows the record writer's rule. */
#include "yemit.h"

#include "atomic_write.h"
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int grow(void *data, unsigned char *buf, size_t size)
{
	struct inlint_yemit *e = data;

	if (e->len + size > e->cap) {
		size_t cap = e->cap ? e->cap : 4096;
		char *p;

		while (cap < e->len + size)
			cap *= 2;
		p = realloc(e->buf, cap);
		if (!p)
			return 0;
		e->buf = p;
		e->cap = cap;
	}
	memcpy(e->buf + e->len, buf, size);
	e->len += size;
	return 1;
}

/* ok is the result of the event's initializer. */
static void put(struct inlint_yemit *e, yaml_event_t *ev, int ok)
{
	if (e->problem) {
		if (ok)
			yaml_event_delete(ev);
		return;
	}
	if (!ok)
		e->problem = "a string is not valid UTF-8";
	else if (!yaml_emitter_emit(&e->y, ev))
		e->problem = e->y.problem ? e->y.problem : "cannot emit YAML";
}

int inlint_yemit_begin(struct inlint_yemit *e)
{
	yaml_event_t ev;

	memset(e, 0, sizeof(*e));
	if (!yaml_emitter_initialize(&e->y))
		return -1;
	yaml_emitter_set_output(&e->y, grow, e);
	yaml_emitter_set_unicode(&e->y, 1);
	yaml_emitter_set_width(&e->y, -1);
	put(e, &ev,
	    yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
	put(e, &ev,
	    yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1));
	return 0;
}

static void scalar(struct inlint_yemit *e, const char *s,
		   yaml_scalar_style_t style)
{
	yaml_event_t ev;

	put(e, &ev,
	    yaml_scalar_event_initialize(&ev, NULL, NULL,
					 (const yaml_char_t *)s, (int)strlen(s),
					 1, 1, style));
}

void inlint_yemit_scalar(struct inlint_yemit *e, const char *s)
{
	scalar(e, s, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yemit_string(struct inlint_yemit *e, const char *s)
{
	scalar(e, s,
	       inlint_record_needs_quotes(s) ? YAML_DOUBLE_QUOTED_SCALAR_STYLE
					     : YAML_ANY_SCALAR_STYLE);
}

void inlint_yemit_uint(struct inlint_yemit *e, unsigned long long v)
{
	char s[32];

	snprintf(s, sizeof(s), "%llu", v);
	scalar(e, s, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yemit_int(struct inlint_yemit *e, long long v)
{
	char s[32];

	snprintf(s, sizeof(s), "%lld", v);
	scalar(e, s, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yemit_double(struct inlint_yemit *e, double v)
{
	char s[40];

	snprintf(s, sizeof(s), "%.17g", v);
	scalar(e, s, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yemit_mapping(struct inlint_yemit *e, int flow)
{
	yaml_event_t ev;

	put(e, &ev,
	    yaml_mapping_start_event_initialize(
		    &ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE));
}

void inlint_yemit_sequence(struct inlint_yemit *e, int flow)
{
	yaml_event_t ev;

	put(e, &ev,
	    yaml_sequence_start_event_initialize(
		    &ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_SEQUENCE_STYLE
			 : YAML_BLOCK_SEQUENCE_STYLE));
}

void inlint_yemit_end_mapping(struct inlint_yemit *e)
{
	yaml_event_t ev;

	put(e, &ev, yaml_mapping_end_event_initialize(&ev));
}

void inlint_yemit_end_sequence(struct inlint_yemit *e)
{
	yaml_event_t ev;

	put(e, &ev, yaml_sequence_end_event_initialize(&ev));
}

int inlint_yemit_write(struct inlint_yemit *e, const char *path, char *err,
		       size_t errlen)
{
	yaml_event_t ev;
	int ret = -1;

	put(e, &ev, yaml_document_end_event_initialize(&ev, 1));
	put(e, &ev, yaml_stream_end_event_initialize(&ev));
	if (!e->problem && !yaml_emitter_flush(&e->y))
		e->problem = "cannot write YAML";
	if (e->problem)
		snprintf(err, errlen, "%s: %s", path, e->problem);
	else
		ret = inlint_atomic_write_buffer(path, e->buf, e->len, err,
						 errlen);
	yaml_emitter_delete(&e->y);
	free(e->buf);
	e->buf = NULL;
	return ret;
}
