/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* color.c - one mode for the run; auto asks isatty of the stream written
 * to, so stdout into a pipe and stderr on the terminal differ. */
#include "color.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static enum inlint_color_mode mode = INLINT_COLOR_NEVER;

int inlint_color_parse(const char *s, enum inlint_color_mode *m)
{
	static const char *const names[] = {"auto", "always", "never"};

	for (int i = 0; i < 3; i++)
		if (!strcmp(s, names[i])) {
			*m = (enum inlint_color_mode)i;
			return 0;
		}
	return -1;
}

void inlint_color_set(enum inlint_color_mode m)
{
	mode = m;
}

bool inlint_color(FILE *out)
{
	const char *no = getenv("NO_COLOR");

	if (mode != INLINT_COLOR_AUTO)
		return mode == INLINT_COLOR_ALWAYS;
	return isatty(fileno(out)) && !(no && *no);
}

void inlint_color_put(FILE *out, const char *sgr)
{
	if (inlint_color(out))
		fputs(sgr, out);
}

void inlint_color_label(FILE *out, const char *sgr, const char *label)
{
	bool on = inlint_color(out);

	fprintf(out, " %s%s:%s", on ? sgr : "", label,
		on ? INLINT_SGR_RESET : "");
}

const char *inlint_color_of(const char *severity)
{
	if (!strcmp(severity, "error"))
		return INLINT_SGR_ERROR;
	return strcmp(severity, "warning") ? INLINT_SGR_NOTE
					   : INLINT_SGR_WARNING;
}
