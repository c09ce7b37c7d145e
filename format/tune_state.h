/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_state.h - the resume file of inlint tune (docs/TUNE.md): what the run
 * was asked to do and every step measured so far, in YAML via libyaml. */
#ifndef INLINT_TUNE_STATE_H
#define INLINT_TUNE_STATE_H

#include <stddef.h>

/* A text symbol: in the baseline step its size, in every other step its
 * change against the baseline (only the symbols that changed). */
struct inlint_tune_sym {
	char *name;
	long long bytes;
};

struct inlint_tune_step {
	char *key;	/* "baseline", "all", "groups 2-2", "final" */
	double seconds; /* build and bench, for the time estimate */
	double *values; /* the metric of each bench run */
	size_t n_values;
	struct inlint_tune_sym *text; /* empty without --objects */
	size_t n_text, cap_text;
};

struct inlint_tune_state {
	/* The question; a resumed run must ask the same one. */
	char *candidates_hash; /* of the candidates file's bytes */
	char *build;
	char *bench;
	char *metric;
	unsigned runs;
	char **objects; /* the --objects patterns */
	size_t n_objects;

	struct inlint_tune_step *steps;
	size_t n_steps, cap_steps;
};

struct inlint_tune_state *inlint_tune_state_create(void);
void inlint_tune_state_destroy(struct inlint_tune_state *s);

/* Returns the state, or NULL with err set to "path:line:col: problem". */
struct inlint_tune_state *inlint_tune_state_read(const char *path, char *err,
						 size_t errlen);

/* Writes s to path atomically. Returns 0, or -1 with err set. */
int inlint_tune_state_write(const struct inlint_tune_state *s, const char *path,
			    char *err, size_t errlen);

/* The step called key, or NULL. */
const struct inlint_tune_step *
inlint_tune_state_find(const struct inlint_tune_state *s, const char *key);

/* Moves st (a filled step) to the end of s's steps and zeroes st. */
void inlint_tune_state_push(struct inlint_tune_state *s,
			    struct inlint_tune_step *st);

/* Frees what a step holds (not the step itself). */
void inlint_tune_step_release(struct inlint_tune_step *st);

/* Appends one symbol to a step. */
void inlint_tune_step_add_sym(struct inlint_tune_step *st, const char *name,
			      long long bytes);

/* NULL when old and new ask the same question, else what differs, e.g.
 * "the bench command". */
const char *inlint_tune_state_mismatch(const struct inlint_tune_state *old,
				       const struct inlint_tune_state *new);

/* FNV-1a 64 of a file's bytes as 16 hex digits (a malloc'd string), or
 * NULL with err set. */
char *inlint_tune_file_hash(const char *path, char *err, size_t errlen);

#endif
