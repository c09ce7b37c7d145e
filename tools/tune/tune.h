/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune.h - the parts of "inlint tune" (tune.c runs the experiment, tune_text.c
 * reads code sizes, tune_table.c judges and prints); see docs/TUNE.md. */
#ifndef INLINT_TUNE_H
#define INLINT_TUNE_H

#include "experiment.h"
#include "model.h"
#include "symsize.h"
#include "tune_state.h"

#include <stdbool.h>
#include <stdio.h>

struct tune_opts {
	const char *build;
	const char *bench;
	const char *metric;
	const char *candidates;
	const char *state;
	const char *out;
	unsigned runs;
	bool restart;
	size_t bisect_above; /* more groups than this: bisect blocks */
	char **objects;
	size_t n_objects;
};

enum tune_verdict {
	TUNE_NEUTRAL,
	TUNE_KEPT,
	TUNE_DROPPED,
};

/* What the ablation found for one group of candidates. */
struct tune_result {
	size_t step;   /* the measurement judged, in state->steps */
	size_t lo, hi; /* the block of groups that step applied */
	enum tune_verdict verdict;
};

struct tune {
	const struct tune_opts *o;
	struct inlint_metric metric;
	struct inlint_model *cands; /* the candidates: its recommendations */
	size_t *group;		    /* per candidate, its group */
	size_t n_groups;
	struct tune_result *results; /* per group */

	struct inlint_tune_state *state;
	size_t n_loaded; /* steps that came from the state file */
	char *scratch;	 /* private temp directory */
	char *apply;	 /* the decision file of the step being built */
	struct inlint_symsizes *base_text; /* baseline text, once known */

	size_t baseline, all, final; /* step indices */
	bool *pick;		     /* per candidate: in the written set */
	size_t fallback_group;	     /* the group written instead, or -1 */

	size_t step_no, n_planned; /* progress */
};

/* Fills st->text from the objects of the build just made: every text
 * symbol's size for the baseline (t->base_text still NULL), else the
 * changes against the baseline. Returns 0, or -1 with err set. */
int tune_read_text(struct tune *t, struct inlint_tune_step *st, char *err,
		   size_t errlen);

/* Sets t->base_text from the baseline step's sizes. Returns 0, or -1 when
 * out of memory. */
int tune_load_base_text(struct tune *t, const struct inlint_tune_step *base);

struct tune_stats {
	double median, min, max;
};

struct tune_stats tune_stats(const struct inlint_tune_step *st);

/* Kept: better than the baseline by more than the larger spread (max - min)
 * of the two; dropped: worse by more; neutral otherwise. */
enum tune_verdict tune_judge(const struct inlint_tune_step *base,
			     const struct inlint_tune_step *st);

/* A value of the metric as the table prints it (its unit in the header):
 * callgrind's Ir as an integer, seconds to 0.1 ms. */
void tune_format_value(const struct tune *t, double v, char *buf, size_t len);

/* The table of docs/TUNE.md on out. */
void tune_print_table(const struct tune *t, FILE *out);

#endif
