/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dash.c - one process-wide switch: the readers and writers below the CLI
 * (read_file, walk, atomic_write) ask it, so every file argument takes "-". */
#include "dash.h"

#include <string.h>

static bool enabled;

void inlint_dash_enable(void)
{
	enabled = true;
}

bool inlint_dash(const char *path)
{
	return enabled && strcmp(path, "-") == 0;
}
