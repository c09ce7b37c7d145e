/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_symsize.c - libFuzzer harness of inlint bloat's symbol reader
 * (inlint_symsizes_read): ELF objects, executables, archives, thin ones;
 * and of what merge asks of a file it refuses (inlint_symsizes_no_code). */
#include "fuzz_input.h"
#include "symsize.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("input.o", data, size);
	char err[512] = "";
	struct inlint_symsizes *s =
		inlint_symsizes_read(path, err, sizeof(err));

	if (!s) {
		inlint_fuzz_check_error(path, err);
		(void)inlint_symsizes_no_code(path);
	}
	inlint_symsizes_destroy(s);
	return 0;
}
