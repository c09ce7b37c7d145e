/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* man_tables.h - what every man page says besides its command's table: the
 * environment variables inlint and its plugin read, and the files they use. */
#ifndef INLINT_MAN_TABLES_H
#define INLINT_MAN_TABLES_H

#include <stddef.h>

/* One entry of ENVIRONMENT or FILES: a tag (a variable, a path) and what
 * it means, who reads it first. */
struct inlint_man_entry {
	const char *tag;
	const char *text;
};

extern const struct inlint_man_entry inlint_man_environment[];
extern const size_t inlint_man_n_environment;

extern const struct inlint_man_entry inlint_man_files[];
extern const size_t inlint_man_n_files;

#endif
