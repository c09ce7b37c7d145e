/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* jobserver.c - a client of GNU make's jobserver (make's manual, "POSIX
 * Jobserver"): a token is a byte read from make's pipe or fifo, written
 * back when the job ends; the first job runs on the token inlint itself
 * was started with. */
#include "jobserver.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The value of the last --jobserver-auth= (or --jobserver-fds=) word of
 * MAKEFLAGS, copied into buf; NULL when there is none. */
static const char *auth(char *buf, size_t n)
{
	const char *flags = getenv("MAKEFLAGS"), *p, *found = NULL;
	static const char *const names[] = {"--jobserver-auth=",
					    "--jobserver-fds="};

	if (!flags)
		return NULL;
	for (p = flags; *p; p += strcspn(p, " "), p += strspn(p, " "))
		for (int i = 0; i < 2; i++)
			if (!strncmp(p, names[i], strlen(names[i])))
				found = p + strlen(names[i]);
	if (!found)
		return NULL;
	snprintf(buf, n, "%.*s", (int)strcspn(found, " "), found);
	return buf;
}

/* A new non-blocking open file description of path for reading, and one
 * for writing; -1 each when not. */
static void open_path(struct inlint_jobserver *j, const char *path)
{
	j->rfd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	j->wfd = open(path, O_WRONLY | O_CLOEXEC);
	if (j->rfd >= 0 && j->wfd >= 0)
		return;
	if (j->rfd >= 0)
		close(j->rfd);
	if (j->wfd >= 0)
		close(j->wfd);
	j->rfd = j->wfd = -1;
}

/* Inherited fds r,w: make closes them for a recipe that is not recursive
 * (no +), and then they may be anything, or nothing. */
static void open_fds(struct inlint_jobserver *j, const char *spec)
{
	char path[64];
	int r, w;

	if (sscanf(spec, "%d,%d", &r, &w) != 2 || r < 0 || w < 0 ||
	    fcntl(r, F_GETFD) < 0 || fcntl(w, F_GETFD) < 0)
		return;
	/* make's pipe, opened again through /proc: O_NONBLOCK on our own
	 * description leaves make's as it is. */
	snprintf(path, sizeof(path), "/proc/self/fd/%d", r);
	j->rfd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	j->wfd = j->rfd >= 0 ? fcntl(w, F_DUPFD_CLOEXEC, 0) : -1;
	if (j->rfd >= 0 && j->wfd < 0) {
		close(j->rfd);
		j->rfd = -1;
	}
}

void inlint_jobserver_open(struct inlint_jobserver *j)
{
	char buf[4096];
	const char *spec = auth(buf, sizeof(buf));

	j->rfd = j->wfd = -1;
	j->held = 0;
	if (!spec)
		return;
	if (!strncmp(spec, "fifo:", 5))
		open_path(j, spec + 5);
	else
		open_fds(j, spec);
}

bool inlint_jobserver_take(struct inlint_jobserver *j)
{
	char token;

	if (j->rfd < 0)
		return true;
	for (;;) {
		ssize_t n = read(j->rfd, &token, 1);

		if (n == 1) {
			if (j->held < INLINT_JOBSERVER_KEPT)
				j->kept[j->held] = token;
			j->held++;
			return true;
		}
		if (n < 0 && errno == EINTR)
			continue;
		return false;
	}
}

void inlint_jobserver_give(struct inlint_jobserver *j)
{
	char token;

	if (j->rfd < 0 || !j->held)
		return;
	j->held--;
	/* Each byte goes back as it came; beyond those kept, make's '+'. */
	token = j->held < INLINT_JOBSERVER_KEPT ? j->kept[j->held] : '+';
	while (write(j->wfd, &token, 1) < 0 && errno == EINTR)
		;
}

void inlint_jobserver_close(struct inlint_jobserver *j)
{
	while (j->held)
		inlint_jobserver_give(j);
	if (j->rfd >= 0)
		close(j->rfd);
	if (j->wfd >= 0)
		close(j->wfd);
	j->rfd = j->wfd = -1;
}
