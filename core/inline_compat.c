/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_compat.c - the function attributes LLVM's inliner wants the same
 * in caller and callee, or it inlines the call only when forced. */
#include "inline_compat.h"

#include <stddef.h>
#include <string.h>

/* Enum attributes by their keyword, string attributes by their key; the
 * denormal and strictfp rules are not equality and are not here. */
const char *const inlint_compat_attrs[INLINT_COMPAT_ATTRS + 1] = {
	"sanitize_address",
	"sanitize_thread",
	"sanitize_type",
	"sanitize_memory",
	"sanitize_hwaddress",
	"sanitize_memtag",
	"sanitize_numerical_stability",
	"sanitize_realtime",
	"sanitize_realtime_blocking",
	"safestack",
	"shadowcallstack",
	"use-sample-profile",
	"noprofile",
	"sign-return-address",
	"sign-return-address-key",
	"branch-protection-pauth-lr",
	NULL,
};

const char *inlint_compat_attr(const char *name)
{
	for (size_t i = 0; inlint_compat_attrs[i]; i++)
		if (!strcmp(inlint_compat_attrs[i], name))
			return inlint_compat_attrs[i];
	return NULL;
}
