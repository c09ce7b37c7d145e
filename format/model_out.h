/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* model_out.h - what several YAML documents write of the model, written
 * once: the keys a recommendation opens with, a function's attributes. */
#ifndef INLINT_MODEL_OUT_H
#define INLINT_MODEL_OUT_H

#include "model.h"
#include "yaml_out.h"

#include <stdbool.h>

/* The keys a report's recommendation, an unmatched decision and a decision
 * list's decision share. */
struct inlint_rec_keys {
	const char *function, *file, *caller, *reason;
	unsigned line, call_line;
	enum inlint_action action;
};

/* Writes function, file, line, caller and call_line (with a caller only),
 * action and reason. sparse leaves out a NULL string and a line of 0, as a
 * hand-written decision has them; else a NULL string is ~. */
void inlint_model_out_rec(struct inlint_yaml_out *o,
			  const struct inlint_rec_keys *k, bool sparse);

/* attrs as a flow list of their names: [cold, noinline]. */
void inlint_model_out_attrs(struct inlint_yaml_out *o, unsigned attrs);

#endif
