/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sizes.h - the symbol sizes of an object file and the size diff of two, as
 * plain data: the bloat reader fills them, the bloat YAML writer reads them. */
#ifndef INLINT_SIZES_H
#define INLINT_SIZES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct inlint_sym {
	char *name;
	uint64_t size;
	char type; /* nm's letter: 't'/'T' text, 'd' data, 'r' rodata, ... */
};

/* In file order; an archive's members one after the other. */
struct inlint_symsizes {
	struct inlint_sym *syms;
	size_t n_syms;
	size_t cap;
};

/* One folded name whose total size changed. */
struct inlint_size_change {
	char *name;
	bool in_old;
	bool in_new;
	uint64_t old_size; /* meaningful only when in_old */
	uint64_t new_size; /* meaningful only when in_new */
	int64_t delta;
};

/* One table of bloat-o-meter's output, e.g. "Function" over the nm letters
 * "tTdDbBrRvVwW" (its default). */
struct inlint_sizediff {
	const char *title;
	size_t add, remove, grow, shrink;
	uint64_t up, down; /* bytes gained, bytes lost (both >= 0) */
	uint64_t before, after;
	/* Largest delta first, then names in reverse order, as the script's
	 * sort(reverse=True) leaves them. */
	struct inlint_size_change *changes;
	size_t n_changes;
};

/* (after - before) in percent of before, 0 when before is 0. */
double inlint_sizediff_percent(const struct inlint_sizediff *d);

#endif
