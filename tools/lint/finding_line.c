/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_line.c - the text form of a finding: its check name last, in
 * brackets, so that grep, editors and --checks see one vocabulary. */
#include "finding_line.h"

#include "checks.h"
#include "escape.h"

void inlint_finding_print(FILE *out, const struct inlint_finding *f)
{
	inlint_fprintf_escaped(out,
			       "%s:%u: %s: %s [" INLINT_CHECK_PREFIX "%s]\n",
			       f->file ? f->file : "?", f->line,
			       inlint_severity_name(f->severity), f->message,
			       inlint_verdict_name(f->verdict));
}
