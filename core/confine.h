/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* confine.h - Linux Landlock for a process inlint starts: it may write only
 * beneath one directory (and to /dev/null) and read anything. */
#ifndef INLINT_CONFINE_H
#define INLINT_CONFINE_H

#include <stdbool.h>

/* Whether this kernel has Landlock: false when it was built without it or
 * is older than 5.13 (ENOSYS) or has it disabled (EOPNOTSUPP). */
bool inlint_confine_available(void);

/* A ruleset (a close-on-exec fd) under which a process may create, write,
 * truncate, rename or remove files only beneath the directories of dirs
 * (NULL-ended; each must exist), and write /dev/null; reading and
 * executing stay free. Returns the fd, or -1 with errno set. */
int inlint_confine_ruleset(const char *const *dirs);

/* Restricts the calling process by ruleset, for good (no new privileges
 * first, as Landlock requires). For a child between fork and exec: only
 * async-signal-safe calls. Returns 0, or an errno value. */
int inlint_confine_self(int ruleset);

#endif
