/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* verdict.h - the inliner's last word on each call, from its remarks, for
 * looking up records' call sites (callee, caller, line, file). */
#ifndef INLINT_VERDICT_H
#define INLINT_VERDICT_H

#include "model.h"
#include "remarks.h"

struct inlint_verdicts {
	const struct inlint_remark **v; /* one per call, sorted by call */
	size_t n;
	/* Every remark, by callee and line, then in the order clang wrote
	 * them: a call and its copies in other functions, together. */
	const struct inlint_remark **by_line;
	size_t n_by_line;
};

/* What clang did with one call of the source wherever inlining took it:
 * its caller's body, and the functions its caller was inlined into (a
 * copy of the call there gets remarks of its own). Both NULL: no remark. */
struct inlint_site_verdict {
	const struct inlint_remark *inlined; /* one that inlined it */
	const struct inlint_remark *refused; /* the refusal to tell */
	size_t n_inlined;		     /* remarks that inlined it */
	/* Refusals in a body that survived: one in a function whose body is
	 * gone was copied into its callers and judged again there. */
	size_t n_refused;
};

/* Builds the verdicts of rs, which must outlive them. */
void inlint_verdicts_build(struct inlint_verdicts *vs,
			   const struct inlint_remarks *rs);
void inlint_verdicts_release(struct inlint_verdicts *vs);

/* The verdict on the call of callee in caller at line of file (file NULL:
 * any file; a relative name matches an absolute one ending in it), or NULL
 * when no remark speaks of it. */
const struct inlint_remark *
inlint_verdict_find(const struct inlint_verdicts *vs, const char *callee,
		    const char *caller, unsigned line, const char *file);

/* The verdict on m's call site cs, whose caller's body is in file (NULL:
 * any file). Without a line (no debug info) only the caller's own remarks
 * can be told apart from other calls of the callee. */
void inlint_verdict_site(const struct inlint_verdicts *vs,
			 const struct inlint_model *m,
			 const struct inlint_call_site *cs, const char *file,
			 struct inlint_site_verdict *out);

/* Reads every one of paths into rs, as inlint_remarks_read_path, and builds
 * vs over them. Returns 0, or -1 with err set. */
int inlint_remarks_load(char *const *paths, size_t n, struct inlint_remarks *rs,
			struct inlint_verdicts *vs, char *err, size_t errlen);

#endif
