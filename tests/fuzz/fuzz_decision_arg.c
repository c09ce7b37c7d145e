/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_decision_arg.c - libFuzzer harness of the reader of the decisions
 * that -mllvm -inlint-decisions= gives the plugin (inlint_decision_arg_read),
 * then of the writer on what it accepted. */
#include "decision_arg.h"
#include "fuzz_input.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *list = inlint_strndup((const char *)data, size);
	char err[512] = "";
	struct inlint_model *m = inlint_decision_arg_read(
		list, INLINT_DECISIONS_OPTION, err, sizeof(err));

	if (!m)
		inlint_fuzz_check_error(INLINT_DECISIONS_OPTION, err);
	else
		free(inlint_decision_arg_write(m));
	inlint_model_destroy(m);
	free(list);
	return 0;
}
