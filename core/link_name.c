/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* link_name.c - the promotion suffixes of link_name.h, recognised from the
 * end of a name: ".TAG." and digits, nothing else. */
#include "link_name.h"

#include <stdlib.h>
#include <string.h>

static const char *const promotions[] = {".llvm.", ".lto_priv."};

/* Length of name[0..len) without one promotion suffix at its end, or len. */
static size_t strip_one(const char *name, size_t len)
{
	size_t digits = len;

	while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9')
		digits--;
	if (digits == len)
		return len;
	for (size_t i = 0; i < sizeof(promotions) / sizeof(promotions[0]);
	     i++) {
		size_t n = strlen(promotions[i]);

		/* Something must stay before the suffix: ".llvm.1" is a name.
		 */
		if (digits > n &&
		    memcmp(name + digits - n, promotions[i], n) == 0)
			return digits - n;
	}
	return len;
}

bool inlint_phase_renames(enum inlint_phase phase)
{
	return phase == INLINT_PHASE_THINLTO_BACKEND ||
	       phase == INLINT_PHASE_FULLLTO;
}

size_t inlint_link_name_len(const char *name)
{
	size_t len = strlen(name), shorter;

	while ((shorter = strip_one(name, len)) != len)
		len = shorter;
	return len;
}

bool inlint_link_name_strip(char *name)
{
	size_t len = inlint_link_name_len(name);

	if (!name[len])
		return false;
	name[len] = '\0';
	return true;
}

static void strip_opt(char *name)
{
	if (name)
		inlint_link_name_strip(name);
}

static void strip_function(struct inlint_model *m, struct inlint_function *f)
{
	for (size_t k = 0; k < f->n_inlined_into; k++) {
		strip_opt(f->inlined_into[k].caller);
		strip_opt(f->inlined_into[k].into);
	}
	if (!f->name || !inlint_link_name_strip(f->name) || !f->linkage ||
	    strcmp(f->linkage, "extern") != 0)
		return;
	if (!m->strings)
		free(f->linkage);
	f->linkage = inlint_model_strdup(m, "static");
}

void inlint_model_strip_link_names(struct inlint_model *m)
{
	if (!inlint_phase_renames(m->phase))
		return;
	for (size_t i = 0; i < m->n_functions; i++)
		strip_function(m, &m->functions[i]);
	for (size_t i = 0; i < m->n_recommendations; i++) {
		strip_opt(m->recommendations[i].function);
		strip_opt(m->recommendations[i].caller);
	}
	for (size_t i = 0; i < m->n_external_calls; i++) {
		strip_opt(m->external_calls[i].callee);
		strip_opt(m->external_calls[i].caller);
	}
	for (size_t i = 0; i < m->n_applied; i++) {
		strip_opt(m->applied[i].function);
		strip_opt(m->applied[i].caller);
	}
	/* The names changed under the lookup index: rebuilt when next used. */
	free(m->by_name);
	m->by_name = NULL;
	m->n_by_name = 0;
}
