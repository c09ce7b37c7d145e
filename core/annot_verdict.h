/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annot_verdict.h - the verdict on a forcing annotation (verdicts.def) and
 * the evidence it rests on: the one vocabulary of lint, audit and merge. */
#ifndef INLINT_ANNOT_VERDICT_H
#define INLINT_ANNOT_VERDICT_H

enum inlint_verdict {
#define VERDICT(word, name, meaning) INLINT_VERDICT_##name,
#include "verdicts.def"
#undef VERDICT
	INLINT_VERDICT_COUNT
};

/* An estimate reads what the compiler did without the change (records);
 * a measurement compiled with and without it (the what-if engine). */
enum inlint_evidence {
	INLINT_EVIDENCE_ESTIMATE,
	INLINT_EVIDENCE_MEASURED,
};

/* "load-bearing", as every output spells it. */
const char *inlint_verdict_name(enum inlint_verdict v);
/* Its one-line meaning, for SARIF's rule descriptions. */
const char *inlint_verdict_meaning(enum inlint_verdict v);
/* "estimate" or "measured". */
const char *inlint_evidence_name(enum inlint_evidence e);

#endif
