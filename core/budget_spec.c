/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget_spec.c - --budget's one parser and range check, and its bytes,
 * for merge (tools/report/budget.c) and tune (tools/tune/search.c). */
#include "budget_spec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A decimal number, perhaps with '%' after it: strtod alone would also
 * take "0x10", "inf" and "nan". */
static bool decimal(const char *s)
{
	return ((*s >= '0' && *s <= '9') || *s == '.') &&
	       !s[strspn(s, "0123456789.eE+-%")];
}

int inlint_budget_spec_parse(const char *s, struct inlint_budget_spec *b,
			     char *err, size_t errlen)
{
	char *end = (char *)s;
	double v = 0, max;
	bool percent;

	if (*s == '+')
		end = (char *)++s;
	if (decimal(s))
		v = strtod(s, &end);
	if (end == s || (*end && strcmp(end, "%"))) {
		snprintf(err, errlen, "not +PCT%% or BYTES");
		return -1;
	}
	percent = *end == '%';
	max = percent ? INLINT_BUDGET_MAX_PERCENT : INLINT_BUDGET_MAX_BYTES;
	/* An exponent past a double's range reads as infinity. */
	if (!(v <= max)) {
		snprintf(err, errlen, "more than %.0f%s, the largest budget",
			 max, percent ? "%" : " bytes");
		return -1;
	}
	*b = (struct inlint_budget_spec){percent, v};
	return 0;
}

int64_t inlint_budget_spec_bytes(const struct inlint_budget_spec *b,
				 double text)
{
	double v = b->percent ? text * b->value / 100 : b->value;

	if (!(v >= 0))
		return 0;
	if (v > INLINT_BUDGET_MAX_BYTES)
		return (int64_t)INLINT_BUDGET_MAX_BYTES;
	return (int64_t)(v + 0.5);
}
