/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* advice.c - the rules: facts of the model in, recommendations out, each
 * with an action, a stable reason code, the numbers behind it and a
 * confidence. Thresholds are LLVM's own where the rule mirrors LLVM. */
#include "advice.h"
#include "paths.h"
#include "reasons.h"
#include "required_why.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -inline-last-call-to-static-bonus: a static function's only call. */
#define LLVM_LAST_CALL_TO_STATIC_BONUS 15000

/* Rule 1: "few" call sites: zsmalloc's obj_malloc has three; each more
 * call site is one more copy. */
#define INLINT_FEW_CALL_SITES 4
/* Rule 4: forcing a body as large as rule 1's "small" into this many call
 * sites. */
#define INLINT_MANY_CALL_SITES (INLINT_FEW_CALL_SITES + 1)
/* Constant-argument templates: a call whose constants kill at least this
 * many branch targets in the callee, which guard at least one part in this
 * many of its instructions, folds a real part of it away; a branch that
 * skips a few instructions is not why a large body should be copied
 * (net/core's __netif_receive_skb_core and its pfmemalloc flag). */
#define INLINT_MIN_PRUNED     2
#define INLINT_MIN_FOLD_PARTS 40

/* Rule 4: a call site that runs at least twice per entry of its caller
 * sits in a loop. */
#define INLINT_LOOP_REL_FREQ 2.0
/* A slow path is "rare" when at most one entry of its caller in twenty
 * takes it: not cold to a profile's counts, yet the fast path around it
 * pays for its frame on every entry. */
#define INLINT_RARE_REL_FREQ 0.05

/* What the rules need to know about a function's incoming call sites. */
struct sites {
	size_t n, cold, kept, cold_kept, inlined;
	size_t hinted_cold;			/* cold, and not guessed_cold */
	double frequency;			/* the sum over all sites */
	unsigned long long count;		/* the same, with a profile */
	const struct inlint_call_site *hottest; /* any site */
	const struct inlint_call_site *hottest_kept; /* warm(), see below */
	/* Calls outside cold code, kept or not, and the fewest branch
	 * targets any of them kills, in the callee and through it. */
	size_t live;
	unsigned least_pruned, least_through;
	/* The fewest instructions those killed through it guard. */
	unsigned least_through_insns;
	const struct inlint_call_site *hottest_live;
	/* The build's threshold at the strictest caller, once n > 0. */
	int least_threshold;
};

static bool is_static(const struct inlint_function *f);
static bool advised(const struct inlint_model *m, size_t fi,
		    enum inlint_action action);

static bool from_body(const struct inlint_function *f)
{
	return f->callee_size && f->callee_size_from &&
	       strcmp(f->callee_size_from, "out-of-line body") == 0;
}

/* The size a rule compares with LLVM's thresholds: the callee as its
 * callers see it, after its own callees were inlined, which is its
 * out-of-line body where one is left. A largest inlined copy is not: the
 * caller's unrolling and vectorising multiply it, and its folding shrinks
 * it, after the inliner looked. Else the size before inlining. */
static unsigned cost_size(const struct inlint_function *f)
{
	return from_body(f) ? f->callee_size : f->size;
}

/* LLVM's threshold for calls in code of these attributes, before the
 * callee's hint and the call's hotness: the build's, which the rules'
 * sizes follow (225 at -O2 is about 45 IR instructions). */
static int threshold_in(const struct inlint_model *m, unsigned caller_attrs)
{
	return inlint_inliner_threshold(&m->inliner,
					caller_attrs & INLINT_ATTR_OPT_SIZE,
					caller_attrs & INLINT_ATTR_MIN_SIZE);
}

/* Why threshold_in() is not -O2's 225, in a build's words; "" if it is. */
static const char *threshold_why(const struct inlint_model *m,
				 unsigned caller_attrs)
{
	int t = threshold_in(m, caller_attrs);

	if (m->inliner.from_flag)
		return "-inline-threshold";
	if (t == INLINT_OPT_MIN_SIZE_THRESHOLD)
		return "minsize: -Oz";
	if (t == INLINT_OPT_SIZE_THRESHOLD)
		return "optsize: -Os";
	return t == INLINT_O3_THRESHOLD ? "-O3" : "";
}

/* The build's threshold at call cs, or, for NULL, in f's own code, which
 * a TU built for size shares. clang marks __cold functions optsize at any
 * level, so a call from cold code gets 50 at -O2 too. */
static int threshold_at(const struct inlint_model *m,
			const struct inlint_function *f,
			const struct inlint_call_site *cs)
{
	return threshold_in(m, cs ? m->functions[cs->caller].attrs : f->attrs);
}

static int cold_threshold(const struct inlint_model *m, int threshold)
{
	return inlint_inliner_cold(&m->inliner, threshold);
}

struct threshold_text {
	int value;
	char text[64];
};

/* The threshold LLVM gave call cs of a callee of callee_attrs, in words
 * that say why it is not 225: "325 (`inline`)". In minsize code neither
 * the hint nor the call's hotness counts, in optsize code no hot call. */
static struct threshold_text threshold_text(const struct inlint_model *m,
					    const struct inlint_call_site *cs,
					    unsigned callee_attrs)
{
	const struct inlint_inliner *in = &m->inliner;
	unsigned caller = m->functions[cs->caller].attrs;
	struct threshold_text t = {threshold_in(m, caller), ""};
	const char *why = threshold_why(m, caller);
	bool min_size = caller & INLINT_ATTR_MIN_SIZE;

	if (!min_size && cs->hotness == INLINT_HOTNESS_HOT &&
	    !(caller & INLINT_ATTR_OPT_SIZE) &&
	    (m->has_profile || in->locally_hot)) {
		t.value = m->has_profile ? in->hot_callsite : in->locally_hot;
		why = m->has_profile ? "hot call site"
				     : "locally hot call site";
	} else if (!min_size && (callee_attrs & INLINT_ATTR_INLINE_HINT) &&
		   in->hint > t.value) {
		t.value = in->hint;
		why = "`inline`";
	}
	snprintf(t.text, sizeof(t.text), *why ? "%d (%s)" : "%d", t.value, why);
	return t;
}

/* Rule 1: "small" is up to three times what the build's threshold admits
 * (zsmalloc's obj_malloc, 306 bytes of x86-64, is about 90 IR instructions
 * at -O2); past that, each forced copy costs more than the call it saves;
 * built for size, fewer instructions are worth a copy. */
static unsigned small_insns(int threshold)
{
	return 3 * inlint_inliner_insns(threshold);
}

/* Rule 2: a slow path is "large" when the threshold alone would reject it:
 * only the single-caller bonus could pull it in. */
static unsigned slow_path_insns(int threshold)
{
	return inlint_inliner_insns(threshold);
}

/* Rules 3, 4: "tiny" fits the cold call-site threshold, so LLVM inlines it
 * even at a cold site. */
static unsigned tiny_insns(const struct inlint_model *m, int threshold)
{
	return inlint_inliner_insns(cold_threshold(m, threshold));
}

struct size_text {
	char text[96];
};

/* cost_size() in words that say where it comes from. */
static struct size_text size_text(const struct inlint_function *f)
{
	struct size_text t;

	unsigned n = cost_size(f);
	const char *s = n == 1 ? "" : "s";

	if (from_body(f))
		snprintf(t.text, sizeof(t.text),
			 "its out-of-line copy is %u IR instruction%s", n, s);
	else
		snprintf(t.text, sizeof(t.text),
			 "about %u IR instruction%s before inlining "
			 "(estimate)",
			 n, s);
	return t;
}

/* Code its source calls seldom run, whatever a profile says: __cold,
 * __init, __exit and __ref code (the kernel's __init is __cold too). */
static bool cold_by_source(const struct inlint_function *f)
{
	return (f->attrs & INLINT_ATTR_COLD) || inlint_section_cold(f->section);
}

/* Code that runs seldom: cold by its source, or a static function only
 * ever called from sites cold by the source's hints or a profile (counts
 * from the first pass over the call sites). A switch's cases split evenly
 * are cold by a guess: zstd's noinline wrappers of one template, one per
 * case, are where its work runs. */
