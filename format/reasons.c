/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* reasons.c - name, parse and action of a reason code, all read from the
 * one table in reasons.def. */
#include "reasons.h"

#include <string.h>

static const struct {
	const char *code;
	enum inlint_action action;
} reasons[INLINT_REASON_COUNT] = {
#define REASON(code, name, action, meaning) {code, INLINT_ACTION_##action},
#include "reasons.def"
#undef REASON
};

const char *inlint_reason_name(enum inlint_reason r)
{
	return reasons[r].code;
}

int inlint_reason_parse(const char *s)
{
	for (int i = 0; s && i < INLINT_REASON_COUNT; i++)
		if (strcmp(reasons[i].code, s) == 0)
			return i;
	return -1;
}

enum inlint_action inlint_reason_action(enum inlint_reason r)
{
	return reasons[r].action;
}
