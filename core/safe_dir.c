/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* safe_dir.c - the walk of safe_dir.h: one component at a time, relative to
 * the directory fd reached so far, each checked as OpenSSH and systemd do. */
/* O_PATH: a directory held for the *at calls, which needs no read right. */
#define _GNU_SOURCE

#include "safe_dir.h"

#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Symlinks one walk follows at most, as the kernel's own limit. */
#define MAX_LINKS 40

static bool trusted(uid_t owner, uid_t me)
{
	return owner == 0 || owner == me;
}

static bool anyone_writes(const struct stat *st)
{
	return st->st_mode & S_IWOTH;
}

/* A symlink is the user's choice only when nobody else could have made or
 * replaced it. */
static bool link_usable(const struct stat *parent, const struct stat *link,
			uid_t me, bool user_path, char *why, size_t whylen)
{
	if (!user_path)
		snprintf(why, whylen,
			 "is a symbolic link below the output "
			 "directory: not followed");
	else if (!trusted(link->st_uid, me))
		snprintf(why, whylen,
			 "is a symbolic link of uid %u: not followed",
			 (unsigned)link->st_uid);
	else if (!trusted(parent->st_uid, me))
		snprintf(why, whylen,
			 "is a symbolic link in a directory of uid %u: not "
			 "followed",
			 (unsigned)parent->st_uid);
	else if (anyone_writes(parent))
		snprintf(why, whylen,
			 "is a symbolic link in a directory anyone "
			 "can write: not followed");
	else
		return true;
	return false;
}

/* Anything but a directory or a symlink is usable here: opening it as a
 * directory then fails with the system's own reason. */
bool inlint_dir_entry_usable(const struct stat *parent,
			     const struct stat *entry, uid_t me, bool user_path,
			     char *why, size_t whylen)
{
	if (S_ISLNK(entry->st_mode))
		return link_usable(parent, entry, me, user_path, why, whylen);
	if (!S_ISDIR(entry->st_mode))
		return true;
	if (anyone_writes(parent) && !trusted(entry->st_uid, me)) {
		snprintf(why, whylen,
			 "belongs to uid %u in a directory anyone can write: "
			 "not used",
			 (unsigned)entry->st_uid);
		return false;
	}
	if (anyone_writes(entry) && !(entry->st_mode & S_ISVTX)) {
		snprintf(
			why, whylen,
			"can be written by anyone and is not sticky: not used");
		return false;
	}
	return true;
}

struct walk {
	int fd;		/* the directory reached, O_PATH */
	struct stat st; /* its status */
	char *shown;	/* its path as walked, for messages */
	size_t len, cap;
	int links; /* symlinks followed so far */
	uid_t me;
	char *err;
	size_t errlen;
};

static int walk_path(struct walk *w, const char *path, bool user_path);

static void show(struct walk *w, const char *name)
{
	size_t n = strlen(name);
	bool slash = w->len && w->shown[w->len - 1] != '/';

	while (w->len + slash + n + 1 > w->cap) {
		w->cap *= 2;
		w->shown = inlint_xrealloc(w->shown, w->cap);
	}
	if (slash)
		w->shown[w->len++] = '/';
	memcpy(w->shown + w->len, name, n + 1);
	w->len += n;
}

static void unshow(struct walk *w, size_t len)
{
	w->len = len;
	w->shown[len] = '\0';
}

static int fail(struct walk *w, const char *verb)
{
	snprintf(w->err, w->errlen, "cannot %s %s (%s)", verb, w->shown,
		 strerror(errno));
	return -1;
}

static int refuse(struct walk *w, const char *why)
{
	snprintf(w->err, w->errlen, "%s %s", w->shown, why);
	return -1;
}

