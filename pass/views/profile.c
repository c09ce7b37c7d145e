/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* profile.c - reads profile metadata through the LLVM C API: the
 * ProfileSummary module flag, function_entry_count and call branch_weights,
 * and classifies counts with the summary's thresholds, as LLVM's PSI does. */
#include "profile.h"

#include "ir.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

static bool md_string_is(LLVMValueRef v, const char *s)
{
	unsigned len = 0;
	const char *str = v ? LLVMGetMDString(v, &len) : NULL;

	return str && len == strlen(s) && memcmp(str, s, len) == 0;
}

static unsigned long long int_op(LLVMValueRef node, unsigned i)
{
	LLVMValueRef v = inlint_md_operand(node, i);

	return v && LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : 0;
}

/* The DetailedSummary entry {cutoff, min count, counts} with the smallest
 * cutoff at or above the given one, as PSI's getEntryForPercentile. */
static unsigned long long count_at(LLVMValueRef detailed, unsigned cutoff)
{
	unsigned n = LLVMGetMDNodeNumOperands(detailed);
	unsigned long long last = 0;

	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef entry = inlint_md_operand(detailed, i);

		last = int_op(entry, 1);
		if (int_op(entry, 0) >= cutoff)
			return last;
	}
	return last;
}

static void read_entry(LLVMValueRef pair, struct inlint_model *m)
{
	LLVMValueRef key = inlint_md_operand(pair, 0),
		     value = inlint_md_operand(pair, 1);
	unsigned len = 0;
	const char *s;

	if (md_string_is(key, "ProfileFormat") && value) {
		s = LLVMGetMDString(value, &len);
		free(m->profile_format);
		m->profile_format = s ? inlint_strndup(s, len) : NULL;
	} else if (md_string_is(key, "DetailedSummary") && value) {
		m->hot_count = count_at(value, INLINT_PROFILE_CUTOFF_HOT);
		m->cold_count = count_at(value, INLINT_PROFILE_CUTOFF_COLD);
	}
}

bool inlint_profile_summary(LLVMModuleRef mod, struct inlint_model *m)
{
	LLVMMetadataRef md = LLVMGetModuleFlag(mod, "ProfileSummary",
					       strlen("ProfileSummary"));
	LLVMValueRef summary;

	m->has_profile = md != NULL;
	if (!md)
		return false;
	summary = LLVMMetadataAsValue(LLVMGetModuleContext(mod), md);
	for (unsigned i = 0; i < LLVMGetMDNodeNumOperands(summary); i++)
		read_entry(inlint_md_operand(summary, i), m);
	return true;
}

static unsigned prof_kind(LLVMValueRef v)
{
	return LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(v)),
					"prof", 4);
}

bool inlint_profile_entry_count(LLVMValueRef fn, unsigned long long *count)
{
	size_t n = 0;
	LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(fn, &n);
	unsigned kind = prof_kind(fn);
	bool found = false;

	for (size_t i = 0; i < n && !found; i++) {
		LLVMValueRef node;

		if (LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) !=
		    kind)
			continue;
		node = LLVMMetadataAsValue(LLVMGetTypeContext(LLVMTypeOf(fn)),
					   LLVMValueMetadataEntriesGetMetadata(
						   entries, (unsigned)i));
		if (!md_string_is(inlint_md_operand(node, 0),
				  "function_entry_count") &&
		    !md_string_is(inlint_md_operand(node, 0),
				  "synthetic_function_entry_count"))
			continue;
		/* -1 is LLVM's "no count" (a function without samples). */
		if (int_op(node, 1) == ~0ULL)
			continue;
		*count = int_op(node, 1);
		found = true;
	}
	if (entries)
		LLVMDisposeValueMetadataEntries(entries);
	return found;
}

/* A call's branch_weights is its count (several for an invoke: summed);
 * a non-integer operand such as "expected" is skipped. */
bool inlint_profile_call_count(LLVMValueRef call, unsigned long long *count)
{
	LLVMValueRef node = LLVMGetMetadata(call, prof_kind(call));
	unsigned n;
	bool found = false;

	if (!node ||
	    !md_string_is(inlint_md_operand(node, 0), "branch_weights"))
		return false;
	n = LLVMGetMDNodeNumOperands(node);
	*count = 0;
	for (unsigned i = 1; i < n; i++) {
		LLVMValueRef v = inlint_md_operand(node, i);

		if (!v || !LLVMIsAConstantInt(v))
			continue;
		*count += LLVMConstIntGetZExtValue(v);
		found = true;
	}
	return found;
}

enum inlint_hotness inlint_profile_classify(const struct inlint_model *m,
					    unsigned long long count)
{
	if (count >= m->hot_count && m->hot_count)
		return INLINT_HOTNESS_HOT;
	if (count <= m->cold_count)
		return INLINT_HOTNESS_COLD;
	return INLINT_HOTNESS_NORMAL;
}
