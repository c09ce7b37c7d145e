/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* records_dir.c - the default record folder from XDG_CACHE_HOME (or HOME)
 * and getcwd, the same in the plugin and in every reader. */
#include "records_dir.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static const char *fallback(char *buf, size_t size)
{
	snprintf(buf, size, "%s", INLINT_RECORDS_FALLBACK);
	return buf;
}

const char *inlint_records_default(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char cwd[PATH_MAX];
	int len;

	if (!getcwd(cwd, sizeof(cwd)))
		return fallback(buf, size);
	if (xdg && xdg[0] == '/')
		len = snprintf(buf, size, "%s/inlint/records%s", xdg, cwd);
	else if (home && home[0])
		len = snprintf(buf, size, "%s/.cache/inlint/records%s", home,
			       cwd);
	else
		return fallback(buf, size);
	if (len < 0 || (size_t)len >= size)
		return fallback(buf, size);
	return buf;
}
