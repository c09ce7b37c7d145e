/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* reason.c - the phrases of reason.h, from a remark's name, reason, cost and
 * threshold, and from the record's view of the call site. */
#include "reason.h"

#include <stdio.h>
#include <string.h>

static const char *describe_name(const char *name)
{
	if (!strcmp(name, "NeverInline"))
		return "never inlined";
	if (!strcmp(name, "AlwaysInline"))
		return "always inlined";
	if (!strcmp(name, "NoDefinition"))
		return "no definition";
	return name;
}

static size_t count_sites(const struct inlint_model *m, size_t callee)
{
	size_t n = 0;

	for (size_t i = 0; i < m->n_call_sites; i++)
		n += m->call_sites[i].callee == callee;
	return n;
}

/* A cold site gets the cold call-site threshold (45, or the record's
 * -inline-cold-callsite-threshold), and a static callee with this one
 * call loses the single-caller bonus there: the alloc_zspage case. */
static void put_cold(char *buf, size_t len, const struct inlint_remark *r,
		     const struct inlint_model *m,
		     const struct inlint_call_site *cs)
{
	const struct inlint_function *f;
	size_t used = strlen(buf);
	bool bonus_lost;

	if (!m || !cs || r->inlined ||
	    r->threshold != m->inliner.cold_callsite ||
	    cs->hotness != INLINT_HOTNESS_COLD)
		return;
	f = &m->functions[cs->callee];
	bonus_lost = f->linkage && !strcmp(f->linkage, "static") &&
		     !f->address_taken && count_sites(m, cs->callee) == 1;
	snprintf(buf + used, len - used, "; cold call site: threshold %d%s",
		 r->threshold,
		 bonus_lost ? ", single-caller bonus dropped" : "");
}

/* LLVM inlines when cost < threshold: at equality it misses by one. */
bool inlint_reason_format(char *buf, size_t len, const struct inlint_remark *r,
			  const struct inlint_model *m,
			  const struct inlint_call_site *cs)
{
	/* Two ints: their difference fits in a long long. */
	long long miss = (long long)r->cost - r->threshold + 1;
	bool refused = !r->inlined && miss > 0;
	int n;

	if (!r->has_cost) {
		snprintf(buf, len, "%s%s%s", describe_name(r->name),
			 r->reason ? ": " : "", r->reason ? r->reason : "");
		return false;
	}
	n = snprintf(buf, len, "cost %d vs threshold %d", r->cost,
		     r->threshold);
	if (n < 0 || (size_t)n >= len)
		return refused;
	if (refused && miss == 1)
		snprintf(buf + n, len - n, " (misses by one)");
	else if (refused)
		snprintf(buf + n, len - n, " (misses by %lld)", miss);
	put_cold(buf, len, r, m, cs);
	return refused;
}
