/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_input.c - one private directory under $TMPDIR per process, the input
 * rewritten in it for every run, both removed when libFuzzer exits. */
#include "fuzz_input.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[PATH_MAX];
static char path[PATH_MAX];

static void remove_input(void)
{
	unlink(path);
	rmdir(dir);
}

static void die(const char *what)
{
	fprintf(stderr, "fuzz_input: %s: %s\n", what, strerror(errno));
	abort();
}

static void make_dir(const char *name)
{
	const char *tmp = getenv("TMPDIR");

	snprintf(dir, sizeof(dir), "%s/inlint-fuzz-XXXXXX",
		 tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir))
		die(dir);
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	atexit(remove_input);
}

const char *inlint_fuzz_file(const char *name, const uint8_t *data, size_t size)
{
	int fd;

	if (!*dir)
		make_dir(name);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		die(path);
	while (size) {
		ssize_t n = write(fd, data, size);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			die(path);
		data += n;
		size -= (size_t)n;
	}
	if (close(fd))
		die(path);
	return path;
}

void inlint_fuzz_check_error(const char *path, const char *err)
{
	size_t n = strlen(path);
	const char *bad = NULL;

	if (strncmp(err, path, n) || (err[n] != ':' && err[n] != '('))
		bad = "does not start with the path";
	for (const char *s = err; !bad && *s; s++)
		if ((unsigned char)*s < ' ' || *s == 0x7f)
			bad = "holds a control byte";
	if (!bad)
		return;
	fprintf(stderr, "fuzz_input: error line %s: \"%s\"\n", bad, err);
	abort();
}
