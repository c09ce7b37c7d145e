/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* stack_view.h - merge --view stack: the frame sizes of -fstack-usage
 * joined to what the records say was inlined where, and the functions that
 * inlining puts over a frame limit, with the callees that contributed
 * (the noinline_for_stack candidates; docs/REPORT.md). */
#ifndef INLINT_STACK_VIEW_H
#define INLINT_STACK_VIEW_H

#include "report.h"

#include <stdint.h>
#include <stdio.h>

/* The kernel's CONFIG_FRAME_WARN default on 64-bit. */
#define INLINT_FRAME_LIMIT 2048

/* Reads the .su file beside each TU's object under dir (the object's name
 * with .su for its extension), then prints every function whose frame
 * exceeds limit. Returns the number of those, or -1 with err set to
 * "path: problem" when a .su file cannot be read. */
long inlint_stack_view_print(FILE *out, const struct inlint_report *rep,
			     const char *dir, uint64_t limit, char *err,
			     size_t errlen);

#endif
