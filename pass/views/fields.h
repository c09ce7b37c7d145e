/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fields.h - the fields of a local struct that hold constants when its
 * address is passed to a call (jemalloc's option structs, a kernel
 * caller's struct zap_details): byte offsets, as loads through a pointer
 * see them. */
#ifndef INLINT_FIELDS_H
#define INLINT_FIELDS_H

#include "htab.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INLINT_FIELDS_MAX 32

/* The fields known: those at off, or with any, every field but those at
 * off (a parameter's, which its callers set). */
struct inlint_fields {
	bool any;
	unsigned n;
	int64_t off[INLINT_FIELDS_MAX];
};

/* Whether ptr is base, or base plus a constant offset (a getelementptr
 * with constant indices); *off is the offset in bytes. */
bool inlint_field_offset(LLVMValueRef ptr, LLVMValueRef base, int64_t *off);

/* Calls visit for every use of what ptr points to, and of its fields
 * through getelementptr chains, with the field's offset. */
typedef void inlint_field_visit_fn(LLVMValueRef user, LLVMValueRef ptr,
				   int64_t off, void *arg);
void inlint_field_uses(LLVMValueRef ptr, inlint_field_visit_fn *visit,
		       void *arg);

/* The fields of the alloca local that every store puts a constant in:
 * the function's own stores and those of the functions it hands local to
 * (static_opts_init(&sopts)), except call, the call asked about, which
 * reads them. */
void inlint_fields_of_local(LLVMValueRef local, LLVMValueRef call,
			    struct inlint_fields *f);

bool inlint_field_known(const struct inlint_fields *f, int64_t off);

/* What fields each struct parameter's function writes, with the functions
 * it hands the struct to: filled as asked, valid while the module is
 * unchanged. */
struct inlint_fields_cache {
	struct inlint_htab index;
	struct inlint_written *v;
	size_t n, cap;
};

void inlint_fields_cache_init(struct inlint_fields_cache *c);
void inlint_fields_cache_release(struct inlint_fields_cache *c);

/* What is known of f all through the function whose parameter p points to
 * the struct: less every field it may write (a store, the field's address
 * handed to a call, a function it hands the struct to that does, or one it
 * cannot see), so that its callees do not count a field set at run time
 * (do_read_fault's vmf->prealloc_pte, read in do_fault after it). */
void inlint_fields_unwritten(struct inlint_fields_cache *c,
			     const struct inlint_fields *f, LLVMValueRef p,
			     struct inlint_fields *out);

/* A hash of f, for memos; never 0. */
uint64_t inlint_fields_hash(const struct inlint_fields *f);

#endif
