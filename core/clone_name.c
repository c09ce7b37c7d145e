/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* clone_name.c - a clone's suffix words, and the function part of a
 * symbol that has only those after its first '.'. */
#include "clone_name.h"

#include "xalloc.h"

#include <stdbool.h>
#include <string.h>

static bool clone_word(const char *w, size_t n)
{
	static const char *const known[] = {
		"isra", "constprop", "part",	  "cold",
		"llvm", "lto_priv",  "localalias"};

	if (!n)
		return false;
	if (strspn(w, "0123456789") >= n)
		return true;
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strlen(known[i]) == n && !memcmp(known[i], w, n))
			return true;
	return false;
}

size_t inlint_clone_base_len(const char *name)
{
	const char *dot = name[0] ? strchr(name + 1, '.') : NULL;

	if (!dot)
		return strlen(name);
	for (const char *w = dot + 1;; w += strcspn(w, ".") + 1) {
		if (!clone_word(w, strcspn(w, ".")))
			return strlen(name);
		if (!w[strcspn(w, ".")])
			return (size_t)(dot - name);
	}
}

char *inlint_clone_base(const char *name)
{
	size_t n = inlint_clone_base_len(name);
	char *out = inlint_xmalloc(n + 1);

	memcpy(out, name, n);
	out[n] = '\0';
	return out;
}
