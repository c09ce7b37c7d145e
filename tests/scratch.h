/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scratch.h - a scratch directory for the unit tests that write files:
 * made at the start of main, removed with everything in it at the end. */
#ifndef INLINT_SCRATCH_H
#define INLINT_SCRATCH_H

#include "check.h"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static char tmpdir[256];

/* Makes /tmp/<test>.XXXXXX; returns 0, or -1 having said why. */
static int scratch_make(const char *test)
{
	snprintf(tmpdir, sizeof(tmpdir), "/tmp/%s.XXXXXX", test);
	if (mkdtemp(tmpdir))
		return 0;
	perror("mkdtemp");
	return -1;
}

/* name inside the scratch directory; the last four stay valid. */
static char *tmp_path(const char *name)
{
	static char buf[4][512];
	static int next;
	char *p = buf[next++ % 4];

	snprintf(p, sizeof(buf[0]), "%s/%s", tmpdir, name);
	return p;
}

static void write_file(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");

	CHECK(f != NULL);
	if (!f)
		return;
	CHECK(fwrite(data, 1, len, f) == len);
	CHECK(fclose(f) == 0);
}

static void remove_tree(const char *path)
{
	struct dirent *e;
	struct stat st;
	char sub[1024];
	DIR *d;

	if (lstat(path, &st) != 0)
		return;
	if (!S_ISDIR(st.st_mode)) {
		unlink(path);
		return;
	}
	d = opendir(path);
	while (d && (e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
		remove_tree(sub);
	}
	if (d)
		closedir(d);
	rmdir(path);
}

#endif
