/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* htab.h - an open-addressing hash index: maps a key's hash to the index of
 * its entry in an array the caller owns; the caller says what "equal" is. */
#ifndef INLINT_HTAB_H
#define INLINT_HTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INLINT_HTAB_NONE SIZE_MAX

struct inlint_htab {
	uint64_t *hashes; /* 0: empty slot */
	size_t *idx;
	size_t cap, n;
};

/* Is entry idx of the caller's array equal to the key being looked up? */
typedef bool (*inlint_htab_eq)(const void *key, size_t idx);

void inlint_htab_init(struct inlint_htab *h);
void inlint_htab_release(struct inlint_htab *h);

/* The index stored for a key equal to key, or INLINT_HTAB_NONE. */
size_t inlint_htab_find(const struct inlint_htab *h, uint64_t hash,
			inlint_htab_eq eq, const void *key);

/* Stores idx under hash; the caller has checked that it is not there. */
void inlint_htab_insert(struct inlint_htab *h, uint64_t hash, size_t idx);

uint64_t inlint_hash_str(const char *s);
/* Mixes v into h: for keys made of several parts. */
uint64_t inlint_hash_mix(uint64_t h, uint64_t v);

#endif
