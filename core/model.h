/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* model.h - inlint's plain model of one translation unit: functions, call
 * sites, outcomes and recommendations. No LLVM types: the record reader fills
 * the same structures from YAML, so the CLI and the plugin share one model. */
#ifndef INLINT_MODEL_H
#define INLINT_MODEL_H

#include "inliner.h"

#include <stdbool.h>
#include <stddef.h>

enum inlint_hotness {
	INLINT_HOTNESS_COLD,
	INLINT_HOTNESS_NORMAL,
	INLINT_HOTNESS_HOT,
};

/* Inline-related attributes of a function, as a bit set. */
enum inlint_attr {
	INLINT_ATTR_ALWAYS_INLINE = 1u << 0,
	INLINT_ATTR_NOINLINE = 1u << 1,
	INLINT_ATTR_INLINE_HINT = 1u << 2,
	INLINT_ATTR_COLD = 1u << 3,
	INLINT_ATTR_HOT = 1u << 4,
	INLINT_ATTR_OPTNONE = 1u << 5,
	INLINT_ATTR_NAKED = 1u << 6,
	/* Instrumentation switched off: noinstr and sanitizer helpers. */
	INLINT_ATTR_NO_INSTRUMENT = 1u << 7,
	/* Its body asks __builtin_constant_p (llvm.is.constant) of something
	 * that only a caller's constant can answer. */
	INLINT_ATTR_CONSTANT_P = 1u << 8,
	/* Optimised for size: -Os (optsize), -Oz (minsize), where LLVM's
	 * inline threshold is 50 or 5, not 225. */
	INLINT_ATTR_OPT_SIZE = 1u << 9,
	INLINT_ATTR_MIN_SIZE = 1u << 10,
	/* What makes LLVM's isInlineViable say no, forced or not: an
	 * indirect branch or a label's address (computed goto, arm64's
	 * _THIS_IP_), and a call that may return twice (setjmp, vfork). */
	INLINT_ATTR_INDIRECT_BRANCH = 1u << 11,
	INLINT_ATTR_CALLS_RETURNS_TWICE = 1u << 12,
	/* Its parameters reach an inline asm operand that must be an
	 * immediate ("i"), its own or a callee's they are passed on to: only
	 * a caller's constant, once inlined, compiles. */
	INLINT_ATTR_ASM_IMMEDIATE = 1u << 13,
	/* A compile-time assertion (BUILD_BUG_ON) tests its result, which
	 * folds only once it is inlined. */
	INLINT_ATTR_ASSERTED = 1u << 14,
};

/* The body needs a caller's constant: correctness needs it inlined. */
#define INLINT_ATTR_NEEDS_CONSTANT                                             \
	(INLINT_ATTR_CONSTANT_P | INLINT_ATTR_ASM_IMMEDIATE)

enum inlint_outcome {
	INLINT_OUTCOME_UNKNOWN,	    /* the "after" view never ran */
	INLINT_OUTCOME_INLINED,	    /* no body left; every call was inlined */
	INLINT_OUTCOME_OUT_OF_LINE, /* body kept, no call site inlined */
	INLINT_OUTCOME_PARTIAL, /* inlined at some call sites, kept for others
				 */
	INLINT_OUTCOME_REMOVED, /* no body left and never called: dead */
};

enum inlint_action {
	INLINT_ACTION_NONE,
	INLINT_ACTION_ALWAYS_INLINE,
	INLINT_ACTION_NOINLINE,
	INLINT_ACTION_PLAIN,  /* none, and the inline hint goes too */
	INLINT_ACTION_INLINE, /* the inline hint comes, nothing goes */
};

enum inlint_severity {
	INLINT_SEVERITY_NOTE,
	INLINT_SEVERITY_WARNING,
};

/* What applying one decision did to this TU. */
enum inlint_apply_status {
	INLINT_APPLY_APPLIED,	/* attributes changed */
	INLINT_APPLY_UNCHANGED, /* already as decided */
	INLINT_APPLY_REFUSED,	/* unsafe or impossible; see detail */
};

/* Which pipeline wrote a record: a plain compile, or one phase of an LTO
 * build. The pre-link phases run in the compile, the others in the link. */
enum inlint_phase {
	INLINT_PHASE_COMPILE,
	INLINT_PHASE_THINLTO_PRELINK,
	INLINT_PHASE_THINLTO_BACKEND,
	INLINT_PHASE_FULLLTO_PRELINK,
	INLINT_PHASE_FULLLTO,
};