static bool slow_code(const struct inlint_function *f, const struct sites *s)
{
	return cold_by_source(f) ||
	       (is_static(f) && s->n && s->n == s->hinted_cold);
}

/* A call in slow code. Against the calls of its caller a profile's hot
 * count wins (the loop of a function called once), not against the
 * source. */
static bool in_slow_code(const struct inlint_model *m, const struct sites *all,
			 const struct inlint_call_site *cs)
{
	const struct inlint_function *caller = &m->functions[cs->caller];

	if (m->has_profile && cs->hotness == INLINT_HOTNESS_HOT &&
	    !cold_by_source(caller))
		return false;
	return slow_code(caller, &all[cs->caller]);
}

/* A call that would pay for forcing: kept, not cold, and not in slow code. */
static bool warm(const struct inlint_model *m, const struct sites *all,
		 const struct inlint_call_site *cs)
{
	return cs->kept && cs->hotness != INLINT_HOTNESS_COLD &&
	       !in_slow_code(m, all, cs);
}

/* A call outside cold code: the evidence of constant arguments, which
 * does not change when a decision inlines the call. */
static void live_add(struct sites *s, const struct inlint_call_site *cs)
{
	if (!s->live || cs->pruned < s->least_pruned)
		s->least_pruned = cs->pruned;
	if (!s->live || cs->pruned_through < s->least_through)
		s->least_through = cs->pruned_through;
	if (!s->live || cs->pruned_through_insns < s->least_through_insns)
		s->least_through_insns = cs->pruned_through_insns;
	if (!s->hottest_live || cs->frequency > s->hottest_live->frequency)
		s->hottest_live = cs;
	s->live++;
}

static void sites_add(struct sites *s, const struct inlint_call_site *cs,
		      bool is_warm)
{
	s->kept += cs->kept;
	s->inlined += cs->inlined;
	s->frequency += cs->frequency;
	s->count += cs->count;
	s->cold_kept += cs->kept && cs->hotness == INLINT_HOTNESS_COLD;
	if (!s->hottest || cs->frequency > s->hottest->frequency)
		s->hottest = cs;
	if (is_warm &&
	    (!s->hottest_kept || cs->frequency > s->hottest_kept->frequency))
		s->hottest_kept = cs;
}

static bool live(const struct inlint_model *m, const struct sites *all,
		 const struct inlint_call_site *cs)
{
	return cs->hotness != INLINT_HOTNESS_COLD && !in_slow_code(m, all, cs);
}

/* A call that hands its caller's parameters on into deciding ones: a
 * wrapper's link to its template, or to a further wrapper. */
static bool is_link(const struct inlint_call_site *cs)
{
	return cs->forwards && cs->caller != cs->callee && !cs->target_mismatch;
}

/* A call that forwards its caller's parameters passes on the constants
 * that every call of the caller brings: one wrapper further up
 * (XXH3_hashLong_64b_withSeed -> its _internal wrapper ->
 * XXH3_hashLong_64b_internal -> XXH3_hashLong_internal_loop). */
static void through_wrappers(const struct inlint_model *m, struct sites *all)
{
	size_t n = m->n_functions;
	unsigned (*up)[2] = inlint_xcalloc(n + 1, sizeof(*up));
	bool *seen = inlint_xcalloc(n + 1, sizeof(*seen));

	for (size_t i = 0; i < n; i++) {
		up[i][0] = all[i].live ? all[i].least_through : 0;
		up[i][1] = all[i].live ? all[i].least_through_insns : 0;
	}
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];
		struct sites *s = &all[cs->callee];
		unsigned through = cs->pruned_through;
		unsigned insns = cs->pruned_through_insns;

		if (!live(m, all, cs))
			continue;
		/* The constants every call of the caller brings, handed on. */
		if (cs->forwards && cs->caller != cs->callee) {
			if (up[cs->caller][0] > through)
				through = up[cs->caller][0];
			if (up[cs->caller][1] > insns)
				insns = up[cs->caller][1];
		}
		if (!seen[cs->callee] || through < s->least_through)
			s->least_through = through;
		if (!seen[cs->callee] || insns < s->least_through_insns)
			s->least_through_insns = insns;
		seen[cs->callee] = true;
	}
	free(up);
	free(seen);
}

/* Two passes over the call sites, so the rules stay linear in module
 * size. */
static struct sites *sites_of_all(const struct inlint_model *m)
{
	struct sites *all = inlint_xcalloc(m->n_functions + 1, sizeof(*all));

	for (size_t c = 0; c < m->n_call_sites; c++) {
		struct sites *s = &all[m->call_sites[c].callee];
		int t = threshold_in(
			m, m->functions[m->call_sites[c].caller].attrs);

		if (!s->n || t < s->least_threshold)
			s->least_threshold = t;
		s->n++;
		s->cold += m->call_sites[c].hotness == INLINT_HOTNESS_COLD;
		s->hinted_cold +=
			m->call_sites[c].hotness == INLINT_HOTNESS_COLD &&
			!m->call_sites[c].guessed_cold;
	}
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		sites_add(&all[cs->callee], cs, warm(m, all, cs));
		if (live(m, all, cs))
			live_add(&all[cs->callee], cs);
	}
	through_wrappers(m, all);
	return all;
}

/* What a recommendation of this reason rests on, in this TU. Hotness
 * and frequencies come from the profile's counts when there is one, else
 * from the static estimate; what LLVM does with a forced body's size is
 * estimated either way. Correctness and what LLVM cannot do rest on
 * neither. */
static const char *evidence_of(const struct inlint_model *m,
			       enum inlint_reason reason)
{
	switch (reason) {
	case INLINT_REASON_ALWAYS_INLINE_REQUIRED:
	case INLINT_REASON_CANNOT_INLINE:
	case INLINT_REASON_ADDRESS_TAKEN_ONLY:
		return NULL;
	case INLINT_REASON_REDUNDANT_ALWAYS_INLINE:
	case INLINT_REASON_FORCED_INLINE_BLOAT:
		return "static estimate";
	default:
		return m->has_profile ? "profile count" : "static estimate";
	}
}

/* Adds a recommendation of the reason's action, and returns it. The
 * message ends with the evidence it rests on. */
static struct inlint_recommendation *
advise(struct inlint_model *m, const struct inlint_function *f,
       enum inlint_reason reason, enum inlint_severity sev, double confidence,
       const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static struct inlint_recommendation *
advise(struct inlint_model *m, const struct inlint_function *f,
       enum inlint_reason reason, enum inlint_severity sev, double confidence,
       const char *fmt, ...)
{
	struct inlint_recommendation *r = inlint_model_add_recommendation(m);
	/* A chain's message with long kernel names passes 512 bytes. */
	char msg[1024];
	int n;
	va_list ap;

	const char *evidence = evidence_of(m, reason);

	n = snprintf(msg, sizeof(msg), "%s: ", f->name);
	va_start(ap, fmt);
	n += vsnprintf(msg + n, sizeof(msg) - (size_t)n, fmt, ap);
	va_end(ap);
	if (evidence && (size_t)n < sizeof(msg))
		snprintf(msg + n, sizeof(msg) - (size_t)n, " [%s]", evidence);
	r->function = inlint_strdup(f->name);
	r->file = inlint_strdup(f->file);
	r->line = f->line;
	r->action = inlint_reason_action(reason);
	r->reason = inlint_strdup(inlint_reason_name(reason));
	r->severity = sev;
	r->confidence = confidence;
	r->message = inlint_strdup(msg);
	r->evidence = evidence ? inlint_strdup(evidence) : NULL;
	return r;
}

static const char *caller_name(const struct inlint_model *m,
			       const struct inlint_call_site *cs)
{
	return m->functions[cs->caller].name;
}

static bool is_static(const struct inlint_function *f)
{
	return strcmp(f->linkage, "static") == 0;
}

const char *inlint_always_inline_required(const struct inlint_model *m,
					  size_t fi, char *buf, size_t len)
{
	const struct inlint_function *f = &m->functions[fi];

	if (f->attrs & INLINT_ATTR_CONSTANT_P)
		return INLINT_WHY_CONSTANT_P;
	if (f->attrs & INLINT_ATTR_ASM_IMMEDIATE)
		return INLINT_WHY_ASM_IMMEDIATE;
	if (f->attrs & INLINT_ATTR_ASSERTED)
		return INLINT_WHY_ASSERTED;
	if (f->attrs & INLINT_ATTR_NO_INSTRUMENT)
		return INLINT_WHY_NO_INSTRUMENT;
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];
		const struct inlint_function *caller =
			&m->functions[cs->caller];

		if (cs->callee != fi ||
		    !(caller->attrs & INLINT_ATTR_NO_INSTRUMENT))
			continue;
		snprintf(buf, len, INLINT_WHY_NOINSTR_CALLER, caller->name);
		return buf;
	}
	return NULL;
}

