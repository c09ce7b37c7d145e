/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_report.c - libFuzzer harness of the merged report's reader
 * (inlint_report_read), as lint --report and merge read it. */
#include "fuzz_input.h"
#include "report_yaml.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file("report.yaml", data, size);
	char err[512] = "";
	struct inlint_report *rep = inlint_report_read(path, err, sizeof(err));

	if (!rep) {
		inlint_fuzz_check_error(path, err);
		return 0;
	}
	for (size_t i = 0; i < rep->n_externs; i++)
		inlint_report_extern_callers(rep, &rep->externs[i]);
	inlint_report_destroy(rep);
	return 0;
}
