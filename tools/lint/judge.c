/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge.c - the lint rules: facts of the merged records (outcome, callers,
 * inlined_into, hotness, linkage, attributes, the reasons of inlint's own
 * recommendations) against one added or removed annotation. An annotation
 * the records mark as required is never called redundant. */
#include "judge.h"
#include "exact.h"
#include "paths.h"

#include "reasons.h"
#include "report_yaml.h"

#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* LLVM's cold call-site threshold, 45, at 5 per IR instruction: a body
 * this small is inlined even where a call is cold (pass/rules/advice.c). */
#define TINY_INSNS 9
/* A call that runs this often per entry of its caller sits in a loop. */
#define LOOP_FREQUENCY 2.0

struct ctx {
	struct inlint_report *rep;
	const struct inlint_annot_change *c;
	const struct inlint_report_fn *f;
	struct inlint_finding *out;
	char msg[INLINT_FINDING_MESSAGE_MAX]; /* copied to out at the end */
};

static void say(struct ctx *x, enum inlint_severity sev, const char *rule,
		const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void say(struct ctx *x, enum inlint_severity sev, const char *rule,
		const char *fmt, ...)
{
	va_list ap;

	x->out->severity = sev;
	x->out->rule = rule;
	va_start(ap, fmt);
	vsnprintf(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}

/* With remarks, a finding about a call kept out of line ends with clang's
 * own reason for it. */
static void add_compiler_reason(struct ctx *x)
{
	size_t used = strlen(x->msg);

	if (x->f->compiler_reason)
		snprintf(x->msg + used, sizeof(x->msg) - used,
			 "; not inlined at %s", x->f->compiler_reason);
}

static bool has_rec(const struct ctx *x, enum inlint_reason reason)
{
	const char *code = inlint_reason_name(reason);

	for (size_t i = 0; i < x->rep->n_recs; i++) {
		const struct inlint_report_rec *r = &x->rep->recs[i];

		if (r->reason && strcmp(r->reason, code) == 0 &&
		    strcmp(r->function, x->f->name) == 0 &&
		    (!r->file || !x->f->file ||
		     inlint_same_file(r->file, x->f->file)))
			return true;
	}
	return false;
}

/* noinstr, sanitizer helpers, __builtin_constant_p: correctness. */
static bool required(const struct ctx *x)
{
	return (x->f->attrs &
		(INLINT_ATTR_NO_INSTRUMENT | INLINT_ATTR_CONSTANT_P)) ||
	       has_rec(x, INLINT_REASON_ALWAYS_INLINE_REQUIRED);
}

/* Why, for a function required() says yes to; buf holds the words that
 * name the records' reason code. */
static const char *why_required(const struct ctx *x, char *buf, size_t n)
{
	if (x->f->attrs & INLINT_ATTR_CONSTANT_P)
		return "its body relies on __builtin_constant_p";
	if (x->f->attrs & INLINT_ATTR_NO_INSTRUMENT)
		return "noinstr / instrumentation-exempt code";
	snprintf(buf, n, "inlint's records mark it %s",
		 inlint_reason_name(INLINT_REASON_ALWAYS_INLINE_REQUIRED));
	return buf;
}

static const char *cannot_inline(const struct inlint_report_fn *f)
{
	if (f->recursive)
		return "recursive";
	if (f->variadic)
		return "variadic";
	if (f->attrs & INLINT_ATTR_OPTNONE)
		return "optnone";
	if (f->attrs & INLINT_ATTR_NAKED)
		return "naked";
	return NULL;
}

/* No body left, and no call of it survives in any TU. */
static bool inlined_everywhere(const struct inlint_report_fn *f)
{
	enum inlint_outcome o = inlint_report_fn_outcome(f);

	if (o == INLINT_OUTCOME_INLINED)
		return true;
	return o == INLINT_OUTCOME_REMOVED && f->call_sites && !f->kept;
}

/* "x86_64, clang 22" from the triple and the compiler's identification. */
static void platform(const struct inlint_report *rep, char *buf, size_t n)
{
	const char *t = rep->target ? rep->target : "?";
	const char *v = rep->compiler ? strstr(rep->compiler, "version ") : 0;
	int arch = (int)strcspn(t, "-");

	if (v)
		snprintf(buf, n, "%.*s, clang %.*s", arch, t,
			 (int)strcspn(v + 8, "."), v + 8);
	else
		snprintf(buf, n, "%.*s", arch, t);
}

/* "into its only caller X", "into its only caller X (in Y)" when X was
 * itself inlined into Y, or "at all N call sites (into X, Y)". */
static void where_inlined(const struct inlint_report_fn *f, char *buf, size_t n)
{
	char callers[256], into[256];

	inlint_name_list_format(&f->callers, callers, sizeof(callers));
	inlint_name_list_format(&f->inlined_into, into, sizeof(into));
	if (!f->call_sites && f->at_link.n) {
		/* Called only from other files: the link inlined it there. */
		snprintf(buf, n, "into %s", into);
	} else if (f->callers.n == 1 && !f->callers.truncated &&
		   f->call_sites == 1) {
		if (!into[0] || strcmp(into, callers) == 0)
			snprintf(buf, n, "into its only caller %s", callers);
		else
			snprintf(buf, n, "into its only caller %s (in %s)",
				 callers, into);
	} else {
		snprintf(buf, n, "at all %zu call sites (into %s)",
			 f->call_sites, into[0] ? into : callers);
	}
	/* An LTO link's records say what only the link inlined. */
	if (f->at_link.n && f->at_link.n == f->inlined_into.n) {
		size_t used = strlen(buf);

		snprintf(buf + used, n - used, " at link time");
	}
}

static const char *hottest(const struct inlint_report_fn *f)
{
	if (f->hot)
		return "hot";
	if (f->cold == f->call_sites)
		return "cold";
	return "normal";
}

static size_t other_files(const struct ctx *x)
{
	struct inlint_report_extern *ext;

	if (!x->f->linkage || strcmp(x->f->linkage, "extern") != 0)
		return 0;
	ext = inlint_report_extern(x->rep, x->f->name);
	return ext->fn == INLINT_HTAB_NONE
		       ? 0
		       : inlint_report_extern_callers(x->rep, ext);
}

/* An LTO link's records: inlined into other files' callers at link time,
 * either everywhere (no body left) or with its body kept as well. */
static bool linked_everywhere(const struct inlint_report_fn *f)
{
	return f->at_link.n &&
	       inlint_report_fn_outcome(f) == INLINT_OUTCOME_INLINED;
}

static void linked_and_kept(struct ctx *x)
{
	char into[256];

	inlint_name_list_format(&x->f->at_link, into, sizeof(into));
	say(x, INLINT_SEVERITY_NOTE, "changes-code",
	    "%s: inlined into %s at link time, its body kept out of line too "
	    "— `%s` changes code: measure it",
	    x->f->name, into, x->c->spelling);
}

static void redundant(struct ctx *x)
{
	char where[600], plat[128];

	where_inlined(x->f, where, sizeof(where));
	platform(x->rep, plat, sizeof(plat));
	say(x, INLINT_SEVERITY_WARNING, "redundant",
	    "%s: already inlined %s (%s) — `%s` is redundant", x->f->name,
	    where, plat, x->c->spelling);
}

static void out_of_line(struct ctx *x, const char *advice)
{
	const struct inlint_report_fn *f = x->f;

	say(x, INLINT_SEVERITY_NOTE, "changes-code",
	    "%s: out of line today (%zu call site%s, %s) — %s", f->name,
	    f->call_sites, f->call_sites == 1 ? "" : "s", hottest(f), advice);
	add_compiler_reason(x);
}

/* noinline on a function that every call already keeps out of line. */
static void pinned(struct ctx *x)
{
	const struct inlint_report_fn *f = x->f;

	say(x, INLINT_SEVERITY_NOTE, "consistent",
	    "%s: out of line today already (%zu call site%s, %s) — `%s` pins "
	    "it: consistent",
	    f->name, f->call_sites, f->call_sites == 1 ? "" : "s", hottest(f),
	    x->c->spelling);
	add_compiler_reason(x);
}

/* An __always_inline that inlint's own kept-out-of-line advice asked for. */
static void kept_as_advised(struct ctx *x)
{
	char advice[96];

	snprintf(advice, sizeof(advice),
		 "consistent with inlint's advice (%s); measure it",
		 inlint_reason_name(INLINT_REASON_KEPT_OUT_OF_LINE));
	out_of_line(x, advice);
}

static void add_always_inline(struct ctx *x)
{
	const char *never = cannot_inline(x->f);
	size_t others = other_files(x);
	char why[64];

	if (required(x))
		say(x, INLINT_SEVERITY_NOTE, "consistent",
		    "%s: `%s` is required here (%s) — consistent", x->f->name,
		    x->c->spelling, why_required(x, why, sizeof(why)));
	else if (never)
		say(x, INLINT_SEVERITY_WARNING, "no-effect",
		    "%s: %s, LLVM never inlines it — `%s` has no effect",
		    x->f->name, never, x->c->spelling);
	else if (linked_everywhere(x->f))
		redundant(x);
	else if (x->f->at_link.n && others)
		linked_and_kept(x);
	else if (!x->f->call_sites && others)
		say(x, INLINT_SEVERITY_WARNING, "no-effect",
		    "%s is extern and only called from %zu other file%s — `%s` "
		    "here has no effect on them without LTO",
		    x->f->name, others, others == 1 ? "" : "s", x->c->spelling);
	else if (x->f->call_sites && inlined_everywhere(x->f))
		redundant(x);
	else if (has_rec(x, INLINT_REASON_KEPT_OUT_OF_LINE))
		kept_as_advised(x);
	else
		out_of_line(x, "the annotation changes code: measure it");
}

static void add_inline(struct ctx *x)
{
	size_t others = other_files(x);

	if (linked_everywhere(x->f))
		redundant(x);
	else if (x->f->at_link.n && others)
		linked_and_kept(x);
	else if (others)
		say(x, INLINT_SEVERITY_WARNING, "no-effect",
		    "%s is extern with callers in %zu other file%s — `%s` here "
		    "has no effect on them",
		    x->f->name, others, others == 1 ? "" : "s", x->c->spelling);
	else if (x->f->call_sites && inlined_everywhere(x->f))
		redundant(x);
	else
		out_of_line(x, "`inline` is only a hint: measure it");
}

/* The hottest call per entry of its caller, on average over the calls. */
static double per_call(const struct inlint_report_fn *f)
{
	return f->call_sites ? f->frequency / (double)f->call_sites : 0;
}

static void add_noinline(struct ctx *x)
{
	const struct inlint_report_fn *f = x->f;
	bool for_stack = x->c->annot == INLINT_ANNOT_NOINLINE_FOR_STACK;
	char callers[512], why[64];

	inlint_name_list_format(&f->callers, callers, sizeof(callers));
	if (f->attrs & INLINT_ATTR_ALWAYS_INLINE && required(x))
		say(x, INLINT_SEVERITY_WARNING, "contradicts",
		    "%s: needs `__always_inline` (%s) — `%s` contradicts it",
		    f->name, why_required(x, why, sizeof(why)), x->c->spelling);
	else if (has_rec(x, INLINT_REASON_COLD_SLOW_PATH))
		say(x, INLINT_SEVERITY_NOTE, "consistent",
		    "%s: `%s` keeps a cold single-caller slow path out of %s — "
		    "consistent",
		    f->name, x->c->spelling, callers);
	else if (f->size <= TINY_INSNS && per_call(f) >= LOOP_FREQUENCY)
		say(x,
		    for_stack ? INLINT_SEVERITY_NOTE : INLINT_SEVERITY_WARNING,
		    "hot-loop",
		    "%s: `%s` on %u IR instructions called %.1fx per entry of "
		    "%s (in a loop) — the call costs about as much as the body",
		    f->name, x->c->spelling, f->size, per_call(f), callers);
	else if (f->call_sites && f->kept == f->call_sites)
		pinned(x);
	else
		say(x, INLINT_SEVERITY_NOTE, "changes-code",
		    "%s: inlined today into %s — `%s` changes code: measure it",
		    f->name, callers[0] ? callers : "its callers",
		    x->c->spelling);
}

static void add_cold(struct ctx *x)
{
	const struct inlint_report_fn *f = x->f;

	if (f->hot)
		say(x, INLINT_SEVERITY_WARNING, "contradicts",
		    "%s: `%s` on a function with %zu hot call site%s — its "
		    "callers will treat them as unlikely",
		    f->name, x->c->spelling, f->hot, f->hot == 1 ? "" : "s");
	else
		say(x, INLINT_SEVERITY_NOTE, "changes-code",
		    "%s: %zu call site%s, %zu cold today — `%s` makes every "
		    "one cold (inline threshold 45, no single-caller bonus): "
		    "measure it",
		    f->name, f->call_sites, f->call_sites == 1 ? "" : "s",
		    f->cold, x->c->spelling);
}

/* A removal that inlint's own advice asked for. */
static void follows_advice(struct ctx *x)
{
	say(x, INLINT_SEVERITY_NOTE, "consistent",
	    "%s: removing `%s` follows inlint's advice — consistent",
	    x->f->name, x->c->spelling);
}

static void remove_always_inline(struct ctx *x)
{
	char why[64];

	if (required(x))
		say(x, INLINT_SEVERITY_WARNING, "required",
		    "%s: `%s` is required here (%s) — do not remove it",
		    x->f->name, x->c->spelling,
		    why_required(x, why, sizeof(why)));
	else if (has_rec(x, INLINT_REASON_REDUNDANT_ALWAYS_INLINE) ||
		 has_rec(x, INLINT_REASON_FORCED_INLINE_BLOAT))
		follows_advice(x);
	else
		say(x, INLINT_SEVERITY_NOTE, "changes-code",
		    "%s: forced inline at %zu call site%s today — without `%s` "
		    "LLVM decides: measure it",
		    x->f->name, x->f->call_sites,
		    x->f->call_sites == 1 ? "" : "s", x->c->spelling);
}

static void remove_noinline(struct ctx *x)
{
	char callers[512];

	inlint_name_list_format(&x->f->callers, callers, sizeof(callers));
	if (has_rec(x, INLINT_REASON_COLD_SLOW_PATH))
		say(x, INLINT_SEVERITY_WARNING, "contradicts",
		    "%s: removing `%s` lets a cold single-caller slow path be "
		    "inlined into %s (a profile that makes it hot does)",
		    x->f->name, x->c->spelling, callers);
	else if (has_rec(x, INLINT_REASON_NOINLINE_IN_HOT_LOOP))
		follows_advice(x);
	else
		say(x, INLINT_SEVERITY_NOTE, "changes-code",
		    "%s: out of line today (%zu call site%s) — removing `%s` "
		    "lets LLVM inline it: measure it",
		    x->f->name, x->f->call_sites,
		    x->f->call_sites == 1 ? "" : "s", x->c->spelling);
}

static void remove_hint(struct ctx *x)
{
	say(x, INLINT_SEVERITY_NOTE, "changes-code",
	    "%s: `%s` removed (%s today, %zu call site%s) — measure it",
	    x->f->name, x->c->spelling,
	    inlint_outcome_name(inlint_report_fn_outcome(x->f)),
	    x->f->call_sites, x->f->call_sites == 1 ? "" : "s");
}

static void judge_added(struct ctx *x)
{
	switch (x->c->annot) {
	case INLINT_ANNOT_ALWAYS_INLINE:
		add_always_inline(x);
		break;
	case INLINT_ANNOT_INLINE:
		add_inline(x);
		break;
	case INLINT_ANNOT_NOINLINE:
	case INLINT_ANNOT_NOINLINE_FOR_STACK:
		add_noinline(x);
		break;
	case INLINT_ANNOT_COLD:
		add_cold(x);
		break;
	}
}

static void judge_removed(struct ctx *x)
{
	switch (x->c->annot) {
	case INLINT_ANNOT_ALWAYS_INLINE:
		remove_always_inline(x);
		break;
	case INLINT_ANNOT_NOINLINE:
	case INLINT_ANNOT_NOINLINE_FOR_STACK:
		remove_noinline(x);
		break;
	default:
		remove_hint(x);
		break;
	}
}

static void append(struct ctx *x, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void append(struct ctx *x, const char *fmt, ...)
{
	size_t used = strlen(x->msg);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(x->msg + used, sizeof(x->msg) - used, fmt, ap);
	va_end(ap);
}

/* Rules whose message guesses what the annotation does to the code from
 * what the compiler did without it. */
static bool states_effect(const char *rule)
{
	return !strcmp(rule, "redundant") || !strcmp(rule, "changes-code") ||
	       !strcmp(rule, "hot-loop");
}

/* The reviewer's "is it already inlined / out of line?", from the
 * records, for an added annotation that changes nothing. */
static void already(const struct ctx *x, char *buf, size_t n)
{
	const struct inlint_report_fn *f = x->f;
	char where[600];

	buf[0] = '\0';
	if (x->c->annot &
	    (INLINT_ANNOT_NOINLINE | INLINT_ANNOT_NOINLINE_FOR_STACK)) {
		if (f->call_sites && f->kept == f->call_sites)
			snprintf(buf, n,
				 ": already out of line at %s%zu call "
				 "site%s",
				 f->call_sites == 1 ? "its " : "all ",
				 f->call_sites, f->call_sites == 1 ? "" : "s");
	} else if (f->call_sites && inlined_everywhere(f)) {
		where_inlined(f, where, sizeof(where));
		snprintf(buf, n, ": already inlined %s", where);
	}
}

/* lint -p: the measured effect decides, unless the records give a
 * warning of their own (required, contradicts, hot-loop, no-effect) or
 * call the annotation required; then the measurement is added to it. */
static void measured(struct ctx *x, const struct inlint_exact_effect *m)
{
	const char *removing = x->c->added ? "" : "removing ";
	char plat[128], was[640];

	platform(x->rep, plat, sizeof(plat));
	if ((x->out->severity == INLINT_SEVERITY_WARNING &&
	     strcmp(x->out->rule, "redundant")) ||
	    (x->c->added && x->c->annot == INLINT_ANNOT_ALWAYS_INLINE &&
	     required(x))) {
		append(x, "; measured: %s (%s)", m->text, plat);
	} else if (m->changed) {
		say(x, INLINT_SEVERITY_NOTE, "changes-code",
		    "%s: %s`%s` %s (%s)", x->f->name, removing, x->c->spelling,
		    m->text, plat);
	} else if (x->c->added) {
		already(x, was, sizeof(was));
		say(x, INLINT_SEVERITY_WARNING, "redundant",
		    "%s: `%s` %s (%s) — redundant%s", x->f->name,
		    x->c->spelling, m->text, plat, was);
	} else {
		say(x, INLINT_SEVERITY_NOTE, "consistent",
		    "%s: removing `%s` %s (%s) — consistent", x->f->name,
		    x->c->spelling, m->text, plat);
	}
}

/* A hint (inline, __cold) is no decision: lint -p cannot apply it; and
 * the what-if engine rebuilds compiles, not the LTO link a fact read at
 * link time comes from. */
static void label_estimate(struct ctx *x, bool exact)
{
	bool hint = x->c->annot & (INLINT_ANNOT_INLINE | INLINT_ANNOT_COLD);

	if (hint && exact)
		append(x,
		       " (estimate: `%s` is a hint that lint -p cannot "
		       "apply)",
		       x->c->spelling);
	else if (hint)
		append(x, " (estimate)");
	else if (x->f->at_link.n)
		append(x, " (estimate; lint -p rebuilds compiles, not an LTO "
			  "link)");
	else
		append(x, " (estimate; lint -p gives the exact bytes)");
}

static void not_found(struct ctx *x, const struct inlint_exact_effect *m)
{
	if (m)
		say(x, INLINT_SEVERITY_NOTE, "not-in-records",
		    "%s: defined in no compile of the compile database",
		    x->c->function);
	else
		say(x, INLINT_SEVERITY_NOTE, "not-in-records",
		    "%s: not in any record: was its file built with the "
		    "plugin?",
		    x->c->function);
}

static void judge_known(struct ctx *x, const struct inlint_exact_effect *m)
{
	if (x->c->added)
		judge_added(x);
	else
		judge_removed(x);
	if (m && m->measured)
		measured(x, m);
	else if (states_effect(x->out->rule))
		label_estimate(x, m != NULL);
}

void inlint_judge(struct inlint_report *rep,
		  const struct inlint_annot_change *c,
		  const struct inlint_exact_effect *m,
		  struct inlint_finding *out)
{
	struct ctx x = {rep, c, NULL, out, ""};

	out->file = c->file;
	out->line = c->line;
	x.f = inlint_report_find_fn(rep, c->function, c->file);
	if (!x.f)
		not_found(&x, m);
	else
		judge_known(&x, m);
	/* A patch can add millions of annotations: each message takes its
	 * own length, not the buffer's. */
	out->message = inlint_strdup(x.msg);
}

void inlint_finding_release(struct inlint_finding *f)
{
	free(f->message);
	f->message = NULL;
}
