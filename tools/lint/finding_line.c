/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_line.c - the text form of a finding: its check name last, in
 * brackets, so that grep, editors and --checks see one vocabulary. */
#include "finding_line.h"

#include "checks.h"
#include "escape.h"

void inlint_finding_print(FILE *out, const struct inlint_finding *f)
{
	inlint_fprintf_escaped(out, "%s:%u:", f->file ? f->file : "?", f->line);
	if (f->col)
		fprintf(out, "%u:", f->col);
	inlint_fprintf_escaped(out, " %s: %s [" INLINT_CHECK_PREFIX "%s]\n",
			       inlint_severity_name(f->severity), f->message,
			       inlint_verdict_name(f->verdict));
}
