/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_record.c - libFuzzer harness of the record reader (inlint_record_read);
 * a record it accepts is written back, which walks every field it filled. */
#include "fuzz_input.h"
#include "record.h"

#include <stdio.h>
#include <stdlib.h>

static FILE *sink;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	sink = fopen("/dev/null", "w");
	if (!sink)
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("fuzz.inlint.yaml", data, size);
	char err[512] = "";
	struct inlint_model *m = inlint_record_read(path, err, sizeof(err));

	if (!m) {
		inlint_fuzz_check_error(path, err);
		return 0;
	}
	inlint_record_emit(m, sink, err, sizeof(err));
	inlint_model_destroy(m);
	return 0;
}
