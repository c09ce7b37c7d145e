/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scopes.c - a debug scope's function: up the lexical blocks to the
 * DISubprogram, then its linkage name (else its name) in the model; and
 * the functions of an inlinedAt chain's links. */
#include "scopes.h"

#include "ir.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <string.h>

/* Operand i of a metadata node, as metadata (NULL when absent). */
static LLVMMetadataRef md_operand(LLVMContextRef ctx, LLVMMetadataRef md,
				  unsigned i)
{
	LLVMValueRef v = inlint_md_operand(LLVMMetadataAsValue(ctx, md), i);

	return v ? LLVMValueAsMetadata(v) : NULL;
}

/* DILexicalBlock(File) keeps its parent scope in operand 1. */
static LLVMMetadataRef subprogram_of(LLVMContextRef ctx, LLVMMetadataRef s)
{
	while (s && LLVMGetMetadataKind(s) != LLVMDISubprogramMetadataKind) {
		LLVMMetadataKind k = LLVMGetMetadataKind(s);

		if (k != LLVMDILexicalBlockMetadataKind &&
		    k != LLVMDILexicalBlockFileMetadataKind)
			return NULL;
		s = md_operand(ctx, s, 1);
	}
	return s;
}

/* DISubprogram: operand 2 is the name, operand 3 the linkage name. */
static long subprogram_index(struct inlint_scopes *s, LLVMMetadataRef sp)
{
	LLVMValueRef name, linkage_name, v;
	bool found;
	long *slot = inlint_md_map_slot(&s->map, sp, &found);
	char buf[512];
	const char *str;
	unsigned len = 0;

	if (found)
		return *slot;
	*slot = -1;
	v = LLVMMetadataAsValue(s->ctx, sp);
	name = inlint_md_operand(v, 2);
	linkage_name = inlint_md_operand(v, 3);
	str = linkage_name ? LLVMGetMDString(linkage_name, &len) : NULL;
	if (!str || !len)
		str = name ? LLVMGetMDString(name, &len) : NULL;
	if (!str || len >= sizeof(buf))
		return -1;
	memcpy(buf, str, len);
	buf[len] = '\0';
	*slot = inlint_model_find_body(s->m, buf);
	return *slot;
}

/* Cached per scope too: finding a lexical block's subprogram reads its
 * operands through the C API, which is slow, and every instruction asks. */
long inlint_scopes_function(struct inlint_scopes *s, LLVMMetadataRef loc)
{
	LLVMMetadataRef scope = LLVMDILocationGetScope(loc), sp;
	bool found;
	long idx;

	if (LLVMGetMetadataKind(scope) == LLVMDISubprogramMetadataKind)
		return subprogram_index(s, scope);
	idx = *inlint_md_map_slot(&s->map, scope, &found);
	if (found)
		return idx;
	sp = subprogram_of(s->ctx, scope);
	idx = sp ? subprogram_index(s, sp) : -1;
	/* The slot may have moved while the subprogram was added. */
	*inlint_md_map_slot(&s->map, scope, &found) = idx;
	return idx;
}

void inlint_scopes_walk_chain(struct inlint_scopes *s,
			      struct inlint_md_map *walked, long stamp,
			      LLVMMetadataRef loc,
			      void (*link)(void *ctx, long callee, long caller,
					   unsigned line),
			      void *ctx)
{
	bool found;
	long *seen;

	for (LLVMMetadataRef ia = loc ? LLVMDILocationGetInlinedAt(loc) : NULL;
	     ia; loc = ia, ia = LLVMDILocationGetInlinedAt(ia)) {
		link(ctx, inlint_scopes_function(s, loc),
		     inlint_scopes_function(s, ia), LLVMDILocationGetLine(ia));
		seen = inlint_md_map_slot(walked, ia, &found);
		if (found && *seen == stamp)
			break;
		*seen = stamp;
	}
}

void inlint_scopes_release(struct inlint_scopes *s)
{
	inlint_md_map_release(&s->map);
}
