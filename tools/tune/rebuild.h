/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rebuild.h - inlint tune --rebuild-changed GLOB: before each build, the
 * objects of the TUs whose decisions change are removed, so that an
 * incremental build (make) compiles those alone (docs/TUNE.md). */
#ifndef INLINT_TUNE_REBUILD_H
#define INLINT_TUNE_REBUILD_H

#include "tune.h"

/* Before a build with the candidates pick[] (records: the build writes
 * records, which every TU must then write): removes every file of GLOB
 * until the check build has said which candidates match in which TU, then
 * the objects whose matching candidates change. Sets *removed to whether
 * it removed any. Returns 0, or -1 with err set. */
int tune_rebuild_before(struct tune *t, const bool *pick, bool records,
			bool *removed, char *err, size_t errlen);
/* After the build: each file removed before it is there again, else -1
 * with err set. */
int tune_rebuild_after(struct tune *t, char *err, size_t errlen);
/* From the check build's records below dir: each TU's object among the
 * files of GLOB and the candidates that match in it. A TU that a candidate
 * matches in, whose object is none of them, is an error. Returns 0, or -1
 * with err set. */
int tune_rebuild_learn(struct tune *t, const char *dir, char *err,
		       size_t errlen);
void tune_rebuild_release(struct tune *t);

#endif
