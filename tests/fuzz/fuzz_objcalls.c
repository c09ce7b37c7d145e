/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_objcalls.c - libFuzzer harness of the what-if engine's call counter
 * (inlint_objcalls_read): an object's relocations and code, decoded by
 * LLVM's disassembler for x86_64 and aarch64. */
#include "fuzz_input.h"
#include "objcalls.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("input.o", data, size);
	struct inlint_objcalls c = {0};
	char err[512] = "";

	if (inlint_objcalls_read(path, &c, err, sizeof(err)))
		inlint_fuzz_check_error(path, err);
	inlint_objcalls_release(&c);
	return 0;
}
