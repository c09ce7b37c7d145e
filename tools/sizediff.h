/* sizediff.h - scripts/bloat-o-meter's arithmetic on two symbol lists: which
 * symbols count, how names fold, the counts, the sorted deltas, the totals. */
#ifndef INLINT_SIZEDIFF_H
#define INLINT_SIZEDIFF_H

#include "symsize.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/* Compares the symbols whose nm letter is in types. Returns NULL only when
 * out of memory. */
struct inlint_sizediff *
inlint_sizediff_create(const char *title, const char *types,
		       const struct inlint_symsizes *old,
		       const struct inlint_symsizes *new);

/* (after - before) in percent of before, 0 when before is 0. */
double inlint_sizediff_percent(const struct inlint_sizediff *d);

void inlint_sizediff_destroy(struct inlint_sizediff *d);

#endif
