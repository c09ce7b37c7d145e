/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_line.c - the text form of a finding: its check name last, in
 * brackets, so that grep, editors and --checks see one vocabulary; clang's
 * colours on a terminal. */
#include "finding_line.h"

#include "checks.h"
#include "color.h"
#include "escape.h"

void inlint_finding_print(FILE *out, const struct inlint_finding *f)
{
	const char *sev = inlint_severity_name(f->severity);

	inlint_color_put(out, INLINT_SGR_BOLD);
	inlint_fprintf_escaped(out, "%s:%u:", f->file ? f->file : "?", f->line);
	if (f->col)
		fprintf(out, "%u:", f->col);
	inlint_color_put(out, INLINT_SGR_RESET);
	inlint_color_label(out, inlint_color_of(sev), sev);
	inlint_fprintf_escaped(out, " %s [" INLINT_CHECK_PREFIX "%s]\n",
			       f->message, inlint_verdict_name(f->verdict));
}
