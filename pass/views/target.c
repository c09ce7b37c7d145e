/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* target.c - compares the target attributes of a caller and a callee as
 * LLVM's inliner does: the callee's features must be a subset of the
 * caller's. */
#include "target.h"

#include "inline_compat.h"

#include <llvm-c/Core.h>
#include <string.h>

static const char *string_attr(LLVMValueRef fn, const char *kind, unsigned *len)
{
	LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
		fn, LLVMAttributeFunctionIndex, kind, (unsigned)strlen(kind));

	*len = 0;
	return a ? LLVMGetStringAttributeValue(a, len) : NULL;
}

/* The entry of a comma-separated list at *p (which ends at end), with its
 * length in *n; *p moves past it. NULL past the end. */
static const char *next_entry(const char **p, const char *end, size_t *n)
{
	const char *s = *p, *comma;

	if (!s || s >= end)
		return NULL;
	comma = memchr(s, ',', (size_t)(end - s));
	*n = (size_t)((comma ? comma : end) - s);
	*p = s + *n + 1;
	return s;
}

/* Whether the list (len bytes) has exactly the entry e of length n. */
static bool has_entry(const char *list, unsigned len, const char *e, size_t n)
{
	const char *p = list, *s;
	size_t k;

	while ((s = next_entry(&p, list + len, &k)))
		if (k == n && memcmp(s, e, n) == 0)
			return true;
	return false;
}

/* A CPU's features are the target's tables, which LLVM-C does not show:
 * any other CPU counts as one the caller may lack. */
static bool other_cpu(LLVMValueRef caller, LLVMValueRef callee)
{
	unsigned lr, le;
	const char *r = string_attr(caller, "target-cpu", &lr);
	const char *e = string_attr(callee, "target-cpu", &le);

	if (!e)
		return false;
	return !r || lr != le || memcmp(r, e, le) != 0;
}

bool inlint_target_mismatch(LLVMValueRef caller, LLVMValueRef callee)
{
	unsigned lr, le;
	const char *r = string_attr(caller, "target-features", &lr);
	const char *e = string_attr(callee, "target-features", &le);
	const char *p = e, *s;
	size_t k;

	if (other_cpu(caller, callee))
		return true;
	if (!e)
		return false;
	while ((s = next_entry(&p, e + le, &k)))
		if (k > 1 && s[0] == '+' && (!r || !has_entry(r, lr, s, k)))
			return true;
	return false;
}

/* Whether fn has the attribute name: an enum attribute by its keyword,
 * else a string attribute, whose value is compared too. */
static bool same_attr(LLVMValueRef a, LLVMValueRef b, const char *name)
{
	unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
	unsigned la, lb;
	const char *va, *vb;

	if (kind)
		return !LLVMGetEnumAttributeAtIndex(
			       a, LLVMAttributeFunctionIndex, kind) ==
		       !LLVMGetEnumAttributeAtIndex(
			       b, LLVMAttributeFunctionIndex, kind);
	va = string_attr(a, name, &la);
	vb = string_attr(b, name, &lb);
	if (!va || !vb)
		return !va == !vb;
	return la == lb && memcmp(va, vb, la) == 0;
}

const char *inlint_attr_conflict(LLVMValueRef caller, LLVMValueRef callee)
{
	for (size_t i = 0; inlint_compat_attrs[i]; i++)
		if (!same_attr(caller, callee, inlint_compat_attrs[i]))
			return inlint_compat_attrs[i];
	return NULL;
}
