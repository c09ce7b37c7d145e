/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* one_line.c - control bytes out of messages that quote input: what the
 * readers' errors need to stay the one line the CLI prints. */
#include "one_line.h"

void inlint_one_line(char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < ' ' || *s == 0x7f)
			*s = ' ';
}
