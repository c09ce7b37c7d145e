/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* options.h - inlint's settings: INLINT_* environment variables and -mllvm
 * -inlint-* options for clang builds, and pass parameters
 * (inlint-report<out=DIR;verbose>, inlint-apply<apply=FILE;verify>) for opt. */
#ifndef INLINT_OPTIONS_H
#define INLINT_OPTIONS_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

struct inlint_options {
	char out_dir[4096]; /* INLINT_OUT, or out=; records_dir.h's default */
	bool verbose;	    /* INLINT_VERBOSE=1, or verbose */
	char apply[4096];   /* INLINT_APPLY decision file, or apply= */
	bool verify;	    /* INLINT_VERIFY=1, or verify */
	bool system;	    /* INLINT_SYSTEM=1, or system: advise on code
			       without a source location or from system
			       headers */
	/* -mllvm -inlint-decisions=LIST (decision_arg.h), NULL when not
	 * given: it decides over apply. Points into the shim's option. */
	const char *decisions;
	/* -mllvm -inlint-no-record-file: the record goes only into the
	 * object, out_dir is not used. */
	bool no_record_file;
	/* The pipeline's phase: the shim sets it from LLVM's LTO phase. */
	enum inlint_phase phase;
	/* The thresholds of the pipeline's inliner: the shim sets them from
	 * its level and flags; -O2's until then. */
	struct inlint_inliner inliner;
};

/* Reads INLINT_OUT, INLINT_VERBOSE, INLINT_APPLY, INLINT_VERIFY and
 * INLINT_SYSTEM. */
void inlint_options_from_env(struct inlint_options *o);

/* Whether decisions are to be applied: a decision file or a list. */
bool inlint_options_applies(const struct inlint_options *o);

/* Parses "key=value;flag" pass parameters over the environment's values.
 * Returns 0, or -1 with err naming the bad parameter. */
int inlint_options_parse(struct inlint_options *o, const char *params,
			 char *err, size_t errlen);

#endif