struct inlint_call_site {
	size_t caller;	  /* index into inlint_model.functions */
	size_t callee;	  /* index into inlint_model.functions */
	unsigned line;	  /* 0 when there is no debug location */
	double frequency; /* block frequency / caller entry frequency */
	enum inlint_hotness hotness;
	/* With a profile: the call's count, and what the static estimate
	 * (likely/unlikely, loops, cold calls; no profile) would say. */
	unsigned long long count;
	enum inlint_hotness static_hotness;
	double static_frequency;
	bool profile_inlined; /* inlined by the sample-profile loader */
	/* Without a profile: cold only by LLVM's guesses (its compare
	 * heuristics over a chain of `if (err) goto fail;`), not by a hint of
	 * the source (likely, unlikely, a __cold callee, a noreturn path). */
	bool guessed_cold;
	unsigned pruned; /* branch targets its constant arguments kill */
	/* Those its constants kill in the callee's own callees, passed on
	 * through its parameters (a wrapper's template body), and the
	 * caller's parameters it passes on into the callee's deciding ones
	 * (this call links a wrapper to its body). */
	unsigned pruned_through;
	unsigned forwards;
	/* The fewest instructions the killed targets guard, there and
	 * through: what folds away, whichever way the constants go. */
	unsigned pruned_insns, pruned_through_insns;
	/* The callee asks for target features or a CPU the caller lacks:
	 * LLVM does not inline it here, and always_inline breaks the build. */
	bool target_mismatch;
	/* An attribute that caller and callee differ in and LLVM wants the
	 * same (inline_compat.h): it inlines the call only when forced. */
	const char *attr_conflict;
	/* Through a parameter of the (static) caller that all its callers
	 * bind to the callee: direct once the caller is inlined, or the
	 * constant propagated into it. */
	bool through_parameter;
	bool inlined; /* after: an inlined copy sits at this site */
	bool kept;    /* after: the call itself survives */
};

/* One place a function's body was inlined, from the "after" view. */
struct inlint_inline_site {
	char *caller;  /* logical caller (may itself be inlined) */
	char *into;    /* the function whose body now holds the copy */
	unsigned line; /* call-site line in the caller, 0 if unknown */
};

struct inlint_function {
	char *name;
	char *file;
	unsigned line;
	char *linkage;	/* "static", "extern", "weak", "linkonce", ... */
	char *section;	/* NULL when the default section */
	unsigned size;	/* IR instructions before inlining */
	unsigned attrs; /* enum inlint_attr bits */
	bool address_taken;
	/* Its address reaches a call as an argument, or as the callee
	 * through a select or phi: once the receiver or the chooser is
	 * inlined with constants, the call can become direct and inlinable. */
	bool address_called;
	bool recursive;
	bool variadic;
	/* A macro wrote it: its definition line is shared with other
	 * functions (one SYSCALL_DEFINE writes three), or its name is not
	 * written on that line of the source (a pasted name). */
	bool macro_generated;
	char *macro; /* the macro invoked on that line, when the source says */
	size_t callers; /* distinct functions calling it in this TU */
	unsigned long long entry_count; /* profile: times it was entered */
	unsigned deciding_params; /* decide a branch, switch, indirect call */

	enum inlint_outcome outcome;
	unsigned final_size; /* IR instructions after optimisation; 0 if gone */
	/* Its size as its callers see it, after its own callees were inlined:
	 * the out-of-line body at OptimizerLast, else its largest inlined
	 * copy; 0 when neither was seen. callee_size_from says which:
	 * "out-of-line body" or "inlined copy". */
	unsigned callee_size;
	char *callee_size_from;
	size_t calls_left; /* direct calls remaining after optimisation */
	struct inlint_inline_site *inlined_into;
	size_t n_inlined_into;
};

struct inlint_recommendation {
	char *function;
	char *file;
	unsigned line;
	char *caller;	    /* set for a call-site decision, else NULL */
	unsigned call_line; /* call-site line for a call-site decision */
	enum inlint_action action;
	char *reason;  /* stable code, e.g. "redundant-always-inline" */
	char *message; /* one line, with the numbers behind it */
	char *group;   /* decisions that only pay together share one */
	/* What a performance recommendation rests on: "static estimate",
	 * "profile count" or "measured"; NULL for one that rests on
	 * correctness or on what LLVM can do. */
	char *evidence;
	double confidence; /* 0..1 */
	enum inlint_severity severity;
	/* a decision's line in the file it was read from; read from the
	 * command line (decision_arg.h), its number in the list */
	unsigned at;
};

/* A direct call to a function this TU only declares: the cross-TU half of
 * the call graph, which only a merge of records can complete. */
struct inlint_external_call {
	char *callee;
	char *caller; /* a function of this TU */
	unsigned line;
	double frequency;
	enum inlint_hotness hotness;
};

/* One decision that matched this TU, and what came of it. */
struct inlint_applied {
	char *function;
	char *file;
	char *caller;	    /* set for a call-site decision */
	unsigned call_line; /* 0: every call from caller */
	enum inlint_action action;
	enum inlint_apply_status status;
	char *detail;	  /* what changed, or why it was refused */
	char *effect;	  /* after view: what the compiler then did */
	bool took_effect; /* after view: the outcome is the one decided */
};

struct inlint_model {
	char *source_file;
	char *target;
	char *compiler;
	char *producer; /* "inlint 0.2.0": the inlint that wrote the record */
	char *object;	/* the compile's output (-o), when known */
	enum inlint_phase phase;
	bool has_debug_info;
	bool has_profile;
	char *profile_format;	       /* ProfileSummary's ProfileFormat */
	unsigned long long hot_count;  /* counts at or above are hot */
	unsigned long long cold_count; /* counts at or below are cold */
	char *outcome_source;	       /* "debug-info" or "calls" */
	/* The compile's sanitizers, as -fsanitize= lists them
	 * ("kernel-address,bounds"); NULL: none instruments the code. */
	char *sanitize;
	struct inlint_inliner inliner; /* the thresholds it ran with */

