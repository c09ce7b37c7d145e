/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* reasons.h - the reason codes of recommendations (reasons.def) as an enum,
 * so that the rules, lint and source-patch cannot disagree on a spelling. */
#ifndef INLINT_REASONS_H
#define INLINT_REASONS_H

#include "model.h"

enum inlint_reason {
#define REASON(code, name, action, meaning) INLINT_REASON_##name,
#include "reasons.def"
#undef REASON
	INLINT_REASON_COUNT
};

/* The code as records spell it, e.g. "cold-slow-path". */
const char *inlint_reason_name(enum inlint_reason r);
/* The reason whose code is s, or -1 (unknown, or NULL). */
int inlint_reason_parse(const char *s);
/* What the rule behind r recommends. */
enum inlint_action inlint_reason_action(enum inlint_reason r);

#endif
