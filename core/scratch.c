/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scratch.c - temporary directories: mkdtemp under $TMPDIR, a removal
 * that descends with openat/unlinkat and never follows a link, and the
 * list of those not removed yet, which go before inlint dies of a signal. */
#include "scratch.h"

#include "array.h"
#include "interrupt.h"
#include "xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The directories made and not removed yet. */
static char **live;
static size_t n_live, cap_live;

static void remove_live(void)
{
	while (n_live)
		inlint_scratch_remove(live[n_live - 1]);
}

static void forget(const char *dir)
{
	for (size_t i = 0; i < n_live; i++) {
		if (!strcmp(live[i], dir)) {
			free(live[i]);
			live[i] = live[--n_live];
			return;
		}
	}
}

/* $TMPDIR, or /tmp; a relative one taken against the working directory,
 * as compiles use the scratch directory from their entry's directory. */
static char *tmp_dir(char *err, size_t errlen)
{
	const char *tmp = getenv("TMPDIR");
	char *cwd, *abs;
	size_t n;

	if (!tmp || !*tmp)
		tmp = "/tmp";
	if (tmp[0] == '/')
		return inlint_strdup(tmp);
	cwd = getcwd(NULL, 0);
	if (!cwd) {
		snprintf(err, errlen,
			 "TMPDIR '%s' is relative and the working directory "
			 "is unknown (%s)",
			 tmp, strerror(errno));
		return NULL;
	}
	n = strlen(cwd) + strlen(tmp) + 2;
	abs = inlint_xmalloc(n);
	snprintf(abs, n, "%s/%s", cwd, tmp);
	free(cwd);
	return abs;
}

char *inlint_scratch_create(const char *prefix, char *err, size_t errlen)
{
	char *tmp = tmp_dir(err, errlen);
	size_t n;
	char *dir;

	/* Before the directory exists: a signal from now on is caught and
	 * the directory removed before inlint ends by it. */
	inlint_interrupt_catch();
	inlint_interrupt_at_raise(remove_live);

	if (!tmp)
		return NULL;
	n = strlen(tmp) + strlen(prefix) + sizeof("/.XXXXXX");
	dir = inlint_xmalloc(n);
	snprintf(dir, n, "%s/%s.XXXXXX", tmp, prefix);
	free(tmp);
	if (!mkdtemp(dir)) {
		snprintf(err, errlen, "%s: cannot create (%s)", dir,
			 strerror(errno));
		free(dir);
		return NULL;
	}
	live = inlint_array_grow(live, &cap_live, n_live + 1, sizeof(*live));
	live[n_live++] = inlint_strdup(dir);
	return dir;
}

/* Empties the directory open at fd (which it closes). */
static void empty_dir(int fd)
{
	DIR *d = fdopendir(fd);
	struct dirent *de;

	if (!d) {
		close(fd);
		return;
	}
	while ((de = readdir(d))) {
		int sub;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (!unlinkat(fd, de->d_name, 0))
			continue;
		sub = openat(fd, de->d_name,
			     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (sub < 0)
			continue;
		empty_dir(sub);
		unlinkat(fd, de->d_name, AT_REMOVEDIR);
	}
	closedir(d);
}

void inlint_scratch_remove(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

	if (fd >= 0) {
		empty_dir(fd);
		rmdir(dir);
	}
	forget(dir);
}
