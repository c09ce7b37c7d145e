/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_decisions.c - libFuzzer harness of the decisions reader
 * (inlint_decisions_read_whole, which refuses conflicting decisions):
 * records, reports and hand-written lists. */
#include "fuzz_input.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("decisions.yaml", data, size);
	char err[512] = "";
	struct inlint_model *m =
		inlint_decisions_read_whole(path, err, sizeof(err));

	if (!m)
		inlint_fuzz_check_error(path, err);
	inlint_model_destroy(m);
	return 0;
}
