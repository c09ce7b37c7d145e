/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif_effect.c - the effect's plain data: a frame's words, and freeing
 * what the engine allocated. */
#include "whatif_effect.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void inlint_whatif_frame_words(const struct inlint_whatif_frame *f, bool fails,
			       char *buf, size_t n)
{
	snprintf(buf, n,
		 "%s's stack frame grows to %" PRIu64 " bytes, past the "
		 "limit of %" PRIu64 "%s",
		 f->function, f->bytes, f->limit,
		 fails ? ": the build fails (-Werror)" : "");
}

void inlint_whatif_effect_release(struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < e->n_copies; i++)
		free(e->copies[i].function);
	free(e->copies);
	for (size_t i = 0; i < e->n_frames; i++)
		free(e->frames[i].function);
	free(e->frames);
	free(e->flips);
	free(e->required);
	free(e->refused);
	free(e->problems);
	memset(e, 0, sizeof(*e));
}
