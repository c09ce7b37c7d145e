/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit_scope.h - what one inlint audit judges: which plain inlines,
 * whether the headers' annotations too, and in which TUs. */
#ifndef INLINT_AUDIT_SCOPE_H
#define INLINT_AUDIT_SCOPE_H

#include <stdbool.h>

/* Which plain `inline` functions are judged: those of the TU's own source
 * file (a kernel TU compiles hundreds of header `static inline`s), all,
 * or none. */
enum inlint_audit_inline {
	INLINT_AUDIT_INLINE_OWN,
	INLINT_AUDIT_INLINE_ALL,
	INLINT_AUDIT_INLINE_NONE,
};

/* Which annotations are judged, and in which TUs. */
struct inlint_audit_scope {
	enum inlint_audit_inline plain;
	/* Also those of the headers, not only of each TU's own source file:
	 * one judged from a few of the TUs that compile it can be redundant
	 * there and load-bearing elsewhere. */
	bool headers;
	/* NULL: every TU is audited. Else only the TUs marked; the others
	 * are compiled for their baselines alone, to count the TUs that
	 * compile each header function. */
	const bool *audited;
};

#endif
