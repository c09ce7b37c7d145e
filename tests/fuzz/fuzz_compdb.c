/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_compdb.c - libFuzzer harness of the compile database reader
 * (format/compdb.c) and of what whatif makes of it: each entry's command
 * split into argv (inlint_whatif_tus_from_compdb). */
#include "fuzz_input.h"
#include "whatif.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path =
		inlint_fuzz_file("compile_commands.json", data, size);
	struct inlint_whatif_tus tus = {0};
	char err[512] = "";

	if (inlint_whatif_tus_from_compdb(path, NULL, 0, &tus, err,
					  sizeof(err)))
		inlint_fuzz_check_error(path, err);
	inlint_whatif_tus_release(&tus);
	return 0;
}
