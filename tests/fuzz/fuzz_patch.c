/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_patch.c - libFuzzer harness of the unified diff reader of inlint lint
 * (inlint_patch_read). */
#include "fuzz_input.h"
#include "patch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("change.patch", data, size);
	char err[512] = "";
	struct inlint_patch *p = inlint_patch_read(path, err, sizeof(err));

	if (!p)
		inlint_fuzz_check_error(path, err);
	inlint_patch_destroy(p);
	return 0;
}
