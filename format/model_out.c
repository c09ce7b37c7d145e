/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* model_out.c - the shared pieces of the model's YAML, so that a decision
 * list, a report and a record cannot drift apart in how they write them. */
#include "model_out.h"

static void put_string(struct inlint_yaml_out *o, const char *key,
		       const char *value, bool sparse)
{
	if (!value && sparse)
		return;
	inlint_yaml_out_key_string(o, key, value);
}

void inlint_model_out_rec(struct inlint_yaml_out *o,
			  const struct inlint_rec_keys *k, bool sparse)
{
	put_string(o, "function", k->function, sparse);
	put_string(o, "file", k->file, sparse);
	if (k->line || !sparse)
		inlint_yaml_out_key_number(o, "line", "%u", k->line);
	if (k->caller) {
		inlint_yaml_out_key_string(o, "caller", k->caller);
		inlint_yaml_out_key_number(o, "call_line", "%u", k->call_line);
	}
	inlint_yaml_out_key_string(o, "action", inlint_action_name(k->action));
	put_string(o, "reason", k->reason, sparse);
}

void inlint_model_out_attrs(struct inlint_yaml_out *o, unsigned attrs)
{
	inlint_yaml_out_seq(o, true);
	for (unsigned i = 0; i < INLINT_ATTR_COUNT; i++)
		if (attrs & (1u << i))
			inlint_yaml_out_string(o, inlint_attr_name(1u << i));
	inlint_yaml_out_end_seq(o);
}
