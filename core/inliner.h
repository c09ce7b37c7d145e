/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inliner.h - the thresholds LLVM's inliner ran with in one compile
 * (llvm::InlineParams): from the pipeline's -O level and -mllvm flags. */
#ifndef INLINT_INLINER_H
#define INLINT_INLINER_H

#include <stdbool.h>
#include <stddef.h>

/* Which functions clang lets the inliner take (its -O level's inlining
 * method): it marks every other one noinline. */
enum inlint_inlining {
	INLINT_INLINING_NORMAL, /* any */
	/* -finline-hint-functions: those declared inline */
	INLINT_INLINING_HINTED,
	/* -fno-inline, -fno-inline-functions: __always_inline ones alone */
	INLINT_INLINING_FORCED,
};

/* In LLVM's units, 5 per IR instruction; a flag may make one negative. */
struct inlint_inliner {
	int threshold;	   /* 225; 250 at -O3, 50 -Os, 5 -Oz; the flag's */
	bool from_flag;	   /* -inline-threshold: optsize and minsize code
			      then keep it, LLVM lowers it only without */
	int hint;	   /* an `inline` callee: 325 */
	int cold_callsite; /* a cold call: 45 */
	int hot_callsite;  /* a call hot in a profile: 3000 */
	int locally_hot;   /* one hot against its caller's entry, no
			      profile: 525 at -O3, 0 (none) below */
	enum inlint_inlining inlining;
};

/* LLVM's InlineConstants: -O3's, and those for code built for size. */
#define INLINT_O3_THRESHOLD	      250
#define INLINT_OPT_SIZE_THRESHOLD     50
#define INLINT_OPT_MIN_SIZE_THRESHOLD 5

/* The -mllvm flags that set a threshold. */
enum inlint_inliner_flag {
	INLINT_INLINER_THRESHOLD,     /* -inline-threshold */
	INLINT_INLINER_HINT,	      /* -inlinehint-threshold */
	INLINT_INLINER_COLD_CALLSITE, /* -inline-cold-callsite-threshold */
	INLINT_INLINER_HOT_CALLSITE,  /* -hot-callsite-threshold */
	INLINT_INLINER_LOCALLY_HOT,   /* -locally-hot-callsite-threshold */
	INLINT_INLINER_N_FLAGS,
};

/* Each flag's name, as LLVM registers it. */
extern const char *const inlint_inliner_flags[INLINT_INLINER_N_FLAGS];

/* What clang's -O2 pipeline uses with no flag, and what a record without
 * the inliner's settings is taken to have been built with. */
void inlint_inliner_default(struct inlint_inliner *in);

/* The thresholds of a pipeline at speed level 0-3 and size level 0-2
 * (llvm::OptimizationLevel), before any flag. */
void inlint_inliner_at_level(struct inlint_inliner *in, unsigned speed,
			     unsigned size);

/* Applies a flag given on the command line with value v. */
void inlint_inliner_set_flag(struct inlint_inliner *in,
			     enum inlint_inliner_flag flag, int v);

/* The threshold that flag sets. */
int inlint_inliner_value(const struct inlint_inliner *in,
			 enum inlint_inliner_flag flag);

/* Whether flag was given: its threshold is not what the level gives it
 * without the flag (for -inline-threshold, from_flag). At -O3 with
 * -inline-threshold the level is unknown, and either level's
 * locally-hot threshold counts as no flag. */
bool inlint_inliner_flag_given(const struct inlint_inliner *in,
			       enum inlint_inliner_flag flag);

bool inlint_inliner_equal(const struct inlint_inliner *a,
			  const struct inlint_inliner *b);

/* The clang flag that restricts inlining so ("-fno-inline",
 * "-finline-hint-functions"); NULL for normal inlining. */
const char *inlint_inlining_flag(enum inlint_inlining i);

/* The inlining clang's command line argv[0..argc-1] allows, as its driver
 * reads it: -fno-inline, unless a later -finline undoes it, leaves the
 * __always_inline functions alone to the inliner; else the last of
 * -finline-functions, -finline-hint-functions and -fno-inline-functions
 * decides. cc1's line, which has at most one of them, reads the same. */
enum inlint_inlining inlint_inlining_of_args(const char *const *argv,
					     size_t argc);

/* The threshold in a caller's code: optsize and minsize code get 50 and
 * 5, unless the build's is lower or set by -inline-threshold. */
int inlint_inliner_threshold(const struct inlint_inliner *in, bool opt_size,
			     bool min_size);

/* At a cold call site: the cold call-site threshold, unless the caller's
 * threshold is lower (minsize). */
int inlint_inliner_cold(const struct inlint_inliner *in, int threshold);

/* A threshold's worth of IR instructions, at LLVM's 5 per instruction;
 * none for a threshold of 0 or below. */
unsigned inlint_inliner_insns(int threshold);

#endif
