/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* stack_usage.h - the .su files of -fstack-usage: one line per function,
 * "file:line[:col]:function<TAB>bytes<TAB>static|dynamic[,bounded]" (clang
 * writes no column, GCC does). */
#ifndef INLINT_STACK_USAGE_H
#define INLINT_STACK_USAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct inlint_stack_entry {
	char *file, *function;
	unsigned line;
	uint64_t bytes;
	bool dynamic;
};

struct inlint_stack_usage {
	struct inlint_stack_entry *v;
	size_t n, cap;
};

/* Appends the entries of text (len bytes, NUL after them) read from path.
 * Returns 0, or -1 with err set to "path:line: problem". */
int inlint_stack_usage_parse(const char *path, const char *text, size_t len,
			     struct inlint_stack_usage *out, char *err,
			     size_t errlen);

/* The same for the file at path. */
int inlint_stack_usage_read(const char *path, struct inlint_stack_usage *out,
			    char *err, size_t errlen);

void inlint_stack_usage_release(struct inlint_stack_usage *s);

#endif
