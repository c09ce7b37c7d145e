/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* md_map.h - metadata nodes mapped to a number, for the views that walk
 * debug locations: keys and values in arrays, found through a hash index. */
#ifndef INLINT_MD_MAP_H
#define INLINT_MD_MAP_H

#include "htab.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

struct inlint_md_map {
	LLVMMetadataRef *key;
	long *val;
	size_t n, cap;
	struct inlint_htab index;
};

/* The value slot of key, added (value 0) when missing; *found says which.
 * Adding may move every slot. */
long *inlint_md_map_slot(struct inlint_md_map *c, LLVMMetadataRef key,
			 bool *found);

void inlint_md_map_release(struct inlint_md_map *c);

#endif