const char *inlint_never_inlinable(const struct inlint_function *f)
{
	if (f->recursive)
		return "recursive: LLVM does not inline a call that closes a "
		       "call cycle";
	if (f->variadic)
		return INLINT_NEVER_VARIADIC;
	if (f->attrs & INLINT_ATTR_OPTNONE)
		return "optnone: LLVM never inlines it";
	if (f->attrs & INLINT_ATTR_NAKED)
		return "naked: its body is bare asm, which clang keeps out of "
		       "line with noinline";
	if (f->attrs & INLINT_ATTR_INDIRECT_BRANCH)
		return "takes a label's address (a computed goto, or "
		       "_THIS_IP_ where it is &&label): LLVM does not inline "
		       "an indirect branch or a block address";
	if (f->attrs & INLINT_ATTR_CALLS_RETURNS_TWICE)
		return "calls a function that returns twice (setjmp, vfork): "
		       "LLVM does not inline such a call into a caller";
	return NULL;
}

const char *inlint_target_refusal(const struct inlint_model *m, size_t fi,
				  const char *caller, char *buf, size_t len)
{
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->callee != fi || !cs->target_mismatch ||
		    (caller && strcmp(caller_name(m, cs), caller) != 0))
			continue;
		snprintf(buf, len,
			 "needs target features or a CPU that its caller %s "
			 "(line %u) lacks: LLVM does not inline it there, and "
			 "clang rejects always_inline",
			 caller_name(m, cs), cs->line);
		return buf;
	}
	return NULL;
}

struct site_list {
	char text[256];
};

/* " caller:line (hotness, 1.00x)" for each call site kept out of line: the
 * rule only fires for a few sites, so the list stays short. */
static struct site_list kept_sites(const struct inlint_model *m, size_t fi)
{
	struct site_list l = {""};
	size_t used = 0;

	for (size_t c = 0; c < m->n_call_sites && used < sizeof(l.text); c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];
		int n;

		if (cs->callee != fi || !cs->kept)
			continue;
		n = snprintf(l.text + used, sizeof(l.text) - used,
			     "%s %s:%u (%s, %.2fx)", used ? "," : "",
			     caller_name(m, cs), cs->line,
			     inlint_hotness_name(cs->hotness), cs->frequency);
		used += n > 0 ? (size_t)n : 0;
	}
	return l;
}

/* The only call site is cold without a profile, and not cold with it. */
static bool flipped_hot(const struct inlint_model *m, const struct sites *s)
{
	return m->has_profile && s->n == 1 &&
	       s->hottest->static_hotness == INLINT_HOTNESS_COLD &&
	       s->hottest->hotness != INLINT_HOTNESS_COLD;
}

/* Turns the recommendation just made into one for a single call. */
static void at_call_site(struct inlint_model *m,
			 const struct inlint_call_site *cs)
{
	struct inlint_recommendation *r =
		&m->recommendations[m->n_recommendations - 1];

	r->caller = inlint_strdup(caller_name(m, cs));
	r->call_line = cs->line;
}

/* Whether LLVM decided call cs by cost-benefit, not by a threshold: a
 * hot call under an instrumented profile ("benefit over cost" or "cost
 * over benefit" in its inline remarks). */
static bool cost_benefit(const struct inlint_model *m,
			 const struct inlint_call_site *cs)
{
	return cs->hotness == INLINT_HOTNESS_HOT &&
	       inlint_model_profile_is(m, "InstrProf");
}

struct why_text {
	char text[192];
};

/* Why LLVM kept call cs of a callee of callee_attrs out of line, in the
 * terms it decided by. */
static struct why_text kept_why(const struct inlint_model *m,
				const struct inlint_call_site *cs,
				unsigned callee_attrs)
{
	struct why_text w;
	struct threshold_text t;

	if (cost_benefit(m, cs)) {
		snprintf(w.text, sizeof(w.text),
			 "under an instrumented profile LLVM weighs a hot call "
			 "by the cycles inlining saves against the copy's "
			 "size, not by a threshold (\"cost over benefit\")");
		return w;
	}
	t = threshold_text(m, cs, callee_attrs);
	snprintf(w.text, sizeof(w.text),
		 "LLVM's threshold %s admits about %u instructions", t.text,
		 inlint_inliner_insns(t.value));
	return w;
}

/* Rule 1 with a profile that makes some calls hot and others cold: force
 * the hot calls only, not a copy into every cold path. */
static bool rule_hot_call_sites(struct inlint_model *m,
				const struct inlint_function *f,
				const struct sites *s)
{
	size_t fi = (size_t)(f - m->functions);

	if (!m->has_profile || !s->cold_kept ||
	    s->hottest_kept->hotness != INLINT_HOTNESS_HOT)
		return false;
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->callee != fi || !cs->kept ||
		    cs->hotness != INLINT_HOTNESS_HOT)
			continue;
		advise(m, f, INLINT_REASON_HOT_CALL_SITE, INLINT_SEVERITY_NOTE,
		       0.8,
		       "%s, kept out of line at a hot call "
		       "%s:%u (profile count %llu, hot from %llu) and at %zu "
		       "cold one%s; %s — force this call only (call-site "
		       "always_inline), not a copy into every cold path",
		       size_text(f).text, caller_name(m, cs), cs->line,
		       cs->count, m->hot_count, s->cold_kept,
		       s->cold_kept == 1 ? "" : "s",
		       kept_why(m, cs, f->attrs).text);
		at_call_site(m, cs);
	}
	return true;
}

/* A call of fi (kept out of line, with kept) whose caller differs from fi
 * in an attribute LLVM wants the same, or NULL: LLVM inlines it only when
 * forced. */
static const struct inlint_call_site *
conflict_site(const struct inlint_model *m, size_t fi, bool kept)
{
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->callee == fi && cs->attr_conflict &&
		    (cs->kept || !kept))
			return cs;
	}
	return NULL;
}

/* Rules 1 and 5: a small static helper kept out of line at a call site
 * that is not cold. */
static void rule_kept_out_of_line(struct inlint_model *m,
				  const struct inlint_function *f,
				  const struct sites *s)
{
	const struct inlint_call_site *k = s->hottest_kept, *conflict;
	char buf[256];
	const char *never;

	if (!is_static(f) || !k || s->n > INLINT_FEW_CALL_SITES ||
	    cost_size(f) > small_insns(threshold_at(m, f, k)) ||
	    flipped_hot(m, s) ||
	    (f->attrs & (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE)))
		return;
	/* After the checks above: it scans every call site of the TU. */
	never = inlint_never_inlinable(f);
	if (!never)
		never = inlint_target_refusal(m, (size_t)(f - m->functions),
					      NULL, buf, sizeof(buf));
	if (never) {
		advise(m, f, INLINT_REASON_CANNOT_INLINE, INLINT_SEVERITY_NOTE,
		       0.9,
		       "%s, so __always_inline would not help; the call at "
		       "%s:%u (%s, %.2fx entry) stays",
		       never, caller_name(m, k), k->line,
		       inlint_hotness_name(k->hotness), k->frequency);
		return;
	}
	if (rule_hot_call_sites(m, f, s))
		return;
	conflict = conflict_site(m, k->callee, true);
	if (conflict) {
		advise(m, f, INLINT_REASON_KEPT_OUT_OF_LINE,
		       INLINT_SEVERITY_NOTE, 0.9,
		       "%s, %zu call site%s, kept out of line at %zu of "
		       "them:%s; at %s:%u the callee and the code the call "
		       "runs in (its caller, or a function that caller is "
		       "forced into) differ in the %s attribute, and LLVM "
		       "inlines across that only when forced, at any size "
		       "(conflicting attributes) — "
		       "__always_inline removes each call for a copy of that "
		       "size",
		       size_text(f).text, s->n, s->n == 1 ? "" : "s", s->kept,
		       kept_sites(m, k->callee).text, caller_name(m, conflict),
		       conflict->line, conflict->attr_conflict);
		return;
	}
	/* Surer when the kept call runs at least once per caller entry. */
	advise(m, f, INLINT_REASON_KEPT_OUT_OF_LINE, INLINT_SEVERITY_NOTE,
	       k->hotness == INLINT_HOTNESS_HOT ? 0.9
	       : k->frequency >= 1.0		? 0.7
						: 0.5,
	       "%s, %zu call site%s, kept out of line at %zu of them:%s; "
	       "%s — __always_inline removes each call for a copy of that "
	       "size",
	       size_text(f).text, s->n, s->n == 1 ? "" : "s", s->kept,
	       kept_sites(m, k->callee).text, kept_why(m, k, f->attrs).text);
}

