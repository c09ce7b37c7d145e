/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_keys.h - the keys of one YAML mapping so far, to refuse a key given
 * twice: YAML forbids it, and taking the last value hides a mistake. */
#ifndef INLINT_YAML_KEYS_H
#define INLINT_YAML_KEYS_H

#include "htab.h"

#include <yaml.h>

#include <stdbool.h>
#include <stddef.h>

struct inlint_yaml_key {
	size_t off; /* into text */
	uint64_t hash;
	yaml_mark_t mark;
};

struct inlint_yaml_keys {
	char *text; /* the keys, each NUL-ended, one after the other */
	size_t len, cap;
	struct inlint_yaml_key *v;
	size_t n, cap_v;
	struct inlint_htab index; /* over v, once a scan would be slow */
};

void inlint_yaml_keys_init(struct inlint_yaml_keys *k);
void inlint_yaml_keys_release(struct inlint_yaml_keys *k);

/* Starts a new mapping: forgets the keys, keeps the memory. */
void inlint_yaml_keys_start(struct inlint_yaml_keys *k);

/* Adds key, read at mark. Returns false, or true when the mapping has it
 * already, with *first set to where it was first. */
bool inlint_yaml_keys_add(struct inlint_yaml_keys *k, const char *key,
			  yaml_mark_t mark, yaml_mark_t *first);

#endif
