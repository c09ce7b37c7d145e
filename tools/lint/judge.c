/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge.c - the lint rules: one added or removed annotation against the
 * facts of the merged records (outcomes, callers, hotness, linkage,
 * attributes, the reasons of inlint's own recommendations), or against what
 * lint -p measured. Each finding is a verdict of docs/VERDICTS.md: the
 * records estimate one only where the outcomes of the calls decide it. */
#include "judge.h"
#include "annot_estimate.h"
#include "build_words.h"
#include "exact.h"
#include "paths.h"
#include "required_why.h"

#include "reasons.h"
#include "report_yaml.h"

#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A call that runs this often per entry of its caller sits in a loop. */
#define LOOP_FREQUENCY 2.0

struct ctx {
	struct inlint_report *rep;
	const struct inlint_annot_change *c;
	const struct inlint_report_fn *f;
	struct inlint_finding *out;
	const char *spelling; /* the annotation the verdict is about */
	/* A warning for a reason other than the verdict (a noinline in a
	 * loop, inlint's advice contradicted): a measurement keeps it. */
	bool harmful;
	/* It rests on what this build's target, compiler and profile did
	 * (every verdict but a structural one): say which. */
	bool platform;
	/* What inlint's own advice says about it, quoted with any evidence:
	 * "; inlint's advice (cold-slow-path) ...". */
	char advice[800];
	char msg[INLINT_FINDING_MESSAGE_MAX]; /* copied to out at the end */
};

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

/* The annotation added is redundant, a removed one required: warnings;
 * the rest notes, unless harmful. */
static enum inlint_severity severity(const struct ctx *x, enum inlint_verdict v)
{
	if (x->harmful || (v == INLINT_VERDICT_REDUNDANT && x->c->added) ||
	    (v == INLINT_VERDICT_REQUIRED && !x->c->added))
		return INLINT_SEVERITY_WARNING;
	return INLINT_SEVERITY_NOTE;
}

/* Starts the finding: "F: `A` is VERDICT: " (or "F: removed `A` is"),
 * then fmt. */
static void say(struct ctx *x, enum inlint_verdict v, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void say(struct ctx *x, enum inlint_verdict v, const char *fmt, ...)
{
	va_list ap;

	x->out->verdict = v;
	x->out->severity = severity(x, v);
	x->msg[0] = '\0';
	append(x, "%s: %s`%s` is %s: ", x->c->function,
	       x->c->added ? "" : "removed ", x->spelling,
	       inlint_verdict_name(v));
	x->out->detail = strlen(x->msg);
	va_start(ap, fmt);
	vsnprintf(x->msg + strlen(x->msg), sizeof(x->msg) - strlen(x->msg), fmt,
		  ap);
	va_end(ap);
}

/* With remarks, a finding about a call kept out of line ends with clang's
 * own reason for it. */
static void add_compiler_reason(struct ctx *x)
{
	if (x->f->compiler_reason)
		append(x, "; not inlined at %s", x->f->compiler_reason);
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

/* The finding rests on inlint's own advice of this reason. */
static void advised(struct ctx *x, enum inlint_reason reason, const char *what)
{
	x->out->reason = inlint_reason_name(reason);
	snprintf(x->advice, sizeof(x->advice), "; inlint's advice (%s) %s",
		 x->out->reason, what);
}

/* A caller of f in the records that is noinstr or instrumentation-exempt,
 * or NULL: the plugin's rule (pass/rules/advice.c) over every TU's calls,
 * for an __always_inline that a patch adds and no record has yet. */
static const struct inlint_report_fn *noinstr_caller(const struct ctx *x)
{
	const struct inlint_report *rep = x->rep;
	size_t fi = (size_t)(x->f - rep->fns);

	for (size_t i = 0; i < rep->n_edges; i++) {
		const struct inlint_report_edge *e = &rep->edges[i];

		if (e->callee == fi &&
		    (rep->fns[e->caller].attrs & INLINT_ATTR_NO_INSTRUMENT))
			return &rep->fns[e->caller];
	}
	return NULL;
}

/* Why correctness needs an __always_inline on the function (noinstr,
 * sanitizer helpers, __builtin_constant_p, asm immediates), in apply's words
 * (required_why.h) written into buf; or NULL. */
static const char *why_required(const struct ctx *x, char *buf, size_t n)
{
	const struct inlint_report_fn *caller;

	if (x->f->attrs & INLINT_ATTR_CONSTANT_P)
		return INLINT_WHY_CONSTANT_P;
	if (x->f->attrs & INLINT_ATTR_ASM_IMMEDIATE)
		return INLINT_WHY_ASM_IMMEDIATE;
	if (x->f->attrs & INLINT_ATTR_NO_INSTRUMENT)
		return INLINT_WHY_NO_INSTRUMENT;
	caller = noinstr_caller(x);
	if (caller) {
		snprintf(buf, n, INLINT_WHY_NOINSTR_CALLER, caller->name);
		return buf;
	}
	if (!has_rec(x, INLINT_REASON_ALWAYS_INLINE_REQUIRED))
		return NULL;
	snprintf(buf, n, "inlint's records mark it %s",
		 inlint_reason_name(INLINT_REASON_ALWAYS_INLINE_REQUIRED));
	return buf;
}

/* why_required, the finding resting on the reason it names. */
static const char *required(struct ctx *x, char *buf, size_t n)
{
	const char *why = why_required(x, buf, n);

	if (why)
		x->out->reason = inlint_reason_name(
			INLINT_REASON_ALWAYS_INLINE_REQUIRED);
	return why;
}

/* "x86_64, clang 22" from the triple and the compiler's identification,
 * the level most records share (", -O3") and ", AutoFDO" when the records
 * had a profile. */
static void platform(const struct inlint_report *rep, char *buf, size_t n)
{
	const char *t = rep->target ? rep->target : "?";
	const char *profile = inlint_build_profile(rep->profile_format);
	char cc[64];

	snprintf(buf, n, "%.*s", (int)strcspn(t, "-"), t);
	if (rep->compiler &&
	    inlint_build_compiler(rep->compiler, ' ', cc, sizeof(cc)))
		snprintf(buf + strlen(buf), n - strlen(buf), ", %s", cc);
	if (rep->level)
		snprintf(buf + strlen(buf), n - strlen(buf), ", %s",
			 rep->level);
	if (profile)
		snprintf(buf + strlen(buf), n - strlen(buf), ", %s", profile);
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

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* "already inlined into ..." or "already out of line at ...": what the
 * records show an annotation that changes nothing would ask for. */
static void already(const struct ctx *x, char *buf, size_t n)
{
	const struct inlint_report_fn *f = x->f;
	char where[600];

	buf[0] = '\0';
	if (x->c->annot &
	    (INLINT_ANNOT_NOINLINE | INLINT_ANNOT_NOINLINE_FOR_STACK)) {
		if (f->call_sites && f->kept == f->call_sites)
			snprintf(buf, n,
				 "already out of line at %s%zu call site%s",
				 f->call_sites == 1 ? "its " : "all ",
				 f->call_sites, plural(f->call_sites));
	} else if ((f->call_sites && inlint_estimate_inlined_everywhere(f)) ||
		   inlint_estimate_linked_everywhere(f)) {
		where_inlined(f, where, sizeof(where));
		snprintf(buf, n, "already inlined %s", where);
	}
}

/* The estimate says redundant: the reason the records see. */
static void redundant(struct ctx *x, enum inlint_estimate_cause cause)
{
	size_t others = inlint_estimate_other_files(x->rep, x->f);
	char was[700];

	/* Structural: so in every build. */
	x->platform = cause != INLINT_ESTIMATE_NEVER &&
		      cause != INLINT_ESTIMATE_NO_CALL;
	if (cause == INLINT_ESTIMATE_NEVER) {
		x->out->reason =
			inlint_reason_name(INLINT_REASON_CANNOT_INLINE);
		say(x, INLINT_VERDICT_REDUNDANT,
		    "%s is %s, LLVM never inlines it", x->f->name,
		    inlint_estimate_never(x->f));
	} else if (cause == INLINT_ESTIMATE_NO_CALL && others) {
		say(x, INLINT_VERDICT_REDUNDANT,
		    "%s is extern and only called from %zu other file%s: no "
		    "effect on them without LTO",
		    x->f->name, others, plural(others));
	} else if (cause == INLINT_ESTIMATE_NO_CALL) {
		say(x, INLINT_VERDICT_REDUNDANT, "no record has a call of %s",
		    x->f->name);
	} else {
		if (x->c->annot == INLINT_ANNOT_ALWAYS_INLINE)
			x->out->reason = inlint_reason_name(
				INLINT_REASON_REDUNDANT_ALWAYS_INLINE);
		already(x, was, sizeof(was));
		say(x, INLINT_VERDICT_REDUNDANT, "%s", was);
	}
}

static void add_always_inline(struct ctx *x)
{
	struct inlint_estimate e;
	char buf[256], into[256];
	const char *why = required(x, buf, sizeof(buf));

	if (why) {
		say(x, INLINT_VERDICT_REQUIRED, "%s", why);
		return;
	}
	e = inlint_estimate_adding(x->rep, x->f, INLINT_ATTR_ALWAYS_INLINE);
	if (e.verdict == INLINT_VERDICT_REDUNDANT) {
		redundant(x, e.cause);
		return;
	}
	if (x->f->at_link.n) {
		inlint_name_list_format(&x->f->at_link, into, sizeof(into));
		say(x, INLINT_VERDICT_LOAD_BEARING,
		    "inlined into %s at link time, its body kept out of line "
		    "too",
		    into);
		return;
	}
	if (has_rec(x, INLINT_REASON_KEPT_OUT_OF_LINE))
		advised(x, INLINT_REASON_KEPT_OUT_OF_LINE, "asks for it");
	say(x, INLINT_VERDICT_LOAD_BEARING,
	    "out of line today (%zu call site%s, %s)%s", x->f->call_sites,
	    plural(x->f->call_sites), hottest(x->f), x->advice);
	add_compiler_reason(x);
}

/* A hint: the records tell that it changes nothing where a forced inline
 * would change nothing, and otherwise not what LLVM makes of it. */
static void add_inline(struct ctx *x)
{
	struct inlint_estimate e =
		inlint_estimate_adding(x->rep, x->f, INLINT_ATTR_ALWAYS_INLINE);

	if (e.verdict == INLINT_VERDICT_REDUNDANT) {
		redundant(x, e.cause);
		return;
	}
	say(x, INLINT_VERDICT_UNKNOWN,
	    "out of line today (%zu call site%s, %s); `inline` is only a "
	    "hint",
	    x->f->call_sites, plural(x->f->call_sites), hottest(x->f));
	add_compiler_reason(x);
}

/* The hottest call per entry of its caller, on average over the calls. */
static double per_call(const struct inlint_report_fn *f)
{
	return f->call_sites ? f->frequency / (double)f->call_sites : 0;
}

/* The threshold of the build most records share, in f's own code, which
 * a TU built for size shares: 225 at -O2, 250 at -O3. */
static int build_threshold(const struct ctx *x)
{
	return inlint_inliner_threshold(&x->rep->inliner,
					x->f->attrs & INLINT_ATTR_OPT_SIZE,
					x->f->attrs & INLINT_ATTR_MIN_SIZE);
}

/* "Tiny" as the records' rules have it (pass/rules/advice.c): within the
 * cold call-site threshold, 45 at -O2, so inlined even where a call is
 * cold. */
static unsigned tiny_insns(const struct ctx *x)
{
	return inlint_inliner_insns(
		inlint_inliner_cold(&x->rep->inliner, build_threshold(x)));
}

/* A noinline that the records' rules speak of: inlint's cold-slow-path
 * advice asks for it; in a loop, on a body about the size of a call that
 * LLVM could inline, it costs a call each time. */
static void noinline_advice(struct ctx *x, const char *callers)
{
	bool for_stack = x->c->annot == INLINT_ANNOT_NOINLINE_FOR_STACK;

	if (has_rec(x, INLINT_REASON_COLD_SLOW_PATH)) {
		advised(x, INLINT_REASON_COLD_SLOW_PATH,
			"asks for it, in case a profile makes the call hot and "
			"inlines the slow path");
	} else if (x->f->size <= tiny_insns(x) &&
		   per_call(x->f) >= LOOP_FREQUENCY &&
		   !inlint_estimate_never(x->f)) {
		x->out->reason =
			inlint_reason_name(INLINT_REASON_NOINLINE_IN_HOT_LOOP);
		x->harmful = !for_stack;
		snprintf(x->advice, sizeof(x->advice),
			 "; %u IR instructions called %.1fx per entry of %s "
			 "(in a loop): the call costs about as much as the "
			 "body",
			 x->f->size, per_call(x->f), callers);
	}
}

static void add_noinline(struct ctx *x)
{
	const struct inlint_report_fn *f = x->f;
	struct inlint_estimate e;
	char callers[512], into[512], buf[256];
	const char *why = f->attrs & INLINT_ATTR_ALWAYS_INLINE
				  ? required(x, buf, sizeof(buf))
				  : NULL;

	inlint_name_list_format(&f->callers, callers, sizeof(callers));
	if (why) {
		x->harmful = true;
		x->spelling = "__always_inline";
		say(x, INLINT_VERDICT_REQUIRED, "%s: `%s` contradicts it", why,
		    x->c->spelling);
		return;
	}
	noinline_advice(x, callers);
	e = inlint_estimate_adding(x->rep, f, INLINT_ATTR_NOINLINE);
	if (e.verdict == INLINT_VERDICT_REDUNDANT) {
		redundant(x, e.cause);
		append(x, "%s", x->advice);
		add_compiler_reason(x);
		return;
	}
	/* Where the copies are: a caller that is inlined itself holds none
	 * (jemalloc's imalloc_fastpath, in malloc). */
	inlint_name_list_format(&f->inlined_into, into, sizeof(into));
	if (!into[0])
		snprintf(into, sizeof(into), "%s",
			 callers[0] ? callers : "its callers");
	say(x, INLINT_VERDICT_LOAD_BEARING, "inlined today into %s%s", into,
	    x->advice);
}

/* __cold moves the function out of the hot path and makes its calls
 * cold: where they are hot, their callers change. */
static void add_cold(struct ctx *x)
{
	const struct inlint_report_fn *f = x->f;

	if (f->hot) {
		x->harmful = true;
		say(x, INLINT_VERDICT_LOAD_BEARING,
		    "%zu call site%s of %s are hot, and its callers will "
		    "treat them as unlikely",
		    f->hot, plural(f->hot), f->name);
	} else {
		say(x, INLINT_VERDICT_UNKNOWN,
		    "%zu call site%s, %zu cold today; it makes every one cold "
		    "(inline threshold %d, no single-caller bonus)",
		    f->call_sites, plural(f->call_sites), f->cold,
		    inlint_inliner_cold(&x->rep->inliner, build_threshold(x)));
	}
}

/* Removing a forcing annotation: the records show the forced outcome, not
 * what LLVM does without it, unless no call could change. */
static bool removal_changes_nothing(struct ctx *x)
{
	struct inlint_estimate e;

	if (x->c->annot & (INLINT_ANNOT_INLINE | INLINT_ANNOT_COLD))
		return false;
	e = inlint_estimate_adding(x->rep, x->f,
				   x->c->annot == INLINT_ANNOT_ALWAYS_INLINE
					   ? INLINT_ATTR_ALWAYS_INLINE
					   : INLINT_ATTR_NOINLINE);
	if (e.cause != INLINT_ESTIMATE_NEVER &&
	    e.cause != INLINT_ESTIMATE_NO_CALL)
		return false;
	redundant(x, e.cause);
	return true;
}

static void remove_always_inline(struct ctx *x)
{
	char buf[256];
	const char *why = required(x, buf, sizeof(buf));

	if (why) {
		say(x, INLINT_VERDICT_REQUIRED, "%s: do not remove it", why);
		return;
	}
	if (removal_changes_nothing(x))
		return;
	if (has_rec(x, INLINT_REASON_REDUNDANT_ALWAYS_INLINE))
		advised(x, INLINT_REASON_REDUNDANT_ALWAYS_INLINE,
			"asks to remove it");
	else if (has_rec(x, INLINT_REASON_FORCED_INLINE_BLOAT))
		advised(x, INLINT_REASON_FORCED_INLINE_BLOAT,
			"asks to remove it");
	say(x, INLINT_VERDICT_UNKNOWN,
	    "forced inline at %zu call site%s today; what LLVM does without "
	    "it is not in the records%s",
	    x->f->call_sites, plural(x->f->call_sites), x->advice);
}

static void remove_noinline(struct ctx *x)
{
	char callers[512], what[640];

	inlint_name_list_format(&x->f->callers, callers, sizeof(callers));
	if (removal_changes_nothing(x))
		return;
	if (has_rec(x, INLINT_REASON_COLD_SLOW_PATH)) {
		x->harmful = true;
		snprintf(what, sizeof(what),
			 "keeps it: a profile that makes the call hot inlines "
			 "the slow path into %s",
			 callers);
		advised(x, INLINT_REASON_COLD_SLOW_PATH, what);
	} else if (has_rec(x, INLINT_REASON_NOINLINE_IN_HOT_LOOP)) {
		advised(x, INLINT_REASON_NOINLINE_IN_HOT_LOOP,
			"asks to remove it");
	}
	say(x, INLINT_VERDICT_UNKNOWN,
	    "out of line today (%zu call site%s); whether LLVM inlines it "
	    "without `%s` is not in the records%s",
	    x->f->call_sites, plural(x->f->call_sites), x->c->spelling,
	    x->advice);
}

static void remove_hint(struct ctx *x)
{
	say(x, INLINT_VERDICT_UNKNOWN, "%s today, %zu call site%s",
	    inlint_outcome_name(inlint_report_fn_outcome(x->f)),
	    x->f->call_sites, plural(x->f->call_sites));
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

/* lint -p: what was measured decides the verdict, except required, which
 * is about correctness and gets the measurement added. */
static void measured(struct ctx *x, const struct inlint_exact_effect *m)
{
	char plat[INLINT_BUILD_WORDS_MAX], was[700] = "";
	enum inlint_verdict v = m->changed ? INLINT_VERDICT_LOAD_BEARING
					   : INLINT_VERDICT_REDUNDANT;

	platform(x->rep, plat, sizeof(plat));
	x->out->evidence = INLINT_EVIDENCE_MEASURED;
	x->harmful |= m->breaks_build;
	if (x->out->verdict == INLINT_VERDICT_REQUIRED) {
		append(x, "; measured: %s (%s)", m->text, plat);
		return;
	}
	if (v == INLINT_VERDICT_REDUNDANT && x->c->added)
		already(x, was, sizeof(was));
	say(x, v, "%s%s%s%s (%s, measured)", x->c->added ? "" : "removing it ",
	    m->text, was[0] ? "; " : "", was, plat);
	append(x, "%s", x->advice);
}

/* Where the records cannot measure: what would. __cold and a removed
 * inline are no decision, lint -p cannot apply them; and the what-if
 * engine rebuilds compiles, not the LTO link a fact read at link time
 * comes from. */
static void label_estimate(struct ctx *x, bool exact)
{
	bool hint = x->c->annot == INLINT_ANNOT_COLD ||
		    (x->c->annot == INLINT_ANNOT_INLINE && !x->c->added);
	char plat[INLINT_BUILD_WORDS_MAX] = "";

	if (x->out->verdict == INLINT_VERDICT_REQUIRED)
		return;
	if (x->platform) {
		platform(x->rep, plat, sizeof(plat));
		strcat(plat, ", ");
	}
	if (hint && exact)
		append(x,
		       " (%sestimate: `%s` is a hint that lint -p cannot "
		       "apply)",
		       plat, x->c->spelling);
	else if (hint || exact)
		append(x, " (%sestimate)", plat);
	else if (x->f && x->f->at_link.n)
		append(x,
		       " (%sestimate; lint -p rebuilds compiles, not an LTO "
		       "link)",
		       plat);
	else
		append(x, " (%sestimate; lint -p measures it)", plat);
}

/* The TU's view says the __always_inline is required (required_why.h):
 * its words without the "__always_inline is required: " that the finding
 * says already, and the measurement added, as the records' required. */
static void measured_required(struct ctx *x,
			      const struct inlint_exact_effect *m)
{
	const char *why = inlint_why_reason(m->required);

	x->out->reason =
		inlint_reason_name(INLINT_REASON_ALWAYS_INLINE_REQUIRED);
	say(x, INLINT_VERDICT_REQUIRED,
	    "%s%s; measured: %s (%s, measured from objects)", why,
	    x->c->added ? "" : ": do not remove it", m->text, m->built_by);
}

/* Measured from objects, a change the compile would fail on was not
 * measured: a noinline contradicts an __always_inline that is required,
 * as apply says on clang; any other is unknown, and a warning. */
static void measured_refused(struct ctx *x, const struct inlint_exact_effect *m)
{
	static const char prefix[] = INLINT_WHY_ALWAYS_INLINE;

	x->harmful = true;
	if (strncmp(m->refused, prefix, sizeof(prefix) - 1)) {
		say(x, INLINT_VERDICT_UNKNOWN,
		    "not measured: the compile would fail: %s (%s, "
		    "measured from objects)",
		    m->refused, m->built_by);
		return;
	}
	x->spelling = "__always_inline";
	x->out->reason =
		inlint_reason_name(INLINT_REASON_ALWAYS_INLINE_REQUIRED);
	say(x, INLINT_VERDICT_REQUIRED,
	    "%s: `%s` contradicts it; measured: %s (%s, measured from "
	    "objects)",
	    inlint_why_reason(m->refused), x->c->spelling, m->text,
	    m->built_by);
}

/* Measured from objects, there is no record to judge by: the
 * measurement alone decides, but for what correctness needs. */
static void measured_only(struct ctx *x, const struct inlint_exact_effect *m)
{
	enum inlint_verdict v = m->changed ? INLINT_VERDICT_LOAD_BEARING
					   : INLINT_VERDICT_REDUNDANT;

	x->out->evidence = INLINT_EVIDENCE_MEASURED;
	x->harmful |= m->breaks_build;
	if (x->c->annot == INLINT_ANNOT_ALWAYS_INLINE && m->required[0]) {
		measured_required(x, m);
		return;
	}
	if (m->refused[0] && x->c->added) {
		measured_refused(x, m);
		return;
	}
	say(x, v, "%s%s (%s, measured from objects)",
	    x->c->added ? "" : "removing it ", m->text,
	    m->built_by[0] ? m->built_by : "?");
}

static void not_found(struct ctx *x, const struct inlint_exact_effect *m)
{
	if (m)
		say(x, INLINT_VERDICT_UNKNOWN,
		    "%s is defined in no compile of the compile database",
		    x->c->function);
	else
		say(x, INLINT_VERDICT_UNKNOWN,
		    "%s is not in any record: was its file built with the "
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
	else
		label_estimate(x, m != NULL);
}

void inlint_finding_set_fix(struct inlint_finding *f,
			    const struct inlint_annot_change *c)
{
	if (f->verdict != INLINT_VERDICT_REDUNDANT || !c->added ||
	    !c->cut_len || strstr(c->spelling, "__attribute"))
		return;
	f->fix_col = c->cut_col;
	f->fix_len = c->cut_len;
}

void inlint_judge(struct inlint_report *rep,
		  const struct inlint_annot_change *c,
		  const struct inlint_exact_effect *m,
		  struct inlint_finding *out)
{
	struct ctx x = {rep, c, NULL, out, c->spelling, false, true, "", ""};

	memset(out, 0, sizeof(*out));
	out->file = c->file;
	out->line = c->line;
	out->col = c->col;
	out->evidence = INLINT_EVIDENCE_ESTIMATE;
	x.f = inlint_report_find_fn(rep, c->function, c->file);
	if (m && m->measured && m->built_by[0])
		measured_only(&x, m);
	else if (m && m->objects && x.f)
		say(&x, INLINT_VERDICT_UNKNOWN,
		    "`%s` is a hint that lint -p cannot apply, and measured "
		    "from objects no record shows what the compiler did",
		    c->spelling);
	else if (!x.f)
		not_found(&x, m);
	else
		judge_known(&x, m);
	inlint_finding_set_fix(out, c);
	/* A patch can add millions of annotations: each message takes its
	 * own length, not the buffer's. */
	out->message = inlint_strdup(x.msg);
}

void inlint_finding_release(struct inlint_finding *f)
{
	free(f->message);
	f->message = NULL;
	for (size_t i = 0; i < f->n_rows; i++)
		free(f->rows[i].text);
	free(f->rows);
	f->rows = NULL;
	f->n_rows = 0;
}