struct cold_text {
	char text[96];
};

/* Why a call is cold, in the terms of its evidence: a profile's counts
 * (where a frequency relative to the caller's entry can exceed 1 and
 * still be cold), or the static estimate's frequency. */
static struct cold_text cold_text(const struct inlint_model *m,
				  const struct inlint_call_site *cs)
{
	struct cold_text t;

	if (m->has_profile)
		snprintf(t.text, sizeof(t.text),
			 "cold by profile count %llu (caller's entry count "
			 "%llu)",
			 cs->count, m->functions[cs->caller].entry_count);
	else
		snprintf(t.text, sizeof(t.text), "cold (%.4fx entry)",
			 cs->frequency);
	return t;
}

/* Rule 2: a large static slow path whose only call site is cold by the
 * source's hints (likely, a __cold callee, a noreturn path) or a profile:
 * cold by LLVM's compare guesses alone, after a chain of error checks, it
 * is the work itself. Not in a caller cold by its source: no fast path
 * there to keep lean, and its static estimate is noise (a block calling
 * another __init function counts as cold, so the error path comes out
 * likelier than the work). */
static void rule_cold_slow_path(struct inlint_model *m,
				const struct inlint_function *f,
				const struct sites *s)
{
	const struct inlint_call_site *cs = s->hottest;
	bool out = f->outcome == INLINT_OUTCOME_OUT_OF_LINE ||
		   f->outcome == INLINT_OUTCOME_PARTIAL;
	bool minsize;
	char why[192];

	if (!is_static(f) || s->n != 1 || s->hinted_cold != 1 ||
	    cost_size(f) < slow_path_insns(threshold_at(m, f, cs)) ||
	    (f->attrs & (INLINT_ATTR_NOINLINE | INLINT_ATTR_ALWAYS_INLINE)) ||
	    cold_by_source(&m->functions[cs->caller]))
		return;
	minsize = m->functions[cs->caller].attrs & INLINT_ATTR_MIN_SIZE;
	if (minsize)
		snprintf(
			why, sizeof(why),
			"in minsize code (-Oz) LLVM has no cold-site threshold "
			"and keeps the single-caller bonus (%d), which inlines "
			"a slow path of any size",
			LLVM_LAST_CALL_TO_STATIC_BONUS);
	else
		snprintf(why, sizeof(why),
			 "at a cold site LLVM uses threshold %d and drops the "
			 "single-caller bonus (%d), but a profile that makes "
			 "the site hot restores the bonus and inlines it",
			 cold_threshold(m, threshold_at(m, f, cs)),
			 LLVM_LAST_CALL_TO_STATIC_BONUS);
	/* Built for speed, surer where the build keeps it out of line
	 * already; for minimum size, where the bonus inlined it. */
	advise(m, f, INLINT_REASON_COLD_SLOW_PATH, INLINT_SEVERITY_NOTE,
	       out != minsize ? 0.8 : 0.7,
	       "%s, single call site %s:%u is %s; %s: %s — noinline pins the "
	       "slow path out of line",
	       size_text(f).text, caller_name(m, cs), cs->line,
	       cold_text(m, cs).text,
	       out ? "out of line in this build already"
		   : "inlined in this build",
	       why);
}

/* A single-caller static whose call the profile makes hot though the
 * static estimate says cold (AutoFDO pulling a slow path into the fast
 * path), or the reverse. */
static void rule_profile_flip(struct inlint_model *m,
			      const struct inlint_function *f,
			      const struct sites *s)
{
	const struct inlint_call_site *cs = s->hottest;
	bool inlined = f->outcome == INLINT_OUTCOME_INLINED ||
		       f->outcome == INLINT_OUTCOME_PARTIAL;
	bool pinned = f->attrs & INLINT_ATTR_NOINLINE;
	struct inlint_recommendation *r;
	char why[128];
	bool to_hot;

	if (!m->has_profile || !is_static(f) || s->n != 1 ||
	    (f->attrs & INLINT_ATTR_ALWAYS_INLINE) ||
	    (cs->static_hotness == INLINT_HOTNESS_COLD) ==
		    (cs->hotness == INLINT_HOTNESS_COLD))
		return;
	to_hot = flipped_hot(m, s);
	/* Cold under the profile, a large slow path is rule 2's. */
	if (!to_hot && cost_size(f) >= slow_path_insns(threshold_at(m, f, cs)))
		return;
	if (!to_hot) {
		advise(m, f, INLINT_REASON_PROFILE_FLIP_COLD,
		       INLINT_SEVERITY_NOTE, 0.6,
		       "single call site %s:%u is %s without a profile "
		       "(%.2fx entry) but cold in this profile (count %llu, "
		       "cold up to %llu): LLVM now uses the cold threshold %d "
		       "there; %s under this profile",
		       caller_name(m, cs), cs->line,
		       inlint_hotness_name(cs->static_hotness),
		       cs->static_frequency, cs->count, m->cold_count,
		       cold_threshold(m, threshold_at(m, f, cs)),
		       inlined ? "still inlined" : "out of line");
		return;
	}
	if (cs->profile_inlined)
		snprintf(why, sizeof(why),
			 "hot in this profile, whose loader inlined it there "
			 "before any other inliner ran");
	else
		snprintf(why, sizeof(why),
			 "%s in this profile (count %llu, hot from %llu)",
			 inlint_hotness_name(cs->hotness), cs->count,
			 m->hot_count);
	/* Pinned, the advice is the noinline it has: information, never a
	 * none that would unpin it (zsmalloc's alloc_zspage under AutoFDO). */
	r = advise(m, f, INLINT_REASON_PROFILE_FLIP_HOT,
		   pinned ? INLINT_SEVERITY_NOTE : INLINT_SEVERITY_WARNING, 0.7,
		   "%s, single call site %s:%u is cold without a profile "
		   "(%.4fx entry) but %s: %s%s",
		   size_text(f).text, caller_name(m, cs), cs->line,
		   cs->static_frequency, why,
		   pinned    ? "its noinline keeps it out of line under this "
			       "profile too"
		   : inlined ? "inlined under this profile"
			     : "still out of line under this profile",
		   pinned ? ""
			  : "; out of line without it; pin with noinline if "
			    "the profile is not representative");
	/* Only a slow path is worth a noinline. */
	if (!pinned && cost_size(f) < slow_path_insns(threshold_at(m, f, cs)))
		r->action = INLINT_ACTION_NONE;
}

/* A large callee that the profile inlines at calls its hot caller takes
 * rarely: counted hot, a call gets LLVM's hot threshold, and the fast
 * path then saves registers and sets up a frame for the slow path on
 * every entry (jemalloc's free_default in free: taken on 2.3% of its
 * calls; pinned, the run takes 4.7% fewer instructions). Static or not:
 * one caller in this TU; malloc_default's four calls are all in
 * imalloc_fastpath, through the parameter je_malloc binds to it. */
