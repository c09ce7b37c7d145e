/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inliner.c - the thresholds LLVM's inliner ran with in one compile, as
 * llvm::getInlineParams(OptLevel, SizeOptLevel) and its flags set them. */
#include "inliner.h"

#include <stddef.h>
#include <string.h>

/* The defaults of the flags below. */
#define DEFAULT_THRESHOLD    225
#define HINT_THRESHOLD	     325
#define COLD_CALLSITE	     45
#define HOT_CALLSITE	     3000
#define LOCALLY_HOT_CALLSITE 525
/* InlineConstants::InstrCost. */
#define INSTR_COST 5

const char *const inlint_inliner_flags[INLINT_INLINER_N_FLAGS] = {
	[INLINT_INLINER_THRESHOLD] = "inline-threshold",
	[INLINT_INLINER_HINT] = "inlinehint-threshold",
	[INLINT_INLINER_COLD_CALLSITE] = "inline-cold-callsite-threshold",
	[INLINT_INLINER_HOT_CALLSITE] = "hot-callsite-threshold",
	[INLINT_INLINER_LOCALLY_HOT] = "locally-hot-callsite-threshold",
};

void inlint_inliner_default(struct inlint_inliner *in)
{
	inlint_inliner_at_level(in, 2, 0);
}

void inlint_inliner_at_level(struct inlint_inliner *in, unsigned speed,
			     unsigned size)
{
	in->threshold = speed > 2   ? INLINT_O3_THRESHOLD
			: size == 1 ? INLINT_OPT_SIZE_THRESHOLD
			: size == 2 ? INLINT_OPT_MIN_SIZE_THRESHOLD
				    : DEFAULT_THRESHOLD;
	in->from_flag = false;
	in->inlining = INLINT_INLINING_NORMAL;
	in->hint = HINT_THRESHOLD;
	in->cold_callsite = COLD_CALLSITE;
	in->hot_callsite = HOT_CALLSITE;
	/* Below -O3 only the flag sets it. */
	in->locally_hot = speed > 2 ? LOCALLY_HOT_CALLSITE : 0;
}

void inlint_inliner_set_flag(struct inlint_inliner *in,
			     enum inlint_inliner_flag flag, int v)
{
	switch (flag) {
	case INLINT_INLINER_THRESHOLD:
		in->threshold = v;
		in->from_flag = true;
		break;
	case INLINT_INLINER_HINT:
		in->hint = v;
		break;
	case INLINT_INLINER_COLD_CALLSITE:
		in->cold_callsite = v;
		break;
	case INLINT_INLINER_HOT_CALLSITE:
		in->hot_callsite = v;
		break;
	case INLINT_INLINER_LOCALLY_HOT:
		in->locally_hot = v;
		break;
	case INLINT_INLINER_N_FLAGS:
		break;
	}
}

int inlint_inliner_value(const struct inlint_inliner *in,
			 enum inlint_inliner_flag flag)
{
	switch (flag) {
	case INLINT_INLINER_THRESHOLD:
		return in->threshold;
	case INLINT_INLINER_HINT:
		return in->hint;
	case INLINT_INLINER_COLD_CALLSITE:
		return in->cold_callsite;
	case INLINT_INLINER_HOT_CALLSITE:
		return in->hot_callsite;
	case INLINT_INLINER_LOCALLY_HOT:
		return in->locally_hot;
	case INLINT_INLINER_N_FLAGS:
		break;
	}
	return 0;
}

bool inlint_inliner_flag_given(const struct inlint_inliner *in,
			       enum inlint_inliner_flag flag)
{
	bool o3 = in->threshold == INLINT_O3_THRESHOLD && !in->from_flag;

	switch (flag) {
	case INLINT_INLINER_THRESHOLD:
		return in->from_flag;
	case INLINT_INLINER_HINT:
		return in->hint != HINT_THRESHOLD;
	case INLINT_INLINER_COLD_CALLSITE:
		return in->cold_callsite != COLD_CALLSITE;
	case INLINT_INLINER_HOT_CALLSITE:
		return in->hot_callsite != HOT_CALLSITE;
	case INLINT_INLINER_LOCALLY_HOT:
		if (in->from_flag && (!in->locally_hot ||
				      in->locally_hot == LOCALLY_HOT_CALLSITE))
			return false;
		return in->locally_hot != (o3 ? LOCALLY_HOT_CALLSITE : 0);
	case INLINT_INLINER_N_FLAGS:
		break;
	}
	return false;
}

bool inlint_inliner_equal(const struct inlint_inliner *a,
			  const struct inlint_inliner *b)
{
	return a->threshold == b->threshold && a->from_flag == b->from_flag &&
	       a->hint == b->hint && a->cold_callsite == b->cold_callsite &&
	       a->hot_callsite == b->hot_callsite &&
	       a->locally_hot == b->locally_hot && a->inlining == b->inlining;
}

const char *inlint_inlining_flag(enum inlint_inlining i)
{
	return i == INLINT_INLINING_FORCED   ? "-fno-inline"
	       : i == INLINT_INLINING_HINTED ? "-finline-hint-functions"
					     : NULL;
}

enum inlint_inlining inlint_inlining_of_args(const char *const *argv,
					     size_t argc)
{
	static const struct {
		const char *flag;
		enum inlint_inlining inlining;
	} functions[] = {
		{"-finline-functions", INLINT_INLINING_NORMAL},
		{"-finline-hint-functions", INLINT_INLINING_HINTED},
		{"-fno-inline-functions", INLINT_INLINING_FORCED},
	};
	enum inlint_inlining in = INLINT_INLINING_NORMAL;
	bool no_inline = false;

	for (size_t i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "-fno-inline") ||
		    !strcmp(argv[i], "-finline"))
			no_inline = argv[i][2] == 'n';
		for (size_t f = 0; f < sizeof(functions) / sizeof(*functions);
		     f++)
			if (!strcmp(argv[i], functions[f].flag))
				in = functions[f].inlining;
	}
	return no_inline ? INLINT_INLINING_FORCED : in;
}

int inlint_inliner_threshold(const struct inlint_inliner *in, bool opt_size,
			     bool min_size)
{
	int size = min_size   ? INLINT_OPT_MIN_SIZE_THRESHOLD
		   : opt_size ? INLINT_OPT_SIZE_THRESHOLD
			      : in->threshold;

	return in->from_flag || size > in->threshold ? in->threshold : size;
}

int inlint_inliner_cold(const struct inlint_inliner *in, int threshold)
{
	return threshold < in->cold_callsite ? threshold : in->cold_callsite;
}

unsigned inlint_inliner_insns(int threshold)
{
	return threshold > 0 ? (unsigned)threshold / INSTR_COST : 0;
}
