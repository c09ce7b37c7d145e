/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annot_verdict.c - names and meanings of the verdicts, read from the one
 * table in verdicts.def, and of the two kinds of evidence. */
#include "annot_verdict.h"

static const struct {
	const char *word, *meaning;
} verdicts[INLINT_VERDICT_COUNT] = {
#define VERDICT(word, name, meaning) {word, meaning},
#include "verdicts.def"
#undef VERDICT
};

static const char *const evidence[] = {"estimate", "measured"};

const char *inlint_verdict_name(enum inlint_verdict v)
{
	return verdicts[v].word;
}

const char *inlint_verdict_meaning(enum inlint_verdict v)
{
	return verdicts[v].meaning;
}

const char *inlint_evidence_name(enum inlint_evidence e)
{
	return evidence[e];
}