static void rule_rare_slow_path(struct inlint_model *m,
				const struct inlint_function *f,
				const struct sites *s)
{
	const struct inlint_call_site *cs = s->hottest;
	const struct inlint_function *caller;
	char where[200], through[96] = "", which[32] = "it there";

	if (!m->has_profile || f->callers != 1 || !s->inlined ||
	    s->frequency > INLINT_RARE_REL_FREQ ||
	    cost_size(f) < slow_path_insns(threshold_at(m, f, cs)) ||
	    (f->attrs & (INLINT_ATTR_NOINLINE | INLINT_ATTR_ALWAYS_INLINE)) ||
	    advised(m, (size_t)(f - m->functions), INLINT_ACTION_NOINLINE))
		return;
	caller = &m->functions[cs->caller];
	if (caller->entry_count < m->hot_count)
		return;
	if (cs->through_parameter)
		snprintf(through, sizeof(through),
			 ", through a parameter every caller of %s sets to it,",
			 caller_name(m, cs));
	if (s->n == 1) {
		snprintf(where, sizeof(where), "single call site %s:%u%s runs",
			 caller_name(m, cs), cs->line, through);
	} else {
		snprintf(where, sizeof(where),
			 "%zu call sites in %s (the hottest %s:%u)%s together "
			 "run",
			 s->n, caller_name(m, cs), caller_name(m, cs), cs->line,
			 through);
		snprintf(which, sizeof(which), "%zu of them", s->inlined);
	}
	advise(m, f, INLINT_REASON_RARE_SLOW_PATH, INLINT_SEVERITY_NOTE, 0.6,
	       "%s, %s on %.1f%% of its caller's entries (count %llu of "
	       "%llu), yet this profile inlines %s: every entry of %s pays "
	       "for the slow path's registers and frame — noinline keeps the "
	       "fast path small; measure it",
	       size_text(f).text, where, 100 * s->frequency, s->count,
	       caller->entry_count, which, caller_name(m, cs));
}

/* Whether constants that guard insns instructions fold enough of a body
 * of size: at least one part in INLINT_MIN_FOLD_PARTS. */
static bool folds_enough(unsigned insns, unsigned size)
{
	return (unsigned long long)insns * INLINT_MIN_FOLD_PARTS >= size;
}

/* A function its callers specialise with constants (LZ4_compress_generic's
 * tableType and dictDirective): every kept, not cold call passes constants
 * that prune its branches, so inlining pays far beyond its size. */
static void rule_constant_args(struct inlint_model *m,
			       const struct inlint_function *f,
			       const struct sites *s)
{
	size_t fi = (size_t)(f - m->functions), pruning = 0, least = ~(size_t)0;
	unsigned folds = ~0u;
	const struct inlint_call_site *k = s->hottest_kept;
	char buf[256];

	if (!is_static(f) || !k || !f->deciding_params ||
	    cost_size(f) <= small_insns(threshold_at(m, f, k)) ||
	    inlint_never_inlinable(f) ||
	    inlint_target_refusal(m, fi, NULL, buf, sizeof(buf)) ||
	    (f->attrs & (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE)))
		return;
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->callee != fi || !cs->kept ||
		    cs->hotness == INLINT_HOTNESS_COLD)
			continue;
		if (cs->pruned < INLINT_MIN_PRUNED)
			return;
		pruning++;
		if (cs->pruned < least)
			least = cs->pruned;
		if (cs->pruned_insns < folds)
			folds = cs->pruned_insns;
	}
	if (!folds_enough(folds, cost_size(f)))
		return;
	advise(m, f, INLINT_REASON_CONSTANT_ARGS, INLINT_SEVERITY_NOTE, 0.6,
	       "%s, but %u of its parameters decide branches, "
	       "switches or indirect calls, and each of its %zu kept calls "
	       "(the hottest %s:%u, %s) passes constants that kill at least "
	       "%zu branch targets, guarding at least %u of its instructions: "
	       "the body folds per call site, beyond what LLVM's threshold "
	       "lets it see at this size — measure __always_inline",
	       size_text(f).text, f->deciding_params, pruning,
	       caller_name(m, k), k->line, inlint_hotness_name(k->hotness),
	       least, folds);
}

/* A wrapper -> template chain (search_by_key -> search_impl): the wrapper
 * passes its callers' constants on into parameters that decide the
 * template's branches, and the template is too big for LLVM's threshold,
 * so the call to it stays and nothing folds. The evidence, which applying
 * the advice does not change: the wrapper's calls that are not cold (kept
 * or inlined) each kill enough branch targets through it. The constants
 * may pass further wrappers on their way (DPDK's rte_ring_enqueue_elem ->
 * rte_ring_enqueue_bulk_elem -> rte_ring_mp_enqueue_bulk_elem ->
 * __rte_ring_do_enqueue_elem -> __rte_ring_enqueue_elems): the chain is
 * every function its links reach, and folds only inlined whole. */
struct chain {
	const struct inlint_call_site *link; /* wrapper -> template */
	const struct inlint_call_site *hottest;
	size_t calls;	/* the wrapper's calls that are not cold */
	size_t least;	/* branch targets the least pruning one kills */
	unsigned folds; /* the fewest instructions one of them guards */
	/* Folds too little itself, but its link's callee is forced with a
	 * chain that folds: left out, the wrapper is a large call then. */
	bool joins;
	size_t *member, n_members; /* below the wrapper, link order */
	bool kept;     /* a link's call stays a call, here or where inlined */
	unsigned size; /* the biggest member's template_size() */
};

/* Every function's links: its calls that forward its parameters into
 * deciding ones, link[first[f]] up to link[first[f + 1]]. */
struct links {
	size_t *first;
	const struct inlint_call_site **link;
};

static struct links links_of(const struct inlint_model *m)
{
	size_t n = m->n_functions;
	struct links l = {inlint_xcalloc(n + 2, sizeof(*l.first)),
			  inlint_xcalloc(m->n_call_sites + 1, sizeof(*l.link))};

	/* Counts one slot ahead, so that filling moves each first[f + 1]
	 * from f's start to its end, which is where f + 1 starts. */
	for (size_t c = 0; c < m->n_call_sites; c++)
		if (is_link(&m->call_sites[c]))
			l.first[m->call_sites[c].caller + 2]++;
	for (size_t f = 2; f < n + 2; f++)
		l.first[f] += l.first[f - 1];
	for (size_t c = 0; c < m->n_call_sites; c++)
		if (is_link(&m->call_sites[c]))
			l.link[l.first[m->call_sites[c].caller + 1]++] =
				&m->call_sites[c];
	return l;
}

static void links_release(struct links *l)
{
	free(l->first);
	free(l->link);
}

/* A template's size with its own callees inlined, whether or not it is
 * forced: its out-of-line body, else its size before inlining plus that
 * of each function it calls (an estimate). */
static unsigned template_size(const struct inlint_model *m, size_t fi)
{
	const struct inlint_function *f = &m->functions[fi];
	unsigned n = f->size;

	if (from_body(f))
		return f->callee_size;
	for (size_t c = 0; c < m->n_call_sites; c++)
		if (m->call_sites[c].caller == fi &&
		    m->call_sites[c].callee != fi)
			n += m->functions[m->call_sites[c].callee].size;
	return n;
}

/* A function a chain may force: one this TU may inline. */
static bool chain_may_force(const struct inlint_model *m, size_t fi)
{
	const struct inlint_function *f = &m->functions[fi];
	char buf[256];

	return is_static(f) && !inlint_never_inlinable(f) &&
	       !(f->attrs & INLINT_ATTR_NOINLINE) &&
	       !inlint_target_refusal(m, fi, NULL, buf, sizeof(buf));
}

static bool chain_has(const struct chain *ch, size_t fi)
{
	for (size_t k = 0; k < ch->n_members; k++)
		if (ch->member[k] == fi)
			return true;
	return false;
}

/* Links constants follow from the wrapper: as deep as constargs follows
 * them, so that a chain ends where its constants fold. */
#define INLINT_CHAIN_LINKS 6

