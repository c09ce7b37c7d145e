/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* progress.c - the progress lines of the commands that run the engine:
 * "[done/total] file" on stderr, for runs long enough to need them. */
#include "whatif.h"

#include "escape.h"

#include <stdio.h>

/* Runs of more compiles than this show progress. */
#define PROGRESS_ABOVE 4

void inlint_whatif_progress_stderr(void *ctx, size_t done, size_t total,
				   const char *file)
{
	(void)ctx;
	if (total > PROGRESS_ABOVE)
		inlint_fprintf_escaped(stderr, "[%zu/%zu] %s\n", done, total,
				       file);
}
