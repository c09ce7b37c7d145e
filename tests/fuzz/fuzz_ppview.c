/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_ppview.c - libFuzzer harness of the TU as its compiler preprocessed
 * it (ppview.h), what objects mode edits and judges by: each definition
 * found (by its name, always), what is required of it, and each edit's
 * refusal. */
#include "ppview.h"
#include "srcedit.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum inlint_action actions[] = {
		INLINT_ACTION_NOINLINE, INLINT_ACTION_ALWAYS_INLINE,
		INLINT_ACTION_NONE, INLINT_ACTION_PLAIN, INLINT_ACTION_INLINE};
	struct inlint_ppview *v =
		inlint_ppview_create((const char *)data, size);
	char buf[512];

	for (size_t i = 0; i < v->n_defs; i++) {
		const struct inlint_ppdef *d = &v->defs[i];

		/* Line markers that go back may leave a definition's first
		 * line after its name's: by line, it is then not found. */
		inlint_ppview_find(v, d->name, d->name_line);
		if (!inlint_ppview_find_named(v, d->name))
			abort();
		inlint_ppview_required(v, d, d->annots, buf, sizeof(buf));
		for (size_t a = 0; a < sizeof(actions) / sizeof(actions[0]);
		     a++) {
			struct inlint_srcedit e = {d->name, actions[a]};

			inlint_srcedit_refusal(v, &e);
		}
	}
	inlint_ppview_destroy(v);
	return 0;
}