/* Makes fd, opened as entry of the current directory, the current one. */
static int enter(struct walk *w, int fd, bool user_path, bool dotdot)
{
	struct stat st;
	char why[128];

	if (fstat(fd, &st) != 0) {
		fail(w, "open");
		close(fd);
		return -1;
	}
	/* ".." is the user's own spelling of where they want to be, and the
	 * directory it reaches holds the one it was taken from. */
	if (!dotdot && !inlint_dir_entry_usable(&w->st, &st, w->me, user_path,
						why, sizeof(why))) {
		close(fd);
		return refuse(w, why);
	}
	if (w->fd >= 0)
		close(w->fd);
	w->fd = fd;
	w->st = st;
	return 0;
}

static int start_at(struct walk *w, const char *dir)
{
	int fd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);

	unshow(w, 0);
	if (dir[0] == '/')
		show(w, "/");
	if (fd < 0)
		return fail(w, "open");
	if (w->fd >= 0)
		close(w->fd);
	w->fd = fd;
	if (fstat(fd, &w->st) != 0)
		return fail(w, "open");
	return 0;
}

static int follow(struct walk *w, const char *name, const struct stat *link,
		  bool user_path, size_t parent_len)
{
	char why[128], *target;
	ssize_t n;
	int ret;

	if (!inlint_dir_entry_usable(&w->st, link, w->me, user_path, why,
				     sizeof(why)))
		return refuse(w, why);
	if (++w->links > MAX_LINKS) {
		errno = ELOOP;
		return fail(w, "open");
	}
	target = inlint_xmalloc(PATH_MAX);
	n = readlinkat(w->fd, name, target, PATH_MAX - 1);
	if (n < 0) {
		free(target);
		return fail(w, "read the symbolic link");
	}
	target[n] = '\0';
	/* Messages name where the walk really is: the link's target. */
	unshow(w, parent_len);
	ret = walk_path(w, target, true);
	free(target);
	return ret;
}

/* One component: open it without following it, create it when missing. */
static int step(struct walk *w, const char *name, bool user_path)
{
	size_t parent_len = w->len;
	bool dotdot = strcmp(name, "..") == 0;
	const char *verb = "open";
	struct stat st;
	int fd;

	show(w, name);
	if (dotdot && !user_path)
		return refuse(w, "is not a plain name: not used");
	fd = openat(w->fd, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT) {
		verb = "create";
		if (mkdirat(w->fd, name, 0777) == 0 || errno == EEXIST)
			fd = openat(w->fd, name,
				    O_PATH | O_DIRECTORY | O_NOFOLLOW |
					    O_CLOEXEC);
	}
	if (fd < 0 && (errno == ENOTDIR || errno == ELOOP)) {
		int saved = errno;

		if (fstatat(w->fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISLNK(st.st_mode))
			return follow(w, name, &st, user_path, parent_len);
		errno = saved;
	}
	if (fd < 0)
		return fail(w, verb);
	return enter(w, fd, user_path, dotdot);
}

static int walk_path(struct walk *w, const char *path, bool user_path)
{
	char name[NAME_MAX + 1];

	if (user_path && path[0] == '/' && start_at(w, "/") != 0)
		return -1;
	while (*path) {
		size_t n = strcspn(path, "/");

		if (n > NAME_MAX) {
			errno = ENAMETOOLONG;
			show(w, "...");
			return fail(w, "open");
		}
		memcpy(name, path, n);
		name[n] = '\0';
		if (n && strcmp(name, ".") != 0 && step(w, name, user_path))
			return -1;
		path += n;
		path += *path == '/';
	}
	return 0;
}

int inlint_dir_open(const char *user_dir, const char *own, char *err,
		    size_t errlen)
{
	struct walk w = {
		.fd = -1, .me = geteuid(), .err = err, .errlen = errlen};
	int fd = -1;

	w.cap = 256;
	w.shown = inlint_xmalloc(w.cap);
	if (start_at(&w, ".") == 0 && walk_path(&w, user_dir, true) == 0 &&
	    walk_path(&w, own, false) == 0) {
		fd = w.fd;
		w.fd = -1;
	}
	if (w.fd >= 0)
		close(w.fd);
	free(w.shown);
	return fd;
}
