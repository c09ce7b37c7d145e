/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report.h - the merged report of a build (docs/REPORT.md): de-duplicated
 * recommendations, per-function facts and cross-TU facts about extern
 * functions, with interned strings. tools/report/fold.h fills it. */
#ifndef INLINT_REPORT_H
#define INLINT_REPORT_H

#include "annot_verdict.h"
#include "htab.h"
#include "intern.h"
#include "model.h"

#include <stdint.h>

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
	const char *section; /* the first TU's, NULL for the default */
	unsigned final_size; /* the largest after optimisation */
	bool debug_api;	     /* calls a seq_file/debugfs/sysfs helper */
	bool reports; /* prints on every entry: an error report (hotness.h) */
	/* Whole-program hotness (tools/report/hotness.h): entries per entry
	 * of a root, the sum of its call sites' global frequencies, and
	 * whether it is a root and a cold one. */
	double entry, global;
	bool root, cold_root;
	/* Out-of-line bodies over all TUs (copies[]): how many, and the bytes
	 * of those whose object gave a size. */
	size_t copies, measured_copies;
	uint64_t measured_bytes;
	/* From the records of an LTO link (docs/LTO.md): what the link
	 * finally did, joined into outcomes and inlined_into once every
	 * record is in; at_link: the functions it was inlined into only at
	 * link time. */
	bool linked;
	unsigned link_outcomes;
	struct inlint_name_list link_inlined_into, at_link;
};

/* Where a recommendation's size cost comes from (tools/report/budget.h).
 * A what-if build that measured it sets INLINT_COST_WHATIF and the bytes
 * before the budget runs; the budget keeps such a cost as it is. */
enum inlint_cost_source {
	INLINT_COST_UNSET,
	INLINT_COST_ESTIMATE, /* IR instructions x bytes per instruction */
	INLINT_COST_OBJECTS,  /* symbol sizes of the build's objects */
	INLINT_COST_WHATIF,   /* measured by a rebuild with it applied */
	/* its share of the kept set's bytes, measured together */
	INLINT_COST_TOGETHER,
};

/* merge --whatif: what a recommendation changed, applied alone to the
 * TUs it reaches (tools/report/measure.h); names interned. */
struct inlint_report_bytes {
	const char *function;
	int64_t bytes; /* its out-of-line copy's delta, over the TUs */
};

struct inlint_report_measured {
	size_t tus;	      /* TUs that define the function, measured */
	size_t calls_flipped; /* calls inlined <-> kept, every callee */
	int64_t text_delta;   /* .text, summed over the TUs */
	struct inlint_report_bytes *functions; /* largest |bytes| first */
	size_t n_functions;
	/* Measured from objects: the build, "x86_64, gcc 12" (interned);
	 * NULL: by the plugin's records. */
	const char *built_by;
	/* A frame it grew past the limit of a build that makes that an
	 * error (-Werror), in inlint_whatif_frame_words' words (interned);
	 * NULL: the build compiles. */
	const char *breaks_build;
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
	const char *compiler_reason;		 /* its function's */
	struct inlint_report_measured *measured; /* NULL: not measured */
	/* merge --whatif in the report's configurations: its measurement in
	 * each (n_configs of them, NULL where no compile defines it), which
	 * own them; measured then points at the one it grows the text most
	 * in, whose bytes are its cost. NULL without configurations. */
	struct inlint_report_measured **in_config;
	const char *group; /* the records' group, when they give one */
	/* From the records' information lists: changes nothing, never
	 * applied; written to the report's own information list. */
	bool information;
	/* Its call site's (or its function's) global frequency, the hotness
	 * class of that, and which evidence it rests on. */
	double global;
	enum inlint_hotness global_hotness;
	const char *evidence;
	/* Text bytes applying it adds (negative: saves), and from where. */
	int64_t cost;
	enum inlint_cost_source cost_source;
	bool over_budget;
	/* What the budget multiplies a growth measured alone by: a set that
	 * changes the same functions grew this much more together (0: 1). */
	double interaction;
	/* The verdict on the annotation it adds or removes, when it is about
	 * one (tools/report/annot_estimate.h). */
	bool has_verdict;
	enum inlint_verdict verdict;
	enum inlint_evidence verdict_evidence;
};

/* One direct call of the merged call graph: a record's call site, or an
 * external call joined by name to its definition once every record is in
 * (callee INLINT_HTAB_NONE and callee_name set until then). */
struct inlint_report_edge {
	size_t caller, callee; /* indices into fns */
	const char *callee_name;
	unsigned line;
	double frequency; /* per entry of the caller, clamped (rank.h) */
	double global;	  /* per entry of a root: caller's entry x frequency */
	bool kept;
};

/* One out-of-line body of a function in one TU's object. */
struct inlint_report_copy {
	size_t tu, fn;
	unsigned final_size;
	uint64_t bytes; /* from the object; 0 when not measured */
	bool tu_read;	/* its TU's object was read */
};

/* A function inlined into another in one TU (a record's inlined_into). */
struct inlint_report_inline {
	size_t tu, callee; /* callee: index into fns */
	const char *into;
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
	bool matched; /* a record applied it, or found it so already */
	/* Else, why a record refused it (interned); NULL when none did. */
	const char *refused;
};

/* merge --budget: what was allowed and what the kept set costs. */
struct inlint_report_budget {
	bool set;
	double text; /* the text bytes of every TU of the records */
	/* TUs whose text the objects gave; the others' is estimated */
	size_t text_objects, text_tus;
	int64_t limit; /* bytes the kept set may add */
	int64_t delta; /* predicted: the kept set's costs summed */
	size_t kept, dropped;
	size_t cold; /* of dropped: always_inline on globally cold calls */
	/* merge --whatif: the kept set compiled together, in rounds that trim
	 * it (budget_fit.h); delta is then what the last round measured. */
	size_t rounds, together_tus;
	int64_t alone; /* the last round's set, its costs measured alone */
};

