/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* constargs.h - parameters that decide a function's control flow, and how
 * much of its body a call's constant arguments would fold away once
 * inlined: what a size-based cost model misses (LZ4_compress_generic). */
#ifndef INLINT_CONSTARGS_H
#define INLINT_CONSTARGS_H

#include "dead.h"
#include "fields.h"
#include "htab.h"

#include <llvm-c/Types.h>
#include <stddef.h>

/* A module's parameters with what knowing each prunes, so many calls deep:
 * filled as calls ask, valid while the module is unchanged. */
struct inlint_constargs {
	struct inlint_htab index;
	struct inlint_constargs_memo *v;
	size_t n, cap;
	struct inlint_fields_cache written;
	struct inlint_dead dead;
};

void inlint_constargs_init(struct inlint_constargs *c);
void inlint_constargs_release(struct inlint_constargs *c);

/* Parameters of fn that decide a branch, a switch or an indirect call,
 * themselves or, for a pointer, through a field it points to. */
unsigned inlint_constargs_deciding(struct inlint_constargs *c, LLVMValueRef fn);

/* What constants kill: branch targets, and the fewest instructions those
 * guard (dead.h), whichever way each branch goes. */
struct inlint_pruned {
	unsigned targets, insns;
};

/* What a call's arguments tell about its callee (a constant, or the
 * address of a local struct by the fields that hold constants at the call,
 * fields.h). */
struct inlint_call_constargs {
	/* Branch targets they make dead in callee: a switch on a parameter
	 * keeps one target, a branch on a compare of a parameter with a
	 * constant, or on a bool parameter, keeps one of two, an indirect
	 * call through a parameter becomes direct (counted as one). */
	struct inlint_pruned pruned;
	/* The same in the functions callee passes those constants on to, up
	 * to six calls deep: what folds in a wrapper's template body once the
	 * chain wrapper -> body is inlined (search_by_key -> search_impl),
	 * also through further wrappers. */
	struct inlint_pruned pruned_through;
	/* Parameters of the caller (or fields of the structs they point to)
	 * that call passes on into parameters that decide callee's control
	 * flow or, up to five calls further, that of the body callee hands
	 * them to: call is the link of a wrapper to its template body, or to
	 * a wrapper of one. */
	unsigned forwards;
};

struct inlint_call_constargs
inlint_constargs_of_call(struct inlint_constargs *c, LLVMValueRef call,
			 LLVMValueRef callee);

#endif
