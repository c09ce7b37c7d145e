/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hotness.h - whole-program hotness without a profile: entry frequencies
 * propagated over the merged call graph from its roots, as LLVM's synthetic
 * entry counts do (docs/REPORT.md, "Global hotness"). */
#ifndef INLINT_REPORT_HOTNESS_H
#define INLINT_REPORT_HOTNESS_H

#include "report.h"

/* Rounds of propagation inside one cycle of the call graph (LLVM's
 * SyntheticCountsUtils makes one; a recursion that converges needs more;
 * one that does not falls back to LLVM's). */
#define INLINT_HOTNESS_ROUNDS 32
/* Largest entry frequency: loops nested through many calls multiply. */
#define INLINT_HOTNESS_MAX_ENTRY 1e6

/* A seq_file, debugfs or sysfs helper: its callers are debug handlers. */
bool inlint_hotness_debug_api(const char *callee);

/* Notes what a call from caller (an index into rep->fns) to callee tells
 * about the caller: a debug handler's helper (above), or a printk-family
 * function called on every entry (frequency 1), which makes the caller an
 * error report. */
void inlint_hotness_note_call(struct inlint_report *rep, size_t caller,
			      const char *callee, double frequency);

/* Joins external calls to their definitions, then gives every function its
 * entry frequency (1 per root, 0 for a cold one, and what its callers pass
 * on) and its global frequency, the sum over its call sites of caller's
 * entry x call frequency. */
void inlint_report_propagate(struct inlint_report *rep);

/* The class of a global frequency, with the thresholds of the local one
 * (hot at 60 calls per entry of a root, cold below 0.02). */
enum inlint_hotness inlint_hotness_global_class(double global);

#endif
