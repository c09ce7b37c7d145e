/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* target.c - compares the target attributes of a caller and a callee as
 * LLVM's inliner does: the callee's features must be a subset of the
 * caller's. */
#include "target.h"

#include "htab.h"

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
	/* The same list, as nearly every call in a TU has (the kernel's
	 * are long): no entry-by-entry search. */
	if (!e || (r && lr == le && memcmp(r, e, le) == 0))
		return false;
	while ((s = next_entry(&p, e + le, &k)))
		if (k > 1 && s[0] == '+' && (!r || !has_entry(r, lr, s, k)))
			return true;
	return false;
}

void inlint_attr_kinds_init(struct inlint_attr_kinds *k)
{
	for (size_t i = 0; inlint_compat_attrs[i]; i++)
		k->kind[i] = LLVMGetEnumAttributeKindForName(
			inlint_compat_attrs[i], strlen(inlint_compat_attrs[i]));
}

/* fn's attribute i: its presence for an enum attribute, else the string
 * attribute's value (NULL when absent). */
static const char *attr_value(LLVMValueRef fn, size_t i,
			      const struct inlint_attr_kinds *k, unsigned *len,
			      bool *present)
{
	*len = 0;
	if (k->kind[i]) {
		*present = LLVMGetEnumAttributeAtIndex(
				   fn, LLVMAttributeFunctionIndex,
				   k->kind[i]) != NULL;
		return NULL;
	}
	*present = false;
	return string_attr(fn, inlint_compat_attrs[i], len);
}

uint64_t inlint_attr_signature(LLVMValueRef fn,
			       const struct inlint_attr_kinds *k)
{
	uint64_t h = 0;

	for (size_t i = 0; inlint_compat_attrs[i]; i++) {
		unsigned len;
		bool present;
		const char *v = attr_value(fn, i, k, &len, &present);

		h = inlint_hash_mix(h, present);
		h = inlint_hash_mix(h, v ? len + 1 : 0);
		for (unsigned c = 0; c < len; c++)
			h = inlint_hash_mix(h, (unsigned char)v[c]);
	}
	return h;
}

const char *inlint_attr_conflict(LLVMValueRef caller, LLVMValueRef callee,
				 const struct inlint_attr_kinds *k)
{
	for (size_t i = 0; inlint_compat_attrs[i]; i++) {
		unsigned la, lb;
		bool pa, pb;
		const char *va = attr_value(caller, i, k, &la, &pa);
		const char *vb = attr_value(callee, i, k, &lb, &pb);

		if (pa != pb || !va != !vb ||
		    (va && (la != lb || memcmp(va, vb, la) != 0)))
			return inlint_compat_attrs[i];
	}
	return NULL;
}
