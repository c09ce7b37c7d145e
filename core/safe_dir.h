/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* safe_dir.h - opens the directory an output goes to, creating what is
 * missing, so that no other local user can choose where it lands. */
#ifndef INLINT_SAFE_DIR_H
#define INLINT_SAFE_DIR_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* Whether entry, met in the directory parent on the way to an output, may
 * be used by user me. user_path: the entry is part of the path the user
 * gave, where a symlink may be followed; below it, inlint's own names never
 * are. Refused: a symlink not owned by me or root, in a directory not owned
 * by me or root or writable by anyone; a directory of another user in a
 * directory anyone can write; a directory anyone can write without the
 * sticky bit. Returns true, or false with why set to the reason. */
bool inlint_dir_entry_usable(const struct stat *parent,
			     const struct stat *entry, uid_t me, bool user_path,
			     char *why, size_t whylen);

/* Opens user_dir (missing directories created, symlinks followed only as
 * inlint_dir_entry_usable allows), then own below it (created, symlinks
 * never followed). Returns an O_PATH directory fd, or -1 with err set to
 * the problem naming the directory ("cannot create out/mm (...)"). */
int inlint_dir_open(const char *user_dir, const char *own, char *err,
		    size_t errlen);

#endif
