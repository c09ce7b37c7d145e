/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* check.h - the few assertions the unit tests need; a failed check prints
 * file:line and the expression, and the test exits non-zero at the end. */
#ifndef INLINT_CHECK_H
#define INLINT_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                            \
	do {                                                                   \
		if (!(cond)) {                                                 \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, \
				__LINE__, #cond);                              \
			check_failures++;                                      \
		}                                                              \
	} while (0)

#define CHECK_STR(a, b)                                                        \
	do {                                                                   \
		const char *a_ = (a), *b_ = (b);                               \
		if (!a_ || !b_ || strcmp(a_, b_) != 0) {                       \
			fprintf(stderr, "%s:%d: \"%s\" != \"%s\"\n", __FILE__, \
				__LINE__, a_ ? a_ : "(null)",                  \
				b_ ? b_ : "(null)");                           \
			check_failures++;                                      \
		}                                                              \
	} while (0)

#define CHECK_NEAR(a, b, eps)                                                  \
	do {                                                                   \
		double a_ = (a), b_ = (b);                                     \
		if (!(fabs(a_ - b_) <= (eps))) {                               \
			fprintf(stderr, "%s:%d: %g != %g (within %g)\n",       \
				__FILE__, __LINE__, a_, b_, (double)(eps));    \
			check_failures++;                                      \
		}                                                              \
	} while (0)

/* Line k (from 0) of text, in buf (big enough): to check an edited
 * source line by line. */
static inline const char *check_line(const char *text, int k, char *buf)
{
	for (; k > 0; k--)
		text = strchr(text, '\n') + 1;
	memcpy(buf, text, strcspn(text, "\n"));
	buf[strcspn(text, "\n")] = '\0';
	return buf;
}

static int check_result(void)
{
	if (check_failures)
		fprintf(stderr, "%d check(s) failed\n", check_failures);
	return check_failures ? 1 : 0;
}

#endif
