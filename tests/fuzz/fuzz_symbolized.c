/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_symbolized.c - libFuzzer harness of tune's reader of llvm-symbolizer's
 * output (inlint_call_edges_name), which names the own profile's calls. */
#include "fuzz_input.h"
#include "inline_chain.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* Three edges, as the profile has them before they are named. */
#define EDGES 3

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct inlint_call_edges e = {0};
	size_t idx[EDGES] = {2, 0, 1};
	char *text = inlint_xmalloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	e.v = inlint_xcalloc(EDGES, sizeof(*e.v));
	e.n = e.cap = EDGES;
	for (size_t i = 0; i < EDGES; i++) {
		e.v[i].caller = inlint_strdup("main");
		e.v[i].callee = inlint_strdup("mix");
		e.v[i].object = inlint_strdup("/bin/pool");
		e.v[i].addr = 0x1000 + i;
	}
	inlint_call_edges_name(&e, idx, EDGES, text);
	inlint_call_edges_release(&e);
	free(text);
	return 0;
}