/* Adds what fi's links reach, depth links deep, to ch. */
static void chain_walk(const struct inlint_model *m, const struct links *l,
		       size_t wi, size_t fi, unsigned depth, struct chain *ch)
{
	for (size_t k = l->first[fi]; k < l->first[fi + 1]; k++) {
		size_t t = l->link[k]->callee;
		unsigned size;

		if (t == wi || !chain_may_force(m, t))
			continue;
		/* A link inlined into a caller that was inlined in turn may
		 * be a call still in that caller's callers. */
		ch->kept |= l->link[k]->kept || m->functions[t].calls_left;
		if (chain_has(ch, t))
			continue;
		ch->member = inlint_xrealloc(
			ch->member, (ch->n_members + 1) * sizeof(*ch->member));
		ch->member[ch->n_members++] = t;
		size = template_size(m, t);
		if (size > ch->size)
			ch->size = size;
		if (depth > 1)
			chain_walk(m, l, wi, t, depth - 1, ch);
	}
}

/* wi's chain, if its evidence holds; free ch->member after. Its link is
 * wi's first to a function the chain may force. */
static bool chain_of(const struct inlint_model *m, const struct sites *all,
		     const struct links *l, size_t wi, const bool *folding,
		     struct chain *ch)
{
	const struct sites *s = &all[wi];

	*ch = (struct chain){.hottest = s->hottest_live,
			     .calls = s->live,
			     .least = s->least_through,
			     .folds = s->least_through_insns};
	if (!s->live || s->least_through < INLINT_MIN_PRUNED ||
	    !chain_may_force(m, wi))
		return false;
	chain_walk(m, l, wi, wi, INLINT_CHAIN_LINKS, ch);
	for (size_t k = l->first[wi]; k < l->first[wi + 1] && !ch->link; k++)
		if (chain_has(ch, l->link[k]->callee))
			ch->link = l->link[k];
	if (!ch->link ||
	    ch->size <= small_insns(threshold_at(m, NULL, ch->hottest)))
		return false;
	if (folds_enough(ch->folds, ch->size))
		return true;
	ch->joins = folding && folding[ch->link->callee];
	return ch->joins;
}

/* Wrappers and the functions of their chains, whose evidence holds:
 * forced, they are judged as a chain, not one by one (each alone is
 * small, or has few callers), so that applying the advice does not bring
 * its undoing. */
static bool *chain_members(const struct inlint_model *m,
			   const struct sites *all, const struct links *l,
			   const bool *folding)
{
	bool *in = inlint_xcalloc(m->n_functions + 1, sizeof(*in));
	struct chain ch;

	for (size_t i = 0; i < m->n_functions; i++) {
		if (chain_of(m, all, l, i, folding, &ch)) {
			in[i] = true;
			for (size_t k = 0; k < ch.n_members; k++)
				in[ch.member[k]] = true;
		}
		free(ch.member);
	}
	return in;
}

/* Every call outside cold code passes constants that prune the callee's
 * branches: forced copies fold, each smaller than the body. */
static bool specialised(const struct sites *s)
{
	return s->live && s->least_pruned >= INLINT_MIN_PRUNED;
}

/* Nothing to do once the chain has collapsed: no link's call stays, no
 * warm call of the wrapper is kept, and the wrapper and its members are
 * forced alike. */
static bool chain_collapsed(const struct inlint_model *m,
			    const struct sites *all, size_t wi,
			    const struct chain *ch)
{
	unsigned forced = m->functions[wi].attrs & INLINT_ATTR_ALWAYS_INLINE;

	if (ch->kept || all[wi].hottest_kept)
		return false;
	for (size_t k = 0; k < ch->n_members; k++)
		if ((m->functions[ch->member[k]].attrs &
		     INLINT_ATTR_ALWAYS_INLINE) != forced)
			return false;
	return true;
}

/* A member of wi's chain: the template its link calls, or one the
 * constants reach through further links. */
static void advise_chain_member(struct inlint_model *m, size_t wi,
				const struct chain *ch, size_t fi)
{
	const struct inlint_function *w = &m->functions[wi];
	const struct inlint_function *t = &m->functions[fi];
	bool pair = ch->n_members == 1;

	if ((t->attrs & INLINT_ATTR_ALWAYS_INLINE) ||
	    advised(m, fi, INLINT_ACTION_ALWAYS_INLINE))
		return;
	advise(m, t, INLINT_REASON_CONSTANT_ARGS, INLINT_SEVERITY_NOTE, 0.6,
	       "%s, %s the wrapper %s, whose %zu call%s outside cold code "
	       "pass on constants that kill at least %zu branch targets here "
	       "and in its callees, guarding at least %u instructions: they "
	       "fold only once %s%s — measure __always_inline on %s (one "
	       "group)",
	       size_text(t).text,
	       fi == ch->link->callee ? "template body of" : "on the chain of",
	       w->name, ch->calls, ch->calls == 1 ? "" : "s", ch->least,
	       ch->folds, w->name,
	       pair ? " and this body are both inlined"
		    : " and the functions its constants pass through are all "
		      "inlined",
	       pair ? "both" : "all of them");
}

/* The chain collapses only with all of it forced: the wrapper alone leaves
 * the call to the template, the template alone makes the wrapper too big
 * to inline. Its decisions make one group (group_chains). A template
 * inlined into its only caller, the wrapper
 * (LZ4_compress_generic_validated), is no collapse while the wrapper's
 * calls stay: the constants stop at them. */
static void rule_constant_chain(struct inlint_model *m, const struct sites *all,
				const struct links *l, const bool *folding,
				size_t wi)
{
	const struct inlint_function *w = &m->functions[wi], *t;
	struct chain ch;
	char why[160];

	if (!chain_of(m, all, l, wi, folding, &ch) ||
	    chain_collapsed(m, all, wi, &ch)) {
		free(ch.member);
		return;
	}
	t = &m->functions[ch.link->callee];
	if (ch.joins)
		snprintf(why, sizeof(why),
			 "; %s is forced with a chain that folds, which leaves "
			 "this wrapper a large call unless it is forced too",
			 t->name);
	else
		snprintf(why, sizeof(why),
			 ", which fold only once the chain "
			 "collapses");
	if (!(w->attrs & INLINT_ATTR_ALWAYS_INLINE) &&
	    !advised(m, wi, INLINT_ACTION_ALWAYS_INLINE))
		advise(m, w, INLINT_REASON_CONSTANT_ARGS, INLINT_SEVERITY_NOTE,
		       0.6,
		       "wrapper of %s (%s): each of its %zu call%s outside "
		       "cold code (the hottest %s:%u, %s) passes constants "
		       "that its call %s:%u hands on to %s, killing at least "
		       "%zu branch targets there and in its callees that "
		       "guard at least %u instructions%s — measure "
		       "__always_inline on %s (one group)",
		       t->name, size_text(t).text, ch.calls,
		       ch.calls == 1 ? "" : "s", caller_name(m, ch.hottest),
		       ch.hottest->line,
		       inlint_hotness_name(ch.hottest->hotness),
		       caller_name(m, ch.link), ch.link->line, t->name,
		       ch.least, ch.folds, why,
		       ch.n_members == 1 ? "both" : "the whole chain");
	for (size_t k = 0; k < ch.n_members; k++)
		advise_chain_member(m, wi, &ch, ch.member[k]);
	free(ch.member);
}

/* A header's function is compiled into many TUs, some of which (noinstr
 * code, other callers) may need its __always_inline: one TU cannot call it
 * redundant. */
static bool from_header(const struct inlint_model *m,
			const struct inlint_function *f)
{
	size_t n = strlen(f->file);

	if (m->source_file && strcmp(f->file, m->source_file) == 0)
		return false;
	return n > 2 && strcmp(f->file + n - 2, ".h") == 0;
}

/* Calls to __always_inline functions are inlined into f first: its size
 * before inlining is not what the inliner sees (vmalloc's
 * unlink_va_augment -> unlink_va -> __unlink_va). */
static bool calls_forced(const struct inlint_model *m, size_t fi)
{
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->caller == fi && cs->callee != fi &&
		    (m->functions[cs->callee].attrs &
		     INLINT_ATTR_ALWAYS_INLINE))
			return true;
	}
	return false;
}

