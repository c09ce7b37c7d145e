/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget_spec.h - a size budget as --budget gives it to merge and tune: a
 * percentage of the build's text or a number of bytes, within limits. */
#ifndef INLINT_BUDGET_SPEC_H
#define INLINT_BUDGET_SPEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest budgets: 10^18 bytes and 10,000% (a hundred times the
 * build's text). Larger ones are no limit, and their bytes would not fit
 * an int64_t. */
#define INLINT_BUDGET_MAX_BYTES	  1e18
#define INLINT_BUDGET_MAX_PERCENT 1e4

/* "+0.5%" / "0.5%" (of the build's text) or "+4096" / "4096" (bytes). */
struct inlint_budget_spec {
	bool percent;
	double value;
};

/* Parses s, one of the forms above (a decimal number, with a fraction or
 * an exponent), within the limits. Returns 0, or -1 with err set to the
 * problem ("not +PCT% or BYTES", or the limit passed) and b untouched. */
int inlint_budget_spec_parse(const char *s, struct inlint_budget_spec *b,
			     char *err, size_t errlen);

/* b's bytes for a build of text bytes, to the nearest byte, at most
 * INLINT_BUDGET_MAX_BYTES (a text larger than any build's cannot take a
 * percentage past it). */
int64_t inlint_budget_spec_bytes(const struct inlint_budget_spec *b,
				 double text);

#endif
