/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* unwritten.h - records the plugin could not write, told in the next record
 * any compile of the build writes, as the plugin prints nothing itself. */
#ifndef INLINT_UNWRITTEN_H
#define INLINT_UNWRITTEN_H

#include "model.h"

/* Leaves line in the records directory out_dir for a later record. Does
 * nothing when out_dir itself cannot be used. */
void inlint_unwritten_leave(const char *out_dir, const char *line);

/* Moves the lines left in out_dir, by this user, into m's problems. */
void inlint_unwritten_take(const char *out_dir, struct inlint_model *m);

#endif
