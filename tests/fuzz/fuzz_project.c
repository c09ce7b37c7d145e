/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_project.c - libFuzzer harness of the project file reader
 * (format/project.c): .inlint.yaml read, then its default set selected. */
#include "fuzz_input.h"
#include "project.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = inlint_fuzz_file(INLINT_PROJECT_FILE, data, size);
	struct inlint_project p = {0};
	size_t *idx = NULL;
	char err[512] = "";

	if (inlint_project_read(path, &p, err, sizeof(err)))
		inlint_fuzz_check_error(path, err);
	else if (!inlint_project_select(&p, NULL, 0, &idx, err, sizeof(err)))
		inlint_fuzz_check_error(path, err);
	free(idx);
	inlint_project_release(&p);
	return 0;
}
