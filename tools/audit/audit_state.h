/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit_state.h - the state of one inlint audit, private to audit.c (the
 * units, baselines and verdicts) and rounds.c (the search rounds). */
#ifndef INLINT_AUDIT_STATE_H
#define INLINT_AUDIT_STATE_H

#include "audit_scope.h"
#include "audit_yaml.h"
#include "build_words.h"
#include "search.h"
#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

/* One TU's annotations, as decisions (one each: action none for a forcing
 * attribute, plain for the hint of a plain inline), and its
 * search over those apply did not refuse. */
struct unit {
	size_t tu;
	struct inlint_model *dec;
	size_t *ann;   /* decision i -> annotation */
	bool *refused; /* decision i: apply refused to strip it */
	size_t *cand;  /* search index -> decision */
	size_t n_cand;
	bool *pick;  /* decisions to strip in this round */
	char *path;  /* its decision file (the round's first) */
	char **more; /* the decision files of the round's other subsets */
	size_t n_more, cap_more;
	bool active;	/* searching */
	size_t n_round; /* subsets its search strips this round */
	struct inlint_audit_search search;
};

/* What the search found about one annotation, over all TUs. */
struct state {
	char *key; /* absolute path of its file */
	bool bears, required;
};

struct inlint_audit {
	struct inlint_whatif *w;
	const struct inlint_whatif_tus *tus;
	char *scratch;
	struct unit *units;
	struct state *states;
	size_t cap_states;
	char compiler[64], arch[64], level[INLINT_LEVEL_WORDS_MAX];
	struct inlint_audit_scope scope;
	struct inlint_audit_result r;
};

/* One round: the tests every searching unit asks for, compiled side by
 * side (first: the strip-everything compile of each unit). Returns 0, or
 * -1 with err set. */
int inlint_audit_round(struct inlint_audit *a, bool first, char *err,
		       size_t errlen);

/* Whether a unit still searches: another round is due. */
bool inlint_audit_searching(const struct inlint_audit *a);

#endif
