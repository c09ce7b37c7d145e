/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* verdict.h - the inliner's last word on each call, from its remarks, for
 * looking up records' call sites (callee, caller, line, file). */
#ifndef INLINT_VERDICT_H
#define INLINT_VERDICT_H

#include "remarks.h"

struct inlint_verdicts {
	const struct inlint_remark **v; /* one per call, sorted by call */
	size_t n;
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

/* Reads every one of paths into rs, as inlint_remarks_read_path, and builds
 * vs over them. Returns 0, or -1 with err set. */
int inlint_remarks_load(char *const *paths, size_t n, struct inlint_remarks *rs,
			struct inlint_verdicts *vs, char *err, size_t errlen);

#endif
