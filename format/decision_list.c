/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_list.c - the decision files of inlint tune: the candidates of one
 * step for INLINT_APPLY, and the winning set for -o. */
#include "decision_list.h"

#include "yaml_out.h"

static void put_string(struct inlint_yaml_out *e, const char *key,
		       const char *value)
{
	if (!value)
		return;
	inlint_yaml_out_key_string(e, key, value);
}

static void put_decision(struct inlint_yaml_out *e,
			 const struct inlint_recommendation *r,
			 const char *message)
{
	inlint_yaml_out_map(e, false);
	put_string(e, "function", r->function);
	put_string(e, "file", r->file);
	if (r->line)
		inlint_yaml_out_key_number(e, "line", "%u", r->line);
	if (r->caller) {
		put_string(e, "caller", r->caller);
		inlint_yaml_out_key_number(e, "call_line", "%u", r->call_line);
	}
	put_string(e, "action", inlint_action_name(r->action));
	put_string(e, "reason", r->reason);
	put_string(e, "group", r->group);
	put_string(e, "message", message);
	inlint_yaml_out_end_map(e);
}

struct picked {
	const struct inlint_model *m;
	const bool *pick;
	char *const *messages;
};

static void put_list(struct inlint_yaml_out *e, const void *arg)
{
	const struct picked *p = arg;
	const struct inlint_model *m = p->m;
	size_t n = 0;

	for (size_t i = 0; i < m->n_recommendations; i++)
		n += p->pick[i];
	/* An empty list still goes through the same apply path in the
	 * plugin, so the baseline is built exactly like the others. */
	inlint_yaml_out_seq(e, n == 0);
	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (p->pick[i])
			put_decision(e, r,
				     p->messages ? p->messages[i] : r->message);
	}
	inlint_yaml_out_end_seq(e);
}

int inlint_decision_list_write(const struct inlint_model *m, const bool *pick,
			       char *const *messages, const char *path,
			       char *err, size_t errlen)
{
	const struct picked p = {m, pick, messages};

	return inlint_yaml_out_write(path, put_list, &p, err, errlen);
}
