/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif_effect.h - what a decision set changes in one translation unit,
 * as plain data: the what-if engine (tools/whatif) fills it, the YAML
 * writer (format/whatif_yaml.h) and the commands read it. */
#ifndef INLINT_WHATIF_EFFECT_H
#define INLINT_WHATIF_EFFECT_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Calls from caller to callee on one source line whose outcome differs. */
struct inlint_whatif_flip {
	const char *file; /* the caller's source file (the record's) */
	const char *caller;
	const char *callee;
	unsigned line;
	unsigned calls;	  /* how many calls on that line flipped */
	bool now_inlined; /* true: inlined, was kept; false: the reverse */
};

/* A text symbol (an out-of-line copy) whose size differs. */
struct inlint_whatif_copy {
	char *function;	     /* the symbol, .N suffixes folded as bloat does */
	bool in_old, in_new; /* in the baseline's, variant's object */
	uint64_t old_bytes, new_bytes; /* 0 when absent */
	int64_t delta_bytes;
	/* IR instructions after optimisation (the records' final_size), 0
	 * when the record has no body for it. */
	unsigned old_ir, new_ir;
	long long delta_ir;
};

/* A function whose stack frame the variant's compile said is over the
 * build's limit (-Wframe-larger-than) and the baseline's was not, or was
 * smaller. */
struct inlint_whatif_frame {
	char *function; /* clones folded */
	uint64_t bytes, limit;
	uint64_t old_bytes; /* 0: within the limit in the baseline */
};

struct inlint_whatif_effect {
	const char *file;      /* the TU's source, as its command names it */
	const char *decisions; /* the decision file, NULL for the empty set */
	struct inlint_whatif_flip *flips; /* by file, line, caller, callee */
	size_t n_flips, cap_flips;
	struct inlint_whatif_copy *copies; /* largest delta first */
	size_t n_copies, cap_copies;
	uint64_t text_before, text_after; /* text symbols, as bloat -t */
	int64_t text_delta;
	struct inlint_whatif_frame *frames; /* by function */
	size_t n_frames, cap_frames;
	/* The command makes a frame over the limit an error (-Werror): with
	 * frames, its build fails. */
	bool frames_fail;
	/* Measured from objects: the build ("x86_64, gcc 12"), and the flips
	 * are calls per caller (line 0); NULL: from the plugin's records. */
	const char *built_by;
	/* Measured from objects: why an __always_inline on the function a
	 * probe is about may never go, from the TU's preprocessed view, in
	 * apply's words (required_why.h); NULL when nothing requires it. */
	char *required;
	/* Measured by the plugin: the decisions apply refused here (the
	 * variant record's applied entries, their detail saying why), and
	 * its problems about them, without the decision's place ("always_inline
	 * for f (calls from g, line 7) matches nothing: ..."). */
	const struct inlint_applied **refused;
	size_t n_refused;
	const char **problems;
	size_t n_problems;
};

/* "F's stack frame grows to N bytes, past the limit of M", and ": the
 * build fails (-Werror)" when fails, into buf (n bytes): audit's and
 * merge's words for f. */
void inlint_whatif_frame_words(const struct inlint_whatif_frame *f, bool fails,
			       char *buf, size_t n);

/* Frees the arrays and the copies' names; e is left empty. */
void inlint_whatif_effect_release(struct inlint_whatif_effect *e);

#endif
