/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* vglog.h - valgrind's own log of a failed run under callgrind: why
 * valgrind gave up (debug info it cannot read), for the bench's error. */
#ifndef INLINT_VGLOG_H
#define INLINT_VGLOG_H

#include <stddef.h>

/* When a file scratch/PREFIX* says valgrind gave up, appends to err
 * "; valgrind gave up: REASON", with what to do when the reason is
 * DWARF 5 that it cannot read. Otherwise leaves err as it is. */
void inlint_vglog_explain(const char *scratch, const char *prefix, char *err,
			  size_t errlen);

#endif
