/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* confine.c - a Landlock ruleset that handles every right to change the file
 * system and grants them beneath a few directories; reads are not handled,
 * so they stay free. Built without linux/landlock.h, nothing is available. */
#define _GNU_SOURCE /* syscall */
#include "confine.h"

#include <errno.h>

#ifdef INLINT_HAVE_LANDLOCK
#include <fcntl.h>
#include <linux/landlock.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* ABI 3's right, which Linux 6.1's headers do not name yet. */
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif

static int abi_version(void)
{
	return (int)syscall(SYS_landlock_create_ruleset, NULL, 0,
			    LANDLOCK_CREATE_RULESET_VERSION);
}

bool inlint_confine_available(void)
{
	return abi_version() > 0;
}

/* The rights to change the file system that this kernel's ABI knows. */
static uint64_t write_rights(int abi)
{
	uint64_t r =
		LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR |
		LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
		LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
		LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO |
		LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;

	if (abi >= 2)
		r |= LANDLOCK_ACCESS_FS_REFER;
	if (abi >= 3)
		r |= LANDLOCK_ACCESS_FS_TRUNCATE;
	return r;
}

/* Grants rights beneath path (a directory) or on it (a file). */
static int allow(int ruleset, const char *path, uint64_t rights)
{
	struct landlock_path_beneath_attr rule = {.allowed_access = rights};
	int rc, e;

	rule.parent_fd = open(path, O_PATH | O_CLOEXEC);
	if (rule.parent_fd < 0)
		return -1;
	rc = (int)syscall(SYS_landlock_add_rule, ruleset,
			  LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
	e = errno;
	close(rule.parent_fd);
	errno = e;
	return rc;
}

int inlint_confine_ruleset(const char *const *dirs)
{
	struct landlock_ruleset_attr attr = {0};
	int abi = abi_version(), fd, e, rc;
	uint64_t file_rights = LANDLOCK_ACCESS_FS_WRITE_FILE;

	if (abi <= 0)
		return -1;
	attr.handled_access_fs = write_rights(abi);
	if (abi >= 3)
		file_rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
	fd = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0);
	if (fd < 0)
		return -1;
	rc = allow(fd, "/dev/null", file_rights);
	for (size_t i = 0; !rc && dirs[i]; i++)
		rc = allow(fd, dirs[i], attr.handled_access_fs);
	if (rc) {
		e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

int inlint_confine_self(int ruleset)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return errno;
	if (syscall(SYS_landlock_restrict_self, ruleset, 0))
		return errno;
	return 0;
}

#else

bool inlint_confine_available(void)
{
	return false;
}

int inlint_confine_ruleset(const char *const *dirs)
{
	(void)dirs;
	errno = ENOSYS;
	return -1;
}

int inlint_confine_self(int ruleset)
{
	(void)ruleset;
	return ENOSYS;
}

#endif
