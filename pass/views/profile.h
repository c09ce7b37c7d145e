/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* profile.h - what a profile attached to the module says: the summary's
 * hot and cold counts (derived as LLVM's ProfileSummaryInfo does), function
 * entry counts and call counts. */
#ifndef INLINT_PROFILE_H
#define INLINT_PROFILE_H

#include "model.h"

#include <llvm-c/Types.h>

/* LLVM ProfileSummaryInfo: -profile-summary-cutoff-hot (990000: the counts
 * that make up 99% of all) and -profile-summary-cutoff-cold (999999). */
#define INLINT_PROFILE_CUTOFF_HOT  990000
#define INLINT_PROFILE_CUTOFF_COLD 999999

/* Reads the module's ProfileSummary flag into m: has_profile,
 * profile_format, hot_count, cold_count. Returns m->has_profile. */
bool inlint_profile_summary(LLVMModuleRef mod, struct inlint_model *m);

/* fn's function_entry_count; false when it has none. */
bool inlint_profile_entry_count(LLVMValueRef fn, unsigned long long *count);

/* The count a profile put on a call (its branch_weights); false when none. */
bool inlint_profile_call_count(LLVMValueRef call, unsigned long long *count);

/* hot at or above m->hot_count, cold at or below m->cold_count. */
enum inlint_hotness inlint_profile_classify(const struct inlint_model *m,
					    unsigned long long count);

#endif
