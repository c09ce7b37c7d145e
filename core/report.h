/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report.h - the merged report of a build (docs/REPORT.md): de-duplicated
 * recommendations, per-function facts and cross-TU facts about extern
 * functions, with interned strings. tools/report/fold.h fills it. */
#ifndef INLINT_REPORT_H
#define INLINT_REPORT_H

#include "htab.h"
#include "intern.h"
#include "model.h"

struct inlint_verdicts;

/* Names kept per function for callers and inlined_into; past this the
 * list says it is cut short. */
#define INLINT_REPORT_NAMES 8

struct inlint_name_list {
	const char *names[INLINT_REPORT_NAMES];
	size_t n;
	bool truncated;
};

/* One function, identified by name and file: a static inline function of a
 * header is one entry however many TUs define it. */
struct inlint_report_fn {
	const char *name, *file, *linkage, *tu; /* tu: the first defining one */
	unsigned line, size, attrs;
	size_t tus;	   /* TUs that define it */
	unsigned outcomes; /* bit (1 << enum inlint_outcome) per outcome */
	size_t call_sites, kept; /* over all TUs */
	size_t hot, cold;
	double frequency; /* sum of call-site frequencies, see rank.h */
	bool recursive, variadic, address_taken;
	struct inlint_name_list callers, inlined_into;
	size_t last_tu; /* to count each TU once */
	/* With remarks: clang's reason at its hottest kept call,
	 * "file:line in caller: cost 285 vs threshold 225 (...)", and that
	 * call's frequency. */
	const char *compiler_reason;
	double reason_frequency;
	/* From the records of an LTO link (docs/LTO.md): what the link
	 * finally did, joined into outcomes and inlined_into once every
	 * record is in; at_link: the functions it was inlined into only at
	 * link time. */
	bool linked;
	unsigned link_outcomes;
	struct inlint_name_list link_inlined_into, at_link;
};

struct inlint_report_rec {
	const char *function, *file, *caller, *reason, *message;
	unsigned line, call_line;
	enum inlint_action action;
	enum inlint_severity severity;
	double confidence; /* the highest any TU gave */
	size_t tus;
	double score;
	size_t last_tu;
	const char *compiler_reason; /* its function's */
};

/* An extern function and the other TUs that call it. */
struct inlint_report_extern {
	const char *name;
	size_t fn; /* its definition in fns, or INLINT_HTAB_NONE */
	size_t *tus, n_tus, cap_tus; /* calling TUs, indices into tu_names */
	size_t calls;
};

struct inlint_report_decision {
	const struct inlint_recommendation *d;
	bool matched;
};

struct inlint_report {
	struct inlint_intern strings;
	size_t records;
	size_t link_records;	       /* of them, written by an LTO link */
	const char *target, *compiler; /* of the first record */
	const char **tu_names;
	size_t n_tus, cap_tu_names;

	struct inlint_report_fn *fns;
	size_t n_fns, cap_fns;
	struct inlint_htab fn_index;

	struct inlint_report_rec *recs;
	size_t n_recs, cap_recs;
	struct inlint_htab rec_index;

	struct inlint_report_extern *externs;
	size_t n_externs, cap_externs;
	struct inlint_htab extern_index;

	/* --decisions: the file, and which of its decisions matched. */
	const char *decisions_file;
	struct inlint_model *decisions;
	struct inlint_report_decision *by_name; /* sorted by function */

	/* --remarks: clang's verdicts, joined to call sites as records are
	 * folded; and whether a cost given may have been truncated. */
	const struct inlint_verdicts *verdicts;
	bool costs_truncated;
};

struct inlint_report *inlint_report_create(void);
void inlint_report_destroy(struct inlint_report *rep);

/* The function name defined in file (or in any file when file is NULL), or
 * NULL. */
struct inlint_report_fn *inlint_report_find_fn(struct inlint_report *rep,
					       const char *name,
					       const char *file);

/* Adds an entry as read back from a report file; the caller sets the
 * rest. */
struct inlint_report_fn *inlint_report_add_fn(struct inlint_report *rep,
					      const char *name,
					      const char *file);
struct inlint_report_rec *inlint_report_add_rec(struct inlint_report *rep);
/* The recommendation equal to key (function, file, action, reason, caller,
 * call line: all interned), or a new copy of key; *added says which. */
struct inlint_report_rec *
inlint_report_intern_rec(struct inlint_report *rep,
			 const struct inlint_report_rec *key, bool *added);
/* Index in fns of the function name defined in file (both interned), or
 * INLINT_HTAB_NONE. */
size_t inlint_report_fn_index(const struct inlint_report *rep, const char *name,
			      const char *file);
struct inlint_report_extern *inlint_report_extern(struct inlint_report *rep,
						  const char *name);
void inlint_report_extern_add_tu(struct inlint_report_extern *x, size_t tu);
size_t inlint_report_tu(struct inlint_report *rep, const char *name);
void inlint_name_list_add(struct inlint_name_list *l, const char *name);
/* "a, b, c" (", ..." when cut short) into buf of n bytes; "" when empty. */
void inlint_name_list_format(const struct inlint_name_list *l, char *buf,
			     size_t n);

/* The outcome over all TUs: see docs/REPORT.md. */
enum inlint_outcome inlint_report_fn_outcome(const struct inlint_report_fn *f);

#endif
