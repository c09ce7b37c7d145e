/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annot_estimate.h - what the merged records say an __always_inline or
 * noinline added to a function does: the estimate behind the verdicts of
 * lint --records and merge (docs/VERDICTS.md). */
#ifndef INLINT_ANNOT_ESTIMATE_H
#define INLINT_ANNOT_ESTIMATE_H

#include "annot_verdict.h"
#include "report.h"

/* Why the records give the verdict they give. */
enum inlint_estimate_cause {
	INLINT_ESTIMATE_NEVER,	 /* LLVM never inlines it (below) */
	INLINT_ESTIMATE_NO_CALL, /* no call in its own TU; others need LTO */
	INLINT_ESTIMATE_ALREADY, /* every call does what it asks already */
	INLINT_ESTIMATE_FLIPS,	 /* some call does otherwise today */
};

struct inlint_estimate {
	enum inlint_verdict verdict; /* redundant, or load-bearing: flips */
	enum inlint_estimate_cause cause;
};

/* Adding attr (INLINT_ATTR_ALWAYS_INLINE or INLINT_ATTR_NOINLINE) to f,
 * from the outcomes of its calls in every record: redundant when no call
 * would flip, load-bearing when one would. Whether removing one changes
 * the code is not in the records: that is unknown, never estimated. */
struct inlint_estimate inlint_estimate_adding(struct inlint_report *rep,
					      const struct inlint_report_fn *f,
					      unsigned attr);

/* Sets the verdict of every recommendation and information entry that
 * adds or removes an annotation: from what merge --whatif measured, else
 * estimated as lint --records does. An action none on a function without
 * __always_inline or noinline has none. */
void inlint_report_judge(struct inlint_report *rep);

/* Recursive, variadic, optnone, naked, a label's address taken or a
 * setjmp call (LLVM never inlines it), or NULL. */
const char *inlint_estimate_never(const struct inlint_report_fn *f);
/* No body left, and no call of it survives in any TU. */
bool inlint_estimate_inlined_everywhere(const struct inlint_report_fn *f);
/* An LTO link's records: inlined into other files' callers at link time,
 * with no body left. */
bool inlint_estimate_linked_everywhere(const struct inlint_report_fn *f);
/* For an extern f: how many other files call it (0 for a static one). */
size_t inlint_estimate_other_files(struct inlint_report *rep,
				   const struct inlint_report_fn *f);

#endif
