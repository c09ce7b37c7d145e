/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_callgrind.c - libFuzzer harness of tune's callgrind.out reader
 * (inlint_call_edges_read), the source of --calls-above's candidates. */
#include "callgrind_edges.h"
#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("callgrind.out", data, size);
	struct inlint_call_edges e = {0};
	char err[512] = "";

	if (inlint_call_edges_read(&e, path, err, sizeof(err)))
		inlint_fuzz_check_error(path, err);
	inlint_call_edges_release(&e);
	return 0;
}
