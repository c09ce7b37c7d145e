/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* beside_exe.h - files found relative to the running executable, as an
 * install (or a build tree) lays them out around bin/inlint. */
#ifndef INLINT_BESIDE_EXE_H
#define INLINT_BESIDE_EXE_H

#include <stddef.h>

/* The first of the n paths rel (each relative to the folder holding the
 * running executable) that names a readable file, as a malloc'd real path;
 * NULL when none does or /proc/self/exe cannot be read. */
char *inlint_beside_exe(const char *const *rel, size_t n);

/* The running executable's real path (malloc'd), or NULL. */
char *inlint_exe_path(void);

#endif
