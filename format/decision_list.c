/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_list.c - the decision files of inlint tune: the candidates of one
 * step for INLINT_APPLY, and the winning set for -o. */
#include "decision_list.h"

#include "model_out.h"
#include "yaml_out.h"

static void put_decision(struct inlint_yaml_out *e,
			 const struct inlint_recommendation *r,
			 const char *message)
{
	const struct inlint_rec_keys k = {r->function, r->file, r->caller,
					  r->reason,   r->line, r->call_line,
					  r->action};

	inlint_yaml_out_map(e, false);
	inlint_model_out_rec(e, &k, true);
	if (r->group)
		inlint_yaml_out_key_string(e, "group", r->group);
	if (message)
		inlint_yaml_out_key_string(e, "message", message);
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
