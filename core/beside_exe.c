/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* beside_exe.c - /proc/self/exe's folder joined with each candidate path:
 * an install stays relocatable (cmake --install --prefix, DESTDIR). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "beside_exe.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *inlint_exe_path(void)
{
	return realpath("/proc/self/exe", NULL);
}

char *inlint_beside_exe(const char *const *rel, size_t n)
{
	char *exe = inlint_exe_path(), *slash, path[PATH_MAX];
	char *found = NULL;

	if (!exe)
		return NULL;
	slash = strrchr(exe, '/');
	if (slash)
		*slash = '\0';
	for (size_t i = 0; i < n && !found; i++) {
		int len = snprintf(path, sizeof(path), "%s/%s", exe, rel[i]);

		if (len > 0 && (size_t)len < sizeof(path) &&
		    !access(path, R_OK))
			found = realpath(path, NULL);
	}
	free(exe);
	return found;
}
