/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_tune_state.c - libFuzzer harness of inlint tune's resume file
 * (inlint_tune_state_read); an accepted state is compared as a resume does. */
#include "fuzz_input.h"
#include "tune_state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("tune.state", data, size);
	char err[512] = "";
	struct inlint_tune_state *s =
		inlint_tune_state_read(path, err, sizeof(err));

	if (!s) {
		inlint_fuzz_check_error(path, err);
		return 0;
	}
	inlint_tune_state_mismatch(s, s);
	inlint_tune_state_find(s, "baseline");
	inlint_tune_state_destroy(s);
	return 0;
}