/* merge --whatif in a project file's configurations (docs/
 * CONFIGURATIONS.md): each one's name and label ("clang-22 arm64"),
 * interned, and what the kept set measured together in it. */
struct inlint_report_config {
	const char *name, *label;
	const char *defined_at; /* "FILE:LINE" of the project file */
	int64_t delta;		/* the last round's set, measured together */
	int64_t alone; /* the same set, its costs measured alone summed */
	size_t together_tus;
};

/* A problem the records carried (RECORD.md, problems): the source file of
 * the first record with it, its text without that file's name in front,
 * and how many records carried the same text. */
struct inlint_report_problem {
	const char *file, *text;
	size_t records;
};

/* The records built with the same inliner thresholds. */
struct inlint_report_level {
	const char *words; /* inlint_model_level()'s, "" for -O2 */
	struct inlint_inliner inliner;
	size_t records;
	bool link; /* of an LTO link's records */
};

struct inlint_report {
	struct inlint_intern strings;
	size_t records;
	size_t link_records;	       /* of them, written by an LTO link */
	const char *target, *compiler; /* of the first record */
	const char *first_record;      /* its path, when read from records */
	const char **tu_names;
	size_t n_tus, cap_tu_names;
	const char **tu_objects; /* each TU's object, or NULL */
	size_t cap_tu_objects;
	bool has_profile;	    /* some record had one */
	const char *profile_format; /* of the first record with a profile */
	/* The level's words most records share ("-O3", "-Os"; NULL: -O2's,
	 * or no majority), interned; the thresholds most records share, for
	 * estimates that have no record of the call (lint's); each level's
	 * records. */
	const char *level;
	struct inlint_inliner inliner;
	struct inlint_report_level *levels;
	size_t n_levels;

	struct inlint_report_edge *edges;
	size_t n_edges, cap_edges;
	struct inlint_report_copy *copies;
	size_t n_copies, cap_copies;
	struct inlint_report_inline *inlines;
	size_t n_inlines, cap_inlines;
	/* The bytes of every text symbol of the TUs' objects, and how many
	 * objects were read; found through the records' object keys, how
	 * many could not be (no_code of them outputs without machine code:
	 * bitcode, assembly), the first one read and the first problem
	 * ("path: problem"), interned. */
	uint64_t text_bytes;
	size_t objects_read, objects_missing, objects_no_code;
	const char *object_first, *object_problem;
	struct inlint_report_budget budget;
	struct inlint_report_config *configs; /* none: one build (-p) */
	size_t n_configs;

	struct inlint_report_fn *fns;
	size_t n_fns, cap_fns;
	struct inlint_htab fn_index;

	struct inlint_report_rec *recs;
	size_t n_recs, cap_recs;
	struct inlint_htab rec_index;

	struct inlint_report_extern *externs;
	size_t n_externs, cap_externs;
	struct inlint_htab extern_index;

	struct inlint_report_problem *problems;
	size_t n_problems, cap_problems;

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
void inlint_report_measured_destroy(struct inlint_report_measured *m);

/* r's measurement in configuration k, or its one measurement when the
 * report has no configurations; NULL: not measured there. */
const struct inlint_report_measured *
inlint_report_rec_measured(const struct inlint_report_rec *r, size_t k);

/* Frees r's measurements (in every configuration) and leaves it with
 * none. */
void inlint_report_rec_unmeasure(struct inlint_report_rec *r, size_t n_configs);

/* The function name defined in file (or in any file when file is NULL), or
 * NULL. */
struct inlint_report_fn *inlint_report_find_fn(struct inlint_report *rep,
					       const char *name,
					       const char *file);

/* problem as a record of source file carries it, folded in once per text:
 * "mm/a.c: no debug info: ..." and "no debug info: ..." are one text.
 * Returns the entry. */
struct inlint_report_problem *
inlint_report_add_problem(struct inlint_report *rep, const char *file,
			  const char *problem);
/* problem without a leading "file: ", which the record's name repeats. */
const char *inlint_problem_unprefixed(const char *file, const char *problem);
/* Whether some record has file as its source or defines a function in it
 * (one path the tail of the other, as for functions). */
bool inlint_report_covers(const struct inlint_report *rep, const char *file);

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
struct inlint_report_edge *inlint_report_add_edge(struct inlint_report *rep);
/* Counts the copy in fns[fn].copies. */
void inlint_report_add_copy(struct inlint_report *rep, size_t tu, size_t fn,
			    unsigned final_size);
/* into: interned. */
void inlint_report_add_inline(struct inlint_report *rep, size_t tu,
			      size_t callee, const char *into);
void inlint_name_list_add(struct inlint_name_list *l, const char *name);
/* "a, b, c" (", ..." when cut short) into buf of n bytes; "" when empty. */
void inlint_name_list_format(const struct inlint_name_list *l, char *buf,
			     size_t n);

/* "estimate", "objects" or "what-if" ("none" when unset). */
const char *inlint_report_cost_source_name(enum inlint_cost_source s);
/* The source named s (not "none"), or -1. */
int inlint_report_cost_source_parse(const char *s);

/* The outcome over all TUs: see docs/REPORT.md. */
enum inlint_outcome inlint_report_fn_outcome(const struct inlint_report_fn *f);

#endif