/* The always-inliner copies a call into every caller of an __always_inline
 * caller, and so on up: a single call site in __rmqueue is one per caller
 * of __rmqueue, and the single-caller bonus is gone. */
static bool call_copied(const struct inlint_model *m, size_t caller)
{
	for (size_t depth = 0; depth < m->n_functions; depth++) {
		size_t n = 0, up = caller;

		if (!(m->functions[caller].attrs & INLINT_ATTR_ALWAYS_INLINE))
			return false;
		for (size_t c = 0; c < m->n_call_sites; c++)
			if (m->call_sites[c].callee == caller) {
				n++;
				up = m->call_sites[c].caller;
			}
		if (n != 1)
			return n > 1;
		caller = up;
	}
	return false;
}

/* Rules 3 and 4: an existing __always_inline, judged. A wrapper or template
 * of a constant chain is judged as the chain (chained), and a body whose
 * every call passes constants that prune it (folds) is no bloat: what the
 * rules advise forcing, they do not undo once it is forced. */
static void rule_forced(struct inlint_model *m, const struct inlint_function *f,
			const struct sites *s, bool chained, bool folds)
{
	const struct inlint_call_site *cs = s->hottest;
	const char *never = inlint_never_inlinable(f);
	char why[256];
	const char *required;
	int least;

	if (!(f->attrs & INLINT_ATTR_ALWAYS_INLINE))
		return;
	required = inlint_always_inline_required(m, (size_t)(f - m->functions),
						 why, sizeof(why));
	if (required) {
		advise(m, f, INLINT_REASON_ALWAYS_INLINE_REQUIRED,
		       INLINT_SEVERITY_NOTE, 0.9, INLINT_WHY_ALWAYS_INLINE "%s",
		       required);
		return;
	}
	if (never) {
		advise(m, f, INLINT_REASON_CANNOT_INLINE,
		       INLINT_SEVERITY_WARNING, 0.9,
		       "%s: __always_inline has no effect, LLVM never inlines "
		       "it",
		       never);
		return;
	}
	/* Its calls from a caller with other attributes stay calls without
	 * it, at any size. */
	if (from_header(m, f) || chained ||
	    conflict_site(m, (size_t)(f - m->functions), false))
		return;
	least = s->n ? s->least_threshold : threshold_at(m, f, NULL);
	if (cost_size(f) <= tiny_insns(m, least) &&
	    (from_body(f) || !calls_forced(m, (size_t)(f - m->functions)))) {
		advise(m, f, INLINT_REASON_REDUNDANT_ALWAYS_INLINE,
		       INLINT_SEVERITY_NOTE, 0.8,
		       "__always_inline is redundant: %s, within even LLVM's "
		       "cold call-site threshold (%d%s, about %u instructions)",
		       size_text(f).text, cold_threshold(m, least),
		       cold_threshold(m, least) >= m->inliner.cold_callsite ? ""
		       : m->inliner.from_flag ? " from -inline-threshold"
					      : " in minsize code: -Oz",
		       tiny_insns(m, least));
		return;
	}
	if (is_static(f) && s->n == 1 && s->cold == 0 &&
	    !call_copied(m, cs->caller)) {
		advise(m, f, INLINT_REASON_REDUNDANT_ALWAYS_INLINE,
		       INLINT_SEVERITY_NOTE, 0.8,
		       "__always_inline is redundant: static with a single "
		       "call site %s:%u (%s, %.2fx entry); LLVM's "
		       "single-caller "
		       "bonus (%d) inlines it anyway",
		       caller_name(m, cs), cs->line,
		       inlint_hotness_name(cs->hotness), cs->frequency,
		       LLVM_LAST_CALL_TO_STATIC_BONUS);
		return;
	}
	if (s->n >= INLINT_MANY_CALL_SITES &&
	    cost_size(f) >= small_insns(threshold_at(m, f, s->hottest)) &&
	    !folds)
		advise(m, f, INLINT_REASON_FORCED_INLINE_BLOAT,
		       INLINT_SEVERITY_WARNING, 0.6,
		       "__always_inline puts a copy into each of %zu call "
		       "sites, and %s: about +%zu instructions over one "
		       "out-of-line copy; measure it (bloat-o-meter)",
		       s->n, size_text(f).text,
		       (size_t)cost_size(f) * (s->n - 1));
}

/* Rule 4: noinline on a tiny function that is called from a loop. Not on
 * one LLVM cannot inline: there the noinline changes nothing. */
static void rule_noinline_in_loop(struct inlint_model *m,
				  const struct inlint_function *f,
				  const struct sites *s)
{
	const struct inlint_call_site *cs = s->hottest;

	if (!(f->attrs & INLINT_ATTR_NOINLINE) ||
	    (f->attrs & INLINT_ATTR_NO_INSTRUMENT) || !cs ||
	    inlint_never_inlinable(f) ||
	    cost_size(f) > tiny_insns(m, threshold_at(m, f, cs)) ||
	    cs->frequency < INLINT_LOOP_REL_FREQ)
		return;
	advise(m, f, INLINT_REASON_NOINLINE_IN_HOT_LOOP,
	       INLINT_SEVERITY_WARNING, 0.6,
	       "noinline on a small function (%s) called from a loop at "
	       "%s:%u (%s, %.1fx entry): the call costs about as much as the "
	       "body; keep it only if it is there for stack use "
	       "(noinline_for_stack)",
	       size_text(f).text, caller_name(m, cs), cs->line,
	       inlint_hotness_name(cs->hotness), cs->frequency);
}

/* Rule 5: a small static only ever called through a pointer. */
/* Only where the source asks for inlining (`inline`): every ops callback
 * is address-taken-only, and saying so of each would bury the advice. Not
 * where the pointer is passed to a call or chosen by a select: inlining
 * with constants makes that call direct, and the annotation then counts
 * (xxhash's XXH3_hashLong_64b_withSeed). */
static void rule_address_taken_only(struct inlint_model *m,
				    const struct inlint_function *f,
				    const struct sites *s)
{
	if (!is_static(f) || !f->address_taken || f->address_called || s->n ||
	    !(f->attrs & INLINT_ATTR_INLINE_HINT) ||
	    (f->attrs & INLINT_ATTR_ALWAYS_INLINE))
		return;
	advise(m, f, INLINT_REASON_ADDRESS_TAKEN_ONLY, INLINT_SEVERITY_NOTE,
	       0.9,
	       "only called through a pointer (address taken, no direct "
	       "calls): `inline` has no effect, nor would __always_inline");
}

/* Union-find over functions, for chains of forced functions. */
static size_t root_of(size_t *parent, size_t i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

/* Names each chain after its first member that no other member calls (the
 * outermost wrapper); a single function is no chain. */
static void name_groups(struct inlint_model *m, size_t *parent,
			const bool *forced, const bool *called)
{
	size_t n = m->n_functions;
	size_t *name = inlint_xmalloc((n + 1) * sizeof(*name));
	size_t *members = inlint_xcalloc(n + 1, sizeof(*members));

	for (size_t i = 0; i < n; i++)
		name[i] = i;
	for (size_t i = n; i-- > 0;) {
		size_t r = root_of(parent, i);

		if (!forced[i])
			continue;
		members[r]++;
		if (!called[i])
			name[r] = i;
	}
	for (size_t k = 0; k < m->n_recommendations; k++) {
		struct inlint_recommendation *rec = &m->recommendations[k];
		long fi = inlint_model_find_function(m, rec->function);
		size_t r;

		if (fi < 0 || !forced[fi])
			continue;
		r = root_of(parent, (size_t)fi);
		if (members[r] > 1)
			rec->group = inlint_strdup(m->functions[name[r]].name);
	}
	free(name);
	free(members);
}

/* A wrapper and the body it calls, both advised always_inline, only pay
 * together: each alone leaves a call. Such decisions, linked by calls,
 * get one group, named after the outermost function of the chain. */
static void group_chains(struct inlint_model *m)
{
	size_t n = m->n_functions;
	size_t *parent = inlint_xcalloc(n + 1, sizeof(*parent));
	bool *forced = inlint_xcalloc(n + 1, sizeof(*forced));
	bool *called = inlint_xcalloc(n + 1, sizeof(*called));

	for (size_t i = 0; i < n; i++)
		parent[i] = i;
	for (size_t r = 0; r < m->n_recommendations; r++) {
		long fi = inlint_model_find_function(
			m, m->recommendations[r].function);

		if (fi >= 0 &&
		    m->recommendations[r].action == INLINT_ACTION_ALWAYS_INLINE)
			forced[fi] = true;
	}
	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (!forced[cs->caller] || !forced[cs->callee] ||
		    cs->caller == cs->callee)
			continue;
		called[cs->callee] = true;
		parent[root_of(parent, cs->callee)] =
			root_of(parent, cs->caller);
	}
	name_groups(m, parent, forced, called);
	free(parent);
	free(forced);
	free(called);
}

