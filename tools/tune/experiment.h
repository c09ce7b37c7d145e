/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* experiment.h - what inlint tune runs: the build and bench commands (shell
 * strings, through /bin/sh -c) and the metric of one bench run. */
#ifndef INLINT_EXPERIMENT_H
#define INLINT_EXPERIMENT_H

#include <regex.h>
#include <stddef.h>

enum inlint_metric_kind {
	INLINT_METRIC_WALL,	 /* seconds of the bench command */
	INLINT_METRIC_CALLGRIND, /* instructions (Ir) of all its processes */
	INLINT_METRIC_STDOUT,	 /* a number it prints */
};

struct inlint_metric {
	enum inlint_metric_kind kind;
	const char *spec; /* as given: wall, callgrind, stdout:REGEX */
	regex_t re;	  /* stdout only */
};

/* Returns 0, or -1 with err set when spec is not a metric. */
int inlint_metric_parse(struct inlint_metric *m, const char *spec, char *err,
			size_t errlen);
void inlint_metric_release(struct inlint_metric *m);

/* The unit in tables: "s", "Ir" or "" for a printed number. */
const char *inlint_metric_unit(const struct inlint_metric *m);

/* Runs the build command with INLINT_APPLY=apply in its environment,
 * INLINT_OUT=records unless records is NULL, and inlint_launch_here's
 * settings, which keep ccache, distcc and icecc from answering a compile
 * with another set's object. Its stdout goes to our
 * stderr: tune's stdout is the table. Returns 0, or -1 with err set to
 * "build command 'CMD' exited with status N". */
int inlint_run_build(const char *cmd, const char *apply, const char *records,
		     char *err, size_t errlen);

/* Runs argv (argv[0] looked up in PATH) with its stdout to the file out
 * and waits. Returns 0, or -1 with err set (it could not run, failed, or
 * tune was interrupted). */
int inlint_run_program(char *const argv[], const char *out, char *err,
		       size_t errlen);

/* Runs the bench command once and measures it into *value. scratch is a
 * private directory for the captured stdout and callgrind's files. Returns
 * 0, or -1 with err set (the command failed, or no number was found). */
int inlint_run_bench(const struct inlint_metric *m, const char *cmd,
		     const char *scratch, double *value, char *err,
		     size_t errlen);

/* The files inlint_run_profile leaves in scratch, one per process. */
#define INLINT_PROFILE_PREFIX "profile."

/* Runs the bench command once under callgrind with call counts per call
 * line, leaving scratch/profile.PID files for inlint_call_edges_read.
 * Returns 0, or -1 with err set (the command failed). */
int inlint_run_profile(const char *cmd, const char *scratch, char *err,
		       size_t errlen);

/* Seconds on the monotonic clock. */
double inlint_now(void);

#endif
