/* decision_list.c - the decision files of inlint tune: the candidates of one
 * step for INLINT_APPLY, and the winning set for -o. */
#include "decision_list.h"

#include "yemit.h"

#include <stdio.h>

static void put_string(struct inlint_yemit *e, const char *key,
		       const char *value)
{
	if (!value)
		return;
	inlint_yemit_scalar(e, key);
	inlint_yemit_string(e, value);
}

static void put_decision(struct inlint_yemit *e,
			 const struct inlint_recommendation *r,
			 const char *message)
{
	inlint_yemit_mapping(e, 0);
	put_string(e, "function", r->function);
	put_string(e, "file", r->file);
	if (r->line) {
		inlint_yemit_scalar(e, "line");
		inlint_yemit_uint(e, r->line);
	}
	if (r->caller) {
		put_string(e, "caller", r->caller);
		inlint_yemit_scalar(e, "call_line");
		inlint_yemit_uint(e, r->call_line);
	}
	put_string(e, "action", inlint_action_name(r->action));
	put_string(e, "reason", r->reason);
	put_string(e, "group", r->group);
	put_string(e, "message", message);
	inlint_yemit_end_mapping(e);
}

int inlint_decision_list_write(const struct inlint_model *m, const bool *pick,
			       char *const *messages, const char *path,
			       char *err, size_t errlen)
{
	struct inlint_yemit e;
	size_t n = 0;

	for (size_t i = 0; i < m->n_recommendations; i++)
		n += pick[i];
	if (inlint_yemit_begin(&e)) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	/* An empty list still goes through the same apply path in the
	 * plugin, so the baseline is built exactly like the others. */
	inlint_yemit_sequence(&e, n == 0);
	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (pick[i])
			put_decision(&e, r,
				     messages ? messages[i] : r->message);
	}
	inlint_yemit_end_sequence(&e);
	return inlint_yemit_write(&e, path, err, errlen);
}