/* Whether r changes nothing a developer could change: an annotation that
 * must stay (required), a note on what LLVM cannot inline, action none on
 * a function that has no forcing annotation to remove, or the annotation
 * the function has already. */
static bool changes_nothing(const struct inlint_model *m,
			    const struct inlint_recommendation *r)
{
	int reason = inlint_reason_parse(r->reason);
	long fi = inlint_model_find_function(m, r->function);
	unsigned attrs = fi < 0 ? 0 : m->functions[fi].attrs;

	if (reason == INLINT_REASON_ALWAYS_INLINE_REQUIRED ||
	    reason == INLINT_REASON_CANNOT_INLINE)
		return true;
	if (r->action == INLINT_ACTION_NONE)
		return !(attrs &
			 (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE));
	if (r->caller)
		return false;
	return (r->action == INLINT_ACTION_NOINLINE &&
		(attrs & INLINT_ATTR_NOINLINE)) ||
	       (r->action == INLINT_ACTION_ALWAYS_INLINE &&
		(attrs & INLINT_ATTR_ALWAYS_INLINE));
}

static bool same_place(const struct inlint_function *a,
		       const struct inlint_function *b)
{
	return a->line == b->line && strcmp(a->file, b->file) == 0;
}

/* Whether function fi has a recommendation with this action. */
static bool advised(const struct inlint_model *m, size_t fi,
		    enum inlint_action action)
{
	for (size_t k = 0; k < m->n_recommendations; k++)
		if (m->recommendations[k].action == action &&
		    inlint_model_find_function(
			    m, m->recommendations[k].function) == (long)fi)
			return true;
	return false;
}

/* The functions a macro wrote along with one: those of the same use (its
 * line), or, for a macro that writes one function per use, those of its
 * other uses in this TU. */
struct peers {
	size_t n;
	bool per_use; /* one function per use: the peers are other uses */
	bool agree;   /* every peer gets the same action */
};

static struct peers peers_of(const struct inlint_model *m, size_t fi,
			     enum inlint_action action)
{
	const struct inlint_function *f = &m->functions[fi];
	struct peers p = {0, false, true};

	for (size_t j = 0; j < m->n_functions; j++)
		if (j != fi && same_place(&m->functions[j], f)) {
			p.n++;
			p.agree &= advised(m, j, action);
		}
	if (p.n || !f->macro)
		return p;
	p.per_use = true;
	for (size_t j = 0; j < m->n_functions; j++)
		if (j != fi && m->functions[j].macro &&
		    !strcmp(m->functions[j].macro, f->macro)) {
			p.n++;
			p.agree &= advised(m, j, action);
		}
	return p;
}

/* Appends to r's message what the macro behind its function means. */
static void say_macro(struct inlint_recommendation *r, const char *macro,
		      const struct peers *p)
{
	const char *who = macro ? macro : "the macro used";
	char msg[768];
	size_t len = strlen(r->message);
	size_t tail = r->evidence ? strlen(r->evidence) + 3 : 0; /* " [e]" */

	/* The evidence stays last. */
	if (tail > len)
		tail = 0;
	snprintf(msg, sizeof(msg),
		 "%.*s; written by %s at line %u %s %zu other function%s%s, "
		 "%s%s",
		 (int)(len - tail), r->message, who, r->line,
		 !p->per_use ? "with"
		 : p->n == 1 ? "as is"
			     : "as are",
		 p->n, p->n == 1 ? "" : "s", p->per_use ? " (one per use)" : "",
		 p->agree ? "which all get this advice: annotate the macro"
			  : "which do not all get this advice: no advice on a "
			    "macro's expansion",
		 r->message + len - tail);
	free(r->message);
	r->message = inlint_strdup(msg);
}

/* A recommendation on a function that a macro wrote is advice on the
 * macro: it stands when every function written with it (peers_of) gets
 * the same action, else it is information. Marks those in to_info. */
static void judge_macros(struct inlint_model *m, bool *to_info)
{
	for (size_t k = 0; k < m->n_recommendations; k++) {
		struct inlint_recommendation *r = &m->recommendations[k];
		long fi = inlint_model_find_function(m, r->function);
		struct peers p;

		if (fi < 0 || !m->functions[fi].macro_generated)
			continue;
		p = peers_of(m, (size_t)fi, r->action);
		say_macro(r, m->functions[fi].macro, &p);
		to_info[k] = !p.agree;
	}
}

/* Moves what changes nothing, and advice on a macro's expansion that its
 * other expansions do not share, to m->information, keeping both lists in
 * the order the rules made them. */
static void set_information_apart(struct inlint_model *m)
{
	size_t kept = 0;
	bool *to_info =
		inlint_xcalloc(m->n_recommendations + 1, sizeof(*to_info));

	judge_macros(m, to_info);
	for (size_t i = 0; i < m->n_recommendations; i++) {
		struct inlint_recommendation *r = &m->recommendations[i];

		if (to_info[i] || changes_nothing(m, r))
			*inlint_model_add_information(m) = *r;
		else
			m->recommendations[kept++] = *r;
	}
	m->n_recommendations = kept;
	free(to_info);
}

/* Code no one here wrote: a function without a source location in a
 * build with debug info (compiler intrinsics such as _mm_*, declared
 * nodebug), or one from the system's or the compiler's headers. */
static bool system_code(const struct inlint_model *m,
			const struct inlint_function *f)
{
	return (m->has_debug_info && f->line == 0) ||
	       inlint_system_path(f->file);
}

void inlint_advise(struct inlint_model *m, bool system)
{
	struct sites *all;
	struct links links;
	bool *folding, *chained;

	/* Without debug locations a header's functions look like this
	 * file's, call lines are 0 and a folded call looks inlined: advice
	 * that -g would not give. The record's problem says what to add.
	 * At -O0 the rules' premise, the inliner's choice, is missing, and
	 * under -fno-inline (or -finline-hint-functions) clang made that
	 * choice for every function the flag keeps from the inliner. */
	if (!m->has_debug_info || inlint_model_unoptimized(m) ||
	    m->inliner.inlining != INLINT_INLINING_NORMAL)
		return;
	all = sites_of_all(m);
	links = links_of(m);
	/* Twice: a wrapper that folds little itself joins a chain that
	 * folds (DPDK's rte_ring_enqueue_burst, over
	 * rte_ring_enqueue_burst_elem's). */
	folding = chain_members(m, all, &links, NULL);
	chained = chain_members(m, all, &links, folding);

	for (size_t i = 0; i < m->n_functions; i++) {
		const struct inlint_function *f = &m->functions[i];

		if (!system && system_code(m, f))
			continue;
		rule_kept_out_of_line(m, f, &all[i]);
		rule_cold_slow_path(m, f, &all[i]);
		rule_profile_flip(m, f, &all[i]);
		rule_rare_slow_path(m, f, &all[i]);
		rule_constant_args(m, f, &all[i]);
		rule_forced(m, f, &all[i], chained[i], specialised(&all[i]));
		rule_noinline_in_loop(m, f, &all[i]);
		rule_address_taken_only(m, f, &all[i]);
	}
	/* After the other rules: a template they advised already is one
	 * decision, grouped with its wrapper. */
	for (size_t i = 0; i < m->n_functions; i++)
		if (system || !system_code(m, &m->functions[i]))
			rule_constant_chain(m, all, &links, folding, i);
	links_release(&links);
	free(folding);
	free(chained);
	free(all);
	group_chains(m);
	set_information_apart(m);
}
