/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* unwritten.c - lines about unwritten records, one hidden file each at the
 * top of the records directory, where a kernel build's next compile finds
 * them: every compile is a process of its own. */
#include "unwritten.h"

#include "atomic_write.h"
#include "escape.h"
#include "safe_dir.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Hidden, and not *.inlint.yaml: readers of records never see them. */
#define LEFT_PREFIX  ".inlint-unwritten."
#define TAKEN_PREFIX ".inlint-taken."

/* A line is one problem; anything longer was not left by inlint. */
#define MAX_LINE 1024

static atomic_uint serial;

/* A name no other process or thread of the build uses at the same time. */
static void taken_name(char *buf, size_t size)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	snprintf(buf, size, "%s%ld.%lld.%09ld.%u", TAKEN_PREFIX, (long)getpid(),
		 (long long)ts.tv_sec, ts.tv_nsec,
		 atomic_fetch_add(&serial, 1));
}

/* Escaped as the CLI prints input: a line quoting a name that is not UTF-8
 * would otherwise make every later record of the build unwritable, as
 * each takes the line in as a problem. */
static int fill_line(FILE *out, const void *line, char *err, size_t errlen)
{
	inlint_fputs_escaped(line, out);
	if (ferror(out)) {
		snprintf(err, errlen, "cannot write");
		return -1;
	}
	return 0;
}

/* Named after the line, so a record refused again and again (a rebuild)
 * leaves it once. FNV-1a. */
static void line_name(char *buf, size_t size, const char *line)
{
	unsigned long long h = 14695981039346656037ull;

	for (const unsigned char *p = (const unsigned char *)line; *p; p++)
		h = (h ^ *p) * 1099511628211ull;
	snprintf(buf, size, "%s%016llx", LEFT_PREFIX, h);
}

void inlint_unwritten_leave(const char *out_dir, const char *line)
{
	char name[128], err[1024];
	int dir = inlint_dir_open(out_dir, "", err, sizeof(err));

	if (dir < 0)
		return;
	line_name(name, sizeof(name), line);
	inlint_atomic_write_at(dir, name, name, fill_line, line, err,
			       sizeof(err));
	close(dir);
}

/* Reads the line of a file this user left, already renamed to taken. */
static void take_one(int dir, const char *taken, struct inlint_model *m)
{
	int fd = openat(dir, taken,
			O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	char line[MAX_LINE];
	struct stat st;
	ssize_t n;

	if (fd < 0)
		return;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_uid == geteuid() && st.st_size < MAX_LINE) {
		n = read(fd, line, sizeof(line) - 1);
		if (n > 0) {
			line[n] = '\0';
			inlint_model_add_problem(m, "%s", line);
		}
	}
	close(fd);
}

void inlint_unwritten_take(const char *out_dir, struct inlint_model *m)
{
	char err[1024], taken[128];
	int dir = inlint_dir_open(out_dir, "", err, sizeof(err));
	int listing;
	struct dirent *e;
	DIR *d;

	if (dir < 0)
		return;
	listing = openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	d = listing < 0 ? NULL : fdopendir(listing);
	if (!d) {
		if (listing >= 0)
			close(listing);
		close(dir);
		return;
	}
	while ((e = readdir(d))) {
		if (strncmp(e->d_name, LEFT_PREFIX, strlen(LEFT_PREFIX)) != 0)
			continue;
		/* Only one of the compiles that see the file gets it. */
		taken_name(taken, sizeof(taken));
		if (renameat(dir, e->d_name, dir, taken) != 0)
			continue;
		take_one(dir, taken, m);
		unlinkat(dir, taken, 0);
	}
	closedir(d);
	close(dir);
}
