/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_srcedit.c - libFuzzer harness of the source edit that measures a
 * decision from objects (srcedit.h): a user's C source, its definitions
 * listed, and each edited as noinline, always_inline and none. An edit
 * keeps every line: the edited text has as many newlines. */
#include "fuzz_input.h"
#include "srcedit.h"

#include <stdlib.h>
#include <string.h>

static size_t lines(const char *s, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		k += s[i] == '\n';
	return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum inlint_action actions[] = {
		INLINT_ACTION_NOINLINE, INLINT_ACTION_ALWAYS_INLINE,
		INLINT_ACTION_NONE, INLINT_ACTION_PLAIN, INLINT_ACTION_INLINE};
	const char *text = (const char *)data;
	struct inlint_srcdefs defs = {0};
	char err[512];

	if (memchr(data, '\0', size))
		return 0;
	inlint_srcedit_definitions(text, size, NULL, &defs);
	for (size_t i = 0; i < defs.n && i < 8; i++)
		for (size_t a = 0; a < sizeof(actions) / sizeof(actions[0]);
		     a++) {
			struct inlint_srcedit e = {defs.v[i].name, actions[a]};
			size_t n;
			char *out = inlint_srcedit_apply(text, size, "in.c",
							 NULL, &e, 1, &n, err,
							 sizeof(err));

			if (!out || n != strlen(out) ||
			    lines(out, n) != lines(text, size))
				abort();
			free(out);
		}
	inlint_srcdefs_release(&defs);
	return 0;
}
