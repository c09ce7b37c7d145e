/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* measure.h - merge --whatif: each recommendation of a report applied
 * alone to the compiles it reaches, and what it changed (calls flipped,
 * bytes per function, .text) kept beside it. */
#ifndef INLINT_MEASURE_H
#define INLINT_MEASURE_H

#include "report.h"
#include "whatif.h"

/* The what-if engine over the compiles of a database, kept for one report
 * so that every run after the first reuses the baselines. */
struct inlint_report_whatif;

/* Over the database db_path, compiling with c's plugin, compiler and jobs.
 * Returns NULL with err set when the database cannot be read or the
 * scratch directory made. */
struct inlint_report_whatif *
inlint_report_whatif_create(const struct inlint_whatif_config *c,
			    const char *db_path, char *err, size_t errlen);

/* The same over the compiles of a project file's configuration conf
 * (whatif.h: inlint_whatif_tus_from_config); words (n_words bytes) gets
 * what outputs call it ("clang-22 arm64"). */
struct inlint_report_whatif *inlint_report_whatif_create_config(
	const struct inlint_whatif_config *c, const struct inlint_config *conf,
	char *words, size_t n_words, char *err, size_t errlen);

void inlint_report_whatif_destroy(struct inlint_report_whatif *s);

/* Fills recs[i].measured of every recommendation that some TU of the
 * database defines (whatif.h: inlint_whatif_reach), each applied alone,
 * and sets its cost to the bytes measured; s has one engine (n is 1).
 * With rep->n_configs configurations, s[k] is configuration k's: each
 * recommendation gets in_config[k] from it, measured points at the one
 * where it grows the text most and its cost is that one's bytes (a kept
 * set must fit the budget in every configuration), and its message names
 * each configuration's figures. Returns 0, or -1 with err set. */
int inlint_report_measure(struct inlint_report *rep,
			  struct inlint_report_whatif *const *s, size_t n,
			  char *err, size_t errlen);

/* err gets why (a problem of engine k) as the report names it: in
 * configurations "FILE:LINE: configuration 'NAME': WHY", where the project
 * file defines it, as lint says it; else why as it is. */
void inlint_report_config_error(const struct inlint_report *rep, size_t k,
				const char *why, char *err, size_t errlen);

/* The recommendations in[] selects applied together, as one decision
 * file, to every TU any of them reaches: out gets the TUs, calls flipped,
 * .text and bytes per function, summed (the caller releases its
 * functions). Returns 0, or -1 with err set. */
int inlint_report_measure_set(struct inlint_report *rep,
			      struct inlint_report_whatif *s, const bool *in,
			      struct inlint_report_measured *out, char *err,
			      size_t errlen);

#endif
