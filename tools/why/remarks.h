/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* remarks.h - clang's inliner remarks (-fsave-optimization-record, YAML or
 * bitstream), read through the LLVM C API remark parser. */
#ifndef INLINT_REMARKS_H
#define INLINT_REMARKS_H

#include <stdbool.h>
#include <stddef.h>

/* One decision of the inliner about one call. */
struct inlint_remark {
	char *name;   /* Inlined, AlwaysInline, TooCostly, NeverInline, ... */
	char *caller; /* the function the call is in */
	char *callee;
	char *file;    /* the call's location; NULL when unknown */
	unsigned line; /* 0 when unknown */
	bool inlined;  /* a Passed remark */
	bool has_cost; /* a cost was given (and with it a threshold) */
	int cost;      /* as clang's inline cost: an int */
	int threshold;
	char *reason; /* the Reason argument, or NULL */
};

struct inlint_remarks {
	struct inlint_remark *v;
	size_t n;
	size_t cap;
};

/* Appends the inline remarks of the file at path (pass "inline"; others are
 * skipped). The format is found from the contents. Returns 0, or -1 with
 * err set to "path: problem" and nothing appended; an empty file is one. */
int inlint_remarks_read(const char *path, struct inlint_remarks *rs, char *err,
			size_t errlen);
/* Reads path, or when it is a directory every *.opt.yaml and *.opt.bitstream
 * under it: -fsave-optimization-record writes them beside the objects, and
 * an empty one for a TU without remarks, which is skipped there (but a
 * directory of only empty files is an error). */
int inlint_remarks_read_path(const char *path, struct inlint_remarks *rs,
			     char *err, size_t errlen);
void inlint_remarks_release(struct inlint_remarks *rs);

#endif
