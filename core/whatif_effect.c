/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif_effect.c - the one function of the effect's plain data: freeing
 * what the engine allocated. */
#include "whatif_effect.h"

#include <stdlib.h>
#include <string.h>

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
