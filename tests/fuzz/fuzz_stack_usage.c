/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_stack_usage.c - libFuzzer harness of merge --view stack's reader of
 * -fstack-usage files (inlint_stack_usage_read). */
#include "fuzz_input.h"
#include "stack_usage.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("input.su", data, size);
	char err[512] = "";
	struct inlint_stack_usage su = {0};

	if (inlint_stack_usage_read(path, &su, err, sizeof(err)))
		inlint_fuzz_check_error(path, err);
	inlint_stack_usage_release(&su);
	return 0;
}
