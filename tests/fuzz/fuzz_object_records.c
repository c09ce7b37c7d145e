/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_object_records.c - libFuzzer harness of the reader of the records
 * objects and archives carry (inlint_object_records_read), then of the
 * record reader on each text it found. */
#include "fuzz_input.h"
#include "object_records.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("input.o", data, size);
	struct inlint_object_records r = {0};
	char err[512] = "";

	if (inlint_object_records_read(path, &r, err, sizeof(err)) < 0)
		inlint_fuzz_check_error(path, err);
	for (size_t i = 0; i < r.n; i++) {
		struct inlint_model *m =
			inlint_record_read_text(r.v[i].text, r.v[i].len,
						r.v[i].label, err, sizeof(err));

		if (!m)
			inlint_fuzz_check_error(path, err);
		inlint_model_destroy(m);
	}
	inlint_object_records_release(&r);
	return 0;
}