	struct inlint_function *functions;
	size_t n_functions;
	struct inlint_call_site *call_sites;
	size_t n_call_sites;
	struct inlint_recommendation *recommendations;
	size_t n_recommendations;
	/* Entries of the same shape that change nothing a developer could
	 * change (required annotations, notes on what LLVM cannot inline,
	 * flips that leave the code as it is): never applied. */
	struct inlint_recommendation *information;
	size_t n_information;
	char **problems; /* one line each: what went wrong, and where */
	size_t n_problems;
	char *decisions_file; /* INLINT_APPLY, when decisions were applied */
	struct inlint_applied *applied;
	size_t n_applied;
	struct inlint_external_call *external_calls;
	size_t n_external_calls;

	/* Functions sorted by name, for lookups; a cache, rebuilt by the first
	 * lookup after functions were added. */
	struct inlint_name_entry *by_name;
	size_t n_by_name;

	/* Set for a model read from a record: its strings live here, not in
	 * allocations of their own, and must not be freed one by one. */
	struct inlint_arena *strings;
};

struct inlint_model *inlint_model_create(void);
void inlint_model_destroy(struct inlint_model *m);
/* A profiled TU's ProfileSummary format; NULL without a profile, whatever
 * the record's profile_format key says. */
const char *inlint_model_profile_format(const struct inlint_model *m);
/* Whether the TU is profiled in that format ("SampleProfile", "InstrProf"). */
bool inlint_model_profile_is(const struct inlint_model *m, const char *format);
/* A copy of s that m owns: in m->strings when m has one. NULL for NULL. */
char *inlint_model_strdup(struct inlint_model *m, const char *s);

struct inlint_function *inlint_model_add_function(struct inlint_model *m,
						  const char *name);
struct inlint_call_site *inlint_model_add_call_site(struct inlint_model *m);
struct inlint_recommendation *
inlint_model_add_recommendation(struct inlint_model *m);
struct inlint_recommendation *
inlint_model_add_information(struct inlint_model *m);
struct inlint_applied *inlint_model_add_applied(struct inlint_model *m);
struct inlint_external_call *
inlint_model_add_external_call(struct inlint_model *m);
void inlint_model_add_problem(struct inlint_model *m, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void inlint_model_add_inline_site(struct inlint_model *m,
				  struct inlint_function *f, const char *caller,
				  const char *into, unsigned line);

struct inlint_name_entry {
	const char *name;
	size_t idx;
};

/* Index of the function called name (the first len bytes of name), or -1;
 * the lowest index when two share the name. O(log n). */
long inlint_model_find_function(const struct inlint_model *m, const char *name);
long inlint_model_find_function_len(const struct inlint_model *m,
				    const char *name, size_t len);

/* The function whose body an IR function is: name itself, else the part
 * before the first '.', so that clones such as "f.constprop.0" or
 * "f.specialized.1" count as f's body; -1 when the model has neither. */
long inlint_model_find_body(const struct inlint_model *m, const char *name);

/* Names as they appear in records; the parsers return -1 when unknown. */
const char *inlint_hotness_name(enum inlint_hotness h);
const char *inlint_outcome_name(enum inlint_outcome o);
const char *inlint_action_name(enum inlint_action a);
const char *inlint_severity_name(enum inlint_severity s);
const char *inlint_apply_status_name(enum inlint_apply_status s);
const char *inlint_phase_name(enum inlint_phase p);
const char *inlint_inlining_name(enum inlint_inlining i);
int inlint_hotness_parse(const char *s);
int inlint_outcome_parse(const char *s);
int inlint_action_parse(const char *s);
int inlint_severity_parse(const char *s);
int inlint_apply_status_parse(const char *s);
int inlint_phase_parse(const char *s);
int inlint_inlining_parse(const char *s);
/* A phase of the link (ThinLTO backend, full LTO): it knows the final
 * outcome, the compile's record the facts before it. */
bool inlint_phase_is_link(enum inlint_phase p);

/* Record name of one enum inlint_attr bit; parse returns the bit or 0. */
const char *inlint_attr_name(unsigned bit);
unsigned inlint_attr_parse(const char *s);
#define INLINT_ATTR_COUNT 15

/* Whether m is a compile at -O0: clang makes every function optnone but
 * the __always_inline ones, and LLVM inlines only those. There an
 * optnone is the build's, not the source's: an __always_inline would
 * inline the function, and one there is never redundant. */
bool inlint_model_unoptimized(const struct inlint_model *m);

/* A section of code that runs once or seldom (.init.text, .exit.text,
 * .ref.text, .text.unlikely: __init, __exit, __ref, __cold). */
bool inlint_section_cold(const char *section);

/* The function's annotation as written in source terms:
 * "always_inline", "noinline", "inline" or "none". */
const char *inlint_function_annotation(const struct inlint_function *f);

#endif
