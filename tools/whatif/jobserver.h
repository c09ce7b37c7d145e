/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* jobserver.h - GNU make's jobserver, when inlint runs under make -jN:
 * every compile beyond the first waits for a token from make, so that
 * make and inlint together run N jobs. */
#ifndef INLINT_JOBSERVER_H
#define INLINT_JOBSERVER_H

#include <stdbool.h>
#include <stddef.h>

#define INLINT_JOBSERVER_KEPT 64

struct inlint_jobserver {
	int rfd, wfd; /* -1: no jobserver */
	size_t held;  /* tokens taken and not given back */
	/* The bytes of the first tokens held, given back as they came. */
	char kept[INLINT_JOBSERVER_KEPT];
};

/* Finds the jobserver MAKEFLAGS names (--jobserver-auth=fifo:PATH, or
 * R,W: two inherited pipe fds, also as --jobserver-fds=), and opens its
 * read side anew, non-blocking, so that waiting for a token never stops
 * inlint from reaping its compiles. Without one (no MAKEFLAGS, make -j1,
 * fds make did not pass on), j->rfd is -1 and every call below a no-op. */
void inlint_jobserver_open(struct inlint_jobserver *j);

/* Takes one token if make has one free now. */
bool inlint_jobserver_take(struct inlint_jobserver *j);

/* Gives one held token back. */
void inlint_jobserver_give(struct inlint_jobserver *j);

/* Gives back every token held and closes what open opened. */
void inlint_jobserver_close(struct inlint_jobserver *j);

#endif
