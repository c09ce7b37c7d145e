/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scratch.h - a private temporary directory for one run's files (tune's
 * decision files and captured output, whatif's compiles), and its removal
 * with everything below it. */
#ifndef INLINT_SCRATCH_H
#define INLINT_SCRATCH_H

#include <stddef.h>

/* A new directory $TMPDIR/PREFIX.XXXXXX (/tmp without TMPDIR), mode 0700.
 * From then on inlint catches SIGINT, SIGTERM and SIGHUP (interrupt.h),
 * and inlint_interrupt_raise removes the directory if it is still there.
 * Returns a malloc'd absolute path (a relative TMPDIR is taken against
 * the working directory), or NULL with err set. */
char *inlint_scratch_create(const char *prefix, char *err, size_t errlen);

/* Removes dir and everything below it; symbolic links are removed, never
 * followed. */
void inlint_scratch_remove(const char *dir);

#endif
