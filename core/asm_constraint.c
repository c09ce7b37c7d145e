/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asm_constraint.c - immediate constraints by target, after GCC's "i", "n"
 * and "s" and LLVM's X86 and AArch64 getConstraintType. */
#include "asm_constraint.h"

#include <string.h>

const char *inlint_asm_immediate_letters(const char *target)
{
	const char *t = target ? target : "";

	if (!strncmp(t, "x86_64", 6) ||
	    (t[0] == 'i' && t[1] && !strncmp(t + 2, "86", 2)))
		return "insIJKLMNOeZ";
	if (!strncmp(t, "aarch64", 7) || !strncmp(t, "arm64", 5))
		return "insIJKLMNSYZ";
	return "ins";
}

/* '?' and '!' only weigh an alternative. */
bool inlint_asm_immediate_only(const char *c, size_t len, const char *letters)
{
	bool any = false;

	for (size_t i = 0; i < len; i++) {
		if (strchr("*%&|,?!", c[i]))
			continue;
		if (!strchr(letters, c[i]))
			return false;
		any = true;
	}
	return any;
}
