/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit.c - "inlint audit": whether each __always_inline and noinline of
 * the selected translation units is redundant, load-bearing or required,
 * measured by real compiles (tools/audit/). Run: inlint audit --help; see
 * docs/AUDIT.md. */
#include "annotations.h"
#include "array.h"
#include "audit.h"
#include "build_words.h"
#include "commands.h"
#include "compile_opts.h"
#include "def_scan.h"
#include "escape.h"
#include "finding_json.h"
#include "finding_line.h"
#include "finding_opts.h"
#include "judge.h"
#include "judge_rows.h"
#include "paths.h"
#include "reasons.h"
#include "required_why.h"
#include "sarif.h"
#include "version.h"
#include "whatif_effect.h"
#include "xalloc.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Flips and copies named in one message; the rest are counted. */
#define LIST_MAX 6

enum format { TEXT, YAML, SARIF, JSON };

struct options {
	struct inlint_compile_opts copts; /* -p, -j, --plugin, --cc */
	enum format format;
	struct inlint_audit_scope scope;
	const char **paths; /* FILE|DIR operands */
	size_t n_paths;
	struct inlint_finding_opts find; /* --checks, NOLINT */
	/* The project file's configurations to audit in, when no -p. */
	struct inlint_project project;
	size_t *configs;
	size_t n_configs;
};

/* One configuration's audit. */
struct config_audit {
	struct inlint_whatif_tus tus;
	bool *audited;
	struct inlint_audit *audit;
	char words[INLINT_BUILD_WORDS_MAX];
};

static int audit_main(int argc, char **argv);

enum {
	OPT_FORMAT = 1,
	OPT_INLINE,
	OPT_HEADERS,
};

static const struct inlint_option options[] = {
	INLINT_COMPILE_OPTIONS("the compile database (compile_commands.json, "
			       "or its build directory)",
			       "with -p"),
	INLINT_CONFIG_OPTION,
	{OPT_FORMAT, "format", 0, "text|yaml|sarif|json",
	 "one line per finding (default), YAML (docs/AUDIT.md), SARIF or "
	 "JSON (docs/CONVENTIONS.md)",
	 0},
	{OPT_INLINE, "inline", 0, "own|all|none",
	 "which plain inline functions to judge: the TU's own source "
	 "file's (default), also its headers' (with --headers), or none",
	 0},
	{OPT_HEADERS, "headers", 0, NULL,
	 "also the annotations of the headers the TUs compile, each judged "
	 "from the selected TUs that compile it (\"judged from N of M TUs "
	 "that compile it\" when the database has more)",
	 0},
	INLINT_FINDING_OPTIONS,
	{0},
};

const struct inlint_command inlint_audit_command = {
	.name = "audit",
	.summary = "which __always_inline and noinline change the code",
	.synopsis = "-p compile_commands.json [FILE|DIR...] [-j N]\n"
		    "[--format text|yaml|sarif|json] [--headers]\n"
		    "[--inline own|all|none] [--plugin PATH] [--cc COMPILER]\n"
		    "[--checks GLOBS] [--config NAME[,NAME...]]... (without "
		    "-p: the "
		    "configurations of " INLINT_PROJECT_FILE ")",
	.description =
		"Judges every __always_inline and noinline of the selected "
		"translation units' own source files (with --headers, of "
		"their headers too) by compiling them without it: redundant "
		"(the compiler does the same without it: a warning), "
		"load-bearing (what stripping it changes: call sites flipped, "
		"bytes per function, .text), or required (noinstr code, "
		"__builtin_constant_p, called from noinstr: never stripped). "
		"Each TU costs its baseline, one compile without all its "
		"annotations, and a bisection only when that changed "
		"something; annotations that matter only together are one "
		"finding. A header function judged from fewer TUs than the "
		"database has that compile it says \"judged from N of M TUs "
		"that compile it\": to count them, --headers with FILE|DIR "
		"compiles the baseline of every other TU once. Without -p, "
		"where a project file " INLINT_PROJECT_FILE " is found (here "
		"or in a folder above), each annotation is audited in its "
		"default configurations, or those --config names, and judged "
		"once with a row per configuration (docs/CONFIGURATIONS.md). "
		"Nothing is written into the source tree.\n\n"
		"Each finding ends with its check, the verdict "
		"([inlint-redundant]); --checks selects them for the text and "
		"SARIF, and a NOLINT(inlint-...) comment on the function's "
		"line, or NOLINTNEXTLINE(...) on the line before, silences "
		"one (docs/CONVENTIONS.md).",
	.options = options,
	.findings = "if an annotation is redundant",
	.doc = "AUDIT.md",
	.examples = "inlint audit -p build/compile_commands.json mm/  # every "
		    "annotation of mm/\n"
		    "inlint audit -p build/compile_commands.json --format "
		    "sarif mm/zsmalloc.c\n",
	.run = audit_main,
};

/* The index of p->value among the names of option opt (NULL-ended), or
 * -1 with the problem in p->err: "bad --opt 'x' (a, b or c)". */
static int one_of(struct inlint_args *p, const char *opt,
		  const char *const names[])
{
	size_t used;
	int i;

	for (i = 0; names[i]; i++)
		if (!strcmp(p->value, names[i]))
			return i;
	used = (size_t)snprintf(p->err, sizeof(p->err), "bad --%s '%s' (", opt,
				p->value);
	for (i = 0; names[i] && used < sizeof(p->err); i++)
		used += (size_t)snprintf(
			p->err + used, sizeof(p->err) - used, "%s%s",
			i ? names[i + 1] ? ", " : " or " : "", names[i]);
	if (used < sizeof(p->err))
		snprintf(p->err + used, sizeof(p->err) - used, ")");
	return -1;
}

/* Returns 0, or -1 with the problem in p->err. */
static int audit_option(void *ctx, struct inlint_args *p, int id)
{
	struct options *o = ctx;
	int taken = inlint_compile_opts_take(&o->copts, p, id);

	if (taken > 0)
		taken = inlint_finding_opts_take(&o->find, p, id);
	if (taken <= 0)
		return taken;
	switch (id) {
	case OPT_FORMAT:
		taken = one_of(p, "format",
			       (const char *const[]){"text", "yaml", "sarif",
						     "json", NULL});
		if (taken < 0)
			return -1;
		o->format = (enum format)taken;
		return 0;
	case OPT_INLINE:
		taken = one_of(
			p, "inline",
			(const char *const[]){"own", "all", "none", NULL});
		if (taken < 0)
			return -1;
		o->scope.plain = (enum inlint_audit_inline)taken;
		return 0;
	case OPT_HEADERS:
		o->scope.headers = true;
		return 0;
	default:
		o->paths = inlint_xrealloc(o->paths, (o->n_paths + 1) *
							     sizeof(*o->paths));
		o->paths[o->n_paths++] = p->value;
		return 0;
	}
}

static void appendf(struct inlint_finding *f, size_t *used, const char *fmt,
		    ...) __attribute__((format(printf, 3, 4)));

static void appendf(struct inlint_finding *f, size_t *used, const char *fmt,
		    ...)
{
	va_list ap;
	int n;

	if (*used >= INLINT_FINDING_MESSAGE_MAX)
		return;
	va_start(ap, fmt);
	n = vsnprintf(f->message + *used, INLINT_FINDING_MESSAGE_MAX - *used,
		      fmt, ap);
	va_end(ap);
	if (n > 0)
		*used += (size_t)n;
}

static const char *spelling(unsigned attr)
{
	if (attr == INLINT_ATTR_INLINE_HINT)
		return "inline";
	return attr == INLINT_ATTR_NOINLINE ? "noinline" : "__always_inline";
}

/* " in every TU that compiles it (a.c, b.c)" when there are several, or
 * " in a.c, b.c" when they are some of those that compile it. */
static void append_tus(struct inlint_finding *f, size_t *used,
		       const struct inlint_audit_annotation *a)
{
	if (a->n_tus < 2)
		return;
	appendf(f, used,
		a->compiled_by > a->n_tus ? " in "
					  : " in every TU that compiles it (");
	for (size_t i = 0; i < a->n_tus; i++)
		appendf(f, used, "%s%s", i ? ", " : "", a->tus[i]);
	if (a->compiled_by <= a->n_tus)
		appendf(f, used, ")");
}

/* Where it was judged, when that is not every TU that compiles it. */
static void append_judged(struct inlint_finding *f, size_t *used,
			  const struct inlint_audit_annotation *a)
{
	if (a->compiled_by > a->n_tus)
		appendf(f, used, "; judged from %zu of %u TUs that compile it",
			a->n_tus, a->compiled_by);
}

/* The end of a measured finding. */
static void append_end(const struct inlint_audit_result *r,
		       const struct inlint_audit_annotation *a,
		       struct inlint_finding *f, size_t *used)
{
	append_judged(f, used, a);
	appendf(f, used, " (%s, %s", r->arch, r->compiler);
	if (r->level)
		appendf(f, used, ", %s", r->level);
	if (r->profile)
		appendf(f, used, ", %s", r->profile);
	appendf(f, used, ", measured%s)", r->objects ? " from objects" : "");
}

/* "its only call" or "all 4 calls" into buf. */
static const char *calls(unsigned n, char *buf, size_t len)
{
	if (n == 1)
		return "its only call";
	snprintf(buf, len, "all %u calls", n);
	return buf;
}

/* Why apply refused to strip it, without the "... is required: " that
 * the line already says. */
static const char *why(const struct inlint_audit_annotation *a)
{
	return a->why ? inlint_why_reason(a->why) : "apply refuses to strip it";
}

static void redundant(const struct inlint_audit_result *r,
		      const struct inlint_audit_annotation *a,
		      struct inlint_finding *f, size_t *used)
{
	char buf[32];

	appendf(f, used, "%s on %s is redundant: ", spelling(a->attr),
		a->function);
	if (r->objects)
		appendf(f, used, "no code changes without it");
	else if (!a->calls)
		appendf(f, used, "no code changes without it (no call)");
	else if (a->attr != INLINT_ATTR_NOINLINE && a->inlined == a->calls)
		appendf(f, used, "%s inlines %s without it", r->compiler,
			calls(a->calls, buf, sizeof(buf)));
	else if (a->attr != INLINT_ATTR_ALWAYS_INLINE && !a->inlined)
		appendf(f, used, "%s keeps %s out of line without it",
			r->compiler, calls(a->calls, buf, sizeof(buf)));
	else
		appendf(f, used,
			"%s compiles the same without it (%u calls, %u "
			"inlined)",
			r->compiler, a->calls, a->inlined);
	append_tus(f, used, a);
}

/* "No call site flips" is said, not left out: a reviewer asks first
 * whether the helper is still inlined, and bytes alone can change (the
 * inliner visits the calls in another order, so blocks are laid out
 * differently). */
static void append_flips(struct inlint_finding *f, size_t *used,
			 const struct inlint_whatif_effect *e)
{
	if (!e->n_flips)
		appendf(f, used, "no call site flips");
	for (size_t i = 0; i < e->n_flips && i < LIST_MAX; i++) {
		const struct inlint_whatif_flip *x = &e->flips[i];

		appendf(f, used, "%s%s in %s", i ? ", " : "", x->callee,
			x->caller);
		if (x->line)
			appendf(f, used, ":%u", x->line);
		appendf(f, used, " now %s",
			x->now_inlined ? "inlined" : "kept");
		if (x->calls > 1)
			appendf(f, used, " (%u calls)", x->calls);
	}
	if (e->n_flips > LIST_MAX)
		appendf(f, used, " and %zu more", e->n_flips - LIST_MAX);
}

static void append_copies(struct inlint_finding *f, size_t *used,
			  const struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < e->n_copies && i < LIST_MAX; i++) {
		const struct inlint_whatif_copy *c = &e->copies[i];

		appendf(f, used, "; %s %+" PRId64 " bytes%s", c->function,
			c->delta_bytes,
			!c->in_old   ? " (new copy)"
			: !c->in_new ? " (copy gone)"
				     : "");
	}
	if (e->n_copies > LIST_MAX)
		appendf(f, used, " and %zu more", e->n_copies - LIST_MAX);
}

/* A frame pushed past the limit comes first: it is why a noinline_for_stack
 * is there, and under -Werror the build fails without it. */
static void append_frames(struct inlint_finding *f, size_t *used,
			  const struct inlint_whatif_effect *e)
{
	char words[512];

	for (size_t i = 0; i < e->n_frames && i < LIST_MAX; i++) {
		inlint_whatif_frame_words(&e->frames[i], e->frames_fail, words,
					  sizeof(words));
		appendf(f, used, "%s; ", words);
	}
	if (e->n_frames > LIST_MAX)
		appendf(f, used, "and %zu more frames; ",
			e->n_frames - LIST_MAX);
}

/* What stripping the finding's annotations changed, TU by TU. */
static void load_bearing(const struct inlint_audit_result *r,
			 const struct inlint_audit_finding *fd,
			 struct inlint_finding *f, size_t *used)
{
	const struct inlint_audit_annotation *a =
		&r->annotations[fd->members[0]];

	appendf(f, used, "%s on %s", spelling(a->attr), a->function);
	for (size_t i = 1; i < fd->n_members; i++) {
		const struct inlint_audit_annotation *b =
			&r->annotations[fd->members[i]];

		appendf(f, used, " and %s on %s (%s:%u)", spelling(b->attr),
			b->function, b->file, b->line);
	}
	appendf(f, used, " %s load-bearing%s: without %s, ",
		fd->n_members > 1 ? "are" : "is",
		fd->n_members > 1 ? " only together" : "",
		fd->n_members > 1 ? "them" : "it");
	for (size_t i = 0; i < fd->n_effects; i++) {
		const struct inlint_whatif_effect *e = &fd->effects[i];

		if (fd->n_effects > 1 || a->n_tus > 1)
			appendf(f, used, "%sin %s: ", i ? "; " : "", e->file);
		append_frames(f, used, e);
		append_flips(f, used, e);
		append_copies(f, used, e);
		appendf(f, used, "; .text %+" PRId64 " bytes", e->text_delta);
	}
}

static struct inlint_finding *add(struct inlint_finding **v, size_t *n,
				  size_t *cap,
				  const struct inlint_audit_annotation *a,
				  enum inlint_severity sev,
				  enum inlint_verdict verdict)
{
	struct inlint_finding *f;

	*v = inlint_array_grow(*v, cap, *n + 1, sizeof(**v));
	f = &(*v)[(*n)++];
	memset(f, 0, sizeof(*f));
	f->file = a->file;
	f->line = a->line;
	f->severity = sev;
	f->message = inlint_xcalloc(1, INLINT_FINDING_MESSAGE_MAX);
	f->verdict = verdict;
	f->evidence = INLINT_EVIDENCE_MEASURED;
	/* The records' reason codes for the same verdicts, as lint gives. */
	if (a->attr == INLINT_ATTR_ALWAYS_INLINE &&
	    verdict == INLINT_VERDICT_REDUNDANT)
		f->reason = inlint_reason_name(
			INLINT_REASON_REDUNDANT_ALWAYS_INLINE);
	if (a->attr == INLINT_ATTR_ALWAYS_INLINE &&
	    verdict == INLINT_VERDICT_REQUIRED)
		f->reason = inlint_reason_name(
			INLINT_REASON_ALWAYS_INLINE_REQUIRED);
	return f;
}

/* The fix of a redundant annotation: deleting it where its definition's
 * line writes it (read from the current directory, as for NOLINT). */
static void set_fix(struct inlint_source_lines *src, struct inlint_finding *f,
		    const struct inlint_audit_annotation *a)
{
	enum inlint_annot annot = a->attr == INLINT_ATTR_ALWAYS_INLINE
					  ? INLINT_ANNOT_ALWAYS_INLINE
				  : a->attr == INLINT_ATTR_NOINLINE
					  ? INLINT_ANNOT_NOINLINE
					  : INLINT_ANNOT_INLINE;
	const char *line;
	size_t len;
	char *text;

	if (f->verdict != INLINT_VERDICT_REDUNDANT || !a->file)
		return;
	line = inlint_source_line(src, a->file, a->line, &len);
	if (!line)
		return;
	text = inlint_strndup(line, len);
	if (!inlint_annot_find_cut(text, annot, &f->fix_col, &f->fix_len))
		f->fix_col = f->fix_len = 0;
	free(text);
}

/* One finding per redundant or required annotation and per load-bearing
 * one or group (at its first member), in source order. */
static struct inlint_finding *findings(const struct inlint_audit_result *r,
				       struct inlint_source_lines *src,
				       size_t *n)
{
	struct inlint_finding *v = NULL, *f;
	size_t cap = 0, next = 0, used;

	*n = 0;
	for (size_t i = 0; i < r->n_annotations; i++) {
		const struct inlint_audit_annotation *a = &r->annotations[i];

		used = 0;
		if (a->verdict == INLINT_AUDIT_REDUNDANT) {
			f = add(&v, n, &cap, a, INLINT_SEVERITY_WARNING,
				INLINT_VERDICT_REDUNDANT);
			redundant(r, a, f, &used);
			append_end(r, a, f, &used);
			set_fix(src, f, a);
		} else if (a->verdict == INLINT_AUDIT_REQUIRED) {
			f = add(&v, n, &cap, a, INLINT_SEVERITY_NOTE,
				INLINT_VERDICT_REQUIRED);
			appendf(f, &used,
				"%s on %s is required, never stripped: %s",
				spelling(a->attr), a->function, why(a));
			append_judged(f, &used, a);
		}
		for (;
		     next < r->n_findings && r->findings[next].members[0] == i;
		     next++) {
			used = 0;
			f = add(&v, n, &cap, a, INLINT_SEVERITY_NOTE,
				INLINT_VERDICT_LOAD_BEARING);
			load_bearing(r, &r->findings[next], f, &used);
			append_end(r, a, f, &used);
		}
	}
	return v;
}

/* Keeps the findings --checks and the NOLINT comments let through. */
static size_t select_shown(struct options *o, struct inlint_finding *f,
			   size_t n)
{
	size_t kept = 0;

	for (size_t i = 0; i < n; i++) {
		if (inlint_finding_shown(&o->find, f[i].file, f[i].line,
					 inlint_verdict_name(f[i].verdict)))
			f[kept++] = f[i];
		else
			inlint_finding_release(&f[i]);
	}
	return kept;
}

/* The findings as text, SARIF or JSON; returns 1 when one is a warning. */
static int print_findings(struct options *o, struct inlint_finding *f, size_t n)
{
	int status = 0;

	n = select_shown(o, f, n);
	for (size_t i = 0; i < n; i++)
		if (f[i].severity == INLINT_SEVERITY_WARNING)
			status = 1;
	if (o->format == SARIF)
		inlint_sarif_write(stdout, INLINT_VERSION, f, n);
	if (o->format == JSON)
		inlint_finding_json_begin(stdout, "audit");
	for (size_t i = 0; o->format == JSON && i < n; i++)
		inlint_finding_json_put(stdout, &f[i], i);
	if (o->format == JSON)
		inlint_finding_json_end(stdout, n);
	for (size_t i = 0; o->format == TEXT && i < n; i++)
		inlint_finding_print(stdout, &f[i]);
	for (size_t i = 0; i < n; i++)
		inlint_finding_release(&f[i]);
	free(f);
	return status;
}

static int print(struct options *o, const struct inlint_audit_result *r)
{
	size_t n;
	struct inlint_finding *f = findings(r, &o->find.sources, &n);
	char err[1024];
	int status = print_findings(o, f, n);

	if (o->format == YAML &&
	    inlint_audit_emit_yaml(r, stdout, err, sizeof(err)))
		status = inlint_fail(err);
	return status;
}

/* Whether two configurations' lines can be one definition's: debug info
 * gives the line of the name, a build without it the line the definition
 * starts on (its source's, as lint gives), up to INLINT_SIGNATURE_LINES
 * before. */
static bool same_definition_line(unsigned a, unsigned b)
{
	return (a > b ? a - b : b - a) <= INLINT_SIGNATURE_LINES;
}

/* Annotation j of r again in another configuration's result, or -1. */
static long find_annotation(const struct inlint_audit_result *r,
			    const struct inlint_audit_annotation *a)
{
	for (size_t j = 0; j < r->n_annotations; j++) {
		const struct inlint_audit_annotation *b = &r->annotations[j];

		if (same_definition_line(b->line, a->line) &&
		    b->attr == a->attr && !strcmp(b->function, a->function) &&
		    inlint_same_file(b->file, a->file))
			return (long)j;
	}
	return -1;
}

/* The words after "is VERDICT: " of annotation j's own finding in r. */
static char *row_text(const struct inlint_audit_result *r, size_t j)
{
	const struct inlint_audit_annotation *a = &r->annotations[j];
	struct inlint_finding t = {0};
	const char *at = NULL;
	size_t used = 0;
	char *text;

	if (a->verdict == INLINT_AUDIT_REQUIRED)
		return inlint_strdup(why(a));
	t.message = inlint_xcalloc(1, INLINT_FINDING_MESSAGE_MAX);
	if (a->verdict == INLINT_AUDIT_REDUNDANT)
		redundant(r, a, &t, &used);
	for (size_t g = 0; a->verdict == INLINT_AUDIT_LOAD_BEARING &&
			   g < r->n_findings && !used;
	     g++)
		for (size_t m = 0; m < r->findings[g].n_members; m++)
			if (r->findings[g].members[m] == j && !used)
				load_bearing(r, &r->findings[g], &t, &used);
	at = strstr(t.message,
		    inlint_verdict_name((enum inlint_verdict)a->verdict));
	at = at ? strstr(at, ": ") : NULL;
	text = inlint_strdup(at ? at + 2 : t.message);
	free(t.message);
	return text;
}

/* Row k of the annotation a, in configuration k's audit. */
static enum inlint_severity fill_row(const struct options *o,
				     const struct config_audit *ca, size_t k,
				     const struct inlint_audit_annotation *a,
				     struct inlint_finding_row *row)
{
	const struct inlint_audit_result *r = inlint_audit_result(ca->audit);
	long j = find_annotation(r, a);

	row->config = o->project.v[o->configs[k]].name;
	row->words = ca->words;
	row->compiled = j >= 0;
	if (j < 0) {
		row->text = inlint_strdup("not compiled");
		return INLINT_SEVERITY_NOTE;
	}
	row->verdict = (enum inlint_verdict)r->annotations[j].verdict;
	row->text = row_text(r, (size_t)j);
	return row->verdict == INLINT_VERDICT_REDUNDANT
		       ? INLINT_SEVERITY_WARNING
		       : INLINT_SEVERITY_NOTE;
}

/* One finding about annotation a over every configuration. */
static void config_finding(const struct options *o,
			   const struct config_audit *ca,
			   const struct inlint_audit_annotation *a,
			   struct inlint_source_lines *src,
			   struct inlint_finding *f)
{
	enum inlint_severity *sev = inlint_xcalloc(o->n_configs, sizeof(*sev));
	char subject[512];

	memset(f, 0, sizeof(*f));
	f->file = a->file;
	f->line = a->line;
	f->evidence = INLINT_EVIDENCE_MEASURED;
	f->rows = inlint_xcalloc(o->n_configs, sizeof(*f->rows));
	f->n_rows = o->n_configs;
	for (size_t k = 0; k < o->n_configs; k++)
		sev[k] = fill_row(o, &ca[k], k, a, &f->rows[k]);
	snprintf(subject, sizeof(subject), "%s on %s", spelling(a->attr),
		 a->function);
	inlint_finding_combine(f, subject, sev);
	if (a->attr == INLINT_ATTR_ALWAYS_INLINE &&
	    f->verdict == INLINT_VERDICT_REDUNDANT)
		f->reason = inlint_reason_name(
			INLINT_REASON_REDUNDANT_ALWAYS_INLINE);
	set_fix(src, f, a);
	free(sev);
}

/* One finding per annotation any configuration has, each once, in the
 * order the configurations' audits list them. */
static struct inlint_finding *config_findings(const struct options *o,
					      const struct config_audit *ca,
					      struct inlint_source_lines *src,
					      size_t *n)
{
	struct inlint_finding *v = NULL;
	size_t cap = 0;

	*n = 0;
	for (size_t k = 0; k < o->n_configs; k++) {
		const struct inlint_audit_result *r =
			inlint_audit_result(ca[k].audit);

		for (size_t i = 0; i < r->n_annotations; i++) {
			const struct inlint_audit_annotation *a =
				&r->annotations[i];
			bool seen = false;

			for (size_t e = 0; e < k && !seen; e++)
				seen = find_annotation(
					       inlint_audit_result(ca[e].audit),
					       a) >= 0;
			if (seen)
				continue;
			v = inlint_array_grow(v, &cap, *n + 1, sizeof(*v));
			config_finding(o, ca, a, src, &v[(*n)++]);
		}
	}
	return v;
}

static int print_configs(struct options *o, const struct config_audit *ca)
{
	struct inlint_audit_config *y;
	struct inlint_finding *f;
	char err[1024];
	size_t n;
	int status;

	f = config_findings(o, ca, &o->find.sources, &n);
	status = print_findings(o, f, n);
	if (o->format != YAML)
		return status;
	y = inlint_xcalloc(o->n_configs, sizeof(*y));
	for (size_t k = 0; k < o->n_configs; k++)
		y[k] = (struct inlint_audit_config){
			o->project.v[o->configs[k]].name, ca[k].words,
			inlint_audit_result(ca[k].audit)};
	if (inlint_audit_emit_yaml_configs(y, o->n_configs, stdout, err,
					   sizeof(err)))
		status = inlint_fail(err);
	free(y);
	return status;
}

static bool same_entry(const struct inlint_whatif_tu *a,
		       const struct inlint_whatif_tu *b)
{
	if (a->argc != b->argc || strcmp(a->directory, b->directory) ||
	    strcmp(a->file, b->file))
		return false;
	for (size_t i = 0; i < a->argc; i++)
		if (strcmp(a->argv[i], b->argv[i]))
			return false;
	return true;
}

/* Which entries of all are in sel: the selected ones of the same
 * database, in its order. */
static bool *mark_audited(const struct inlint_whatif_tus *all,
			  const struct inlint_whatif_tus *sel)
{
	bool *audited = inlint_xcalloc(all->n + 1, sizeof(*audited));

	for (size_t i = 0, j = 0; i < all->n && j < sel->n; i++) {
		audited[i] = same_entry(&all->v[i], &sel->v[j]);
		j += audited[i];
	}
	return audited;
}

/* The TUs of conf (or, when NULL, of -p's database) whose source is one of
 * select; words, when not NULL, gets what outputs call conf. */
static int load_tus(const struct options *o, const struct inlint_config *conf,
		    const char *const *select, size_t n_select,
		    struct inlint_whatif_tus *tus, char *words, size_t n_words,
		    char *err, size_t errlen)
{
	if (conf)
		return inlint_whatif_tus_from_config(conf, select, n_select,
						     tus, words, n_words, err,
						     errlen);
	return inlint_whatif_tus_from_compdb(o->copts.db, select, n_select, tus,
					     err, errlen);
}

/* The TUs to compile into tus: the selected ones, or with --headers and
 * a selection every TU of the database, the selected ones marked in
 * *audited: the others' baselines count the TUs that compile a header. */
static int load(const struct options *o, const struct inlint_config *conf,
		struct inlint_whatif_tus *tus, bool **audited, char *words,
		size_t n_words, char *err, size_t errlen)
{
	struct inlint_whatif_tus sel = {0};
	int ret = load_tus(o, conf, o->paths, o->n_paths, &sel, words, n_words,
			   err, errlen);

	if (!ret && !sel.n) {
		snprintf(err, errlen, "%s: no compile in the database",
			 conf ? conf->db : o->copts.db);
		ret = -1;
	}
	if (ret || !o->scope.headers || !o->n_paths) {
		*tus = sel;
		return ret;
	}
	ret = load_tus(o, conf, NULL, 0, tus, NULL, 0, err, errlen);
	if (!ret)
		*audited = mark_audited(tus, &sel);
	inlint_whatif_tus_release(&sel);
	return ret;
}

static struct inlint_whatif_config engine_config(const struct options *o,
						 const char *plugin)
{
	return (struct inlint_whatif_config){
		.plugin = plugin,
		.cc = o->copts.cc,
		.jobs = o->copts.jobs,
		.measure = (enum inlint_whatif_measure)o->copts.measure,
		.progress = inlint_whatif_progress_stderr};
}

static int run(struct options *o, const struct inlint_whatif_tus *tus,
	       const bool *audited, const char *plugin)
{
	struct inlint_whatif_config c = engine_config(o, plugin);
	struct inlint_audit_scope scope = o->scope;
	char err[2048];
	struct inlint_audit *a;
	int status;

	scope.audited = audited;
	a = inlint_audit_run(&c, tus, &scope, err, sizeof(err));
	if (!a)
		return inlint_fail(err);
	status = print(o, inlint_audit_result(a));
	if (inlint_audit_result(a)->headers_left_out)
		inlint_note("the annotations of headers are not judged "
			    "without --headers");
	inlint_audit_destroy(a);
	return status;
}

/* Configuration k's audit into ca. Returns 0, or -1 with err set. */
static int audit_config(const struct options *o, size_t k, const char *plugin,
			struct config_audit *ca, char *err, size_t errlen)
{
	const struct inlint_config *conf = &o->project.v[o->configs[k]];
	struct inlint_whatif_config c = engine_config(o, plugin);
	struct inlint_audit_scope scope = o->scope;
	char why[1536];

	if (!load(o, conf, &ca->tus, &ca->audited, ca->words, sizeof(ca->words),
		  why, sizeof(why))) {
		scope.audited = ca->audited;
		ca->audit = inlint_audit_run(&c, &ca->tus, &scope, why,
					     sizeof(why));
		if (ca->audit)
			return 0;
	}
	/* A configuration's problem names where it is defined. */
	snprintf(err, errlen, "%s:%u: configuration '%s': %s", o->project.path,
		 conf->line, conf->name, why);
	return -1;
}

static int run_configs(struct options *o, const char *plugin)
{
	struct config_audit *ca = inlint_xcalloc(o->n_configs, sizeof(*ca));
	char err[2048];
	int status = 0;
	size_t k;

	for (k = 0; k < o->n_configs && !status; k++)
		if (audit_config(o, k, plugin, &ca[k], err, sizeof(err)))
			status = inlint_fail(err);
	if (!status)
		status = print_configs(o, ca);
	for (k = 0; k < o->n_configs; k++) {
		inlint_audit_destroy(ca[k].audit);
		free(ca[k].audited);
		inlint_whatif_tus_release(&ca[k].tus);
	}
	free(ca);
	return status;
}

/* Without -p: the project file's configurations. Returns 0, or the exit
 * status of a problem (printed). */
static int take_configs(struct options *o)
{
	char err[1024];

	if (inlint_compile_opts_configs(&o->copts, &o->project, &o->configs,
					&o->n_configs, err, sizeof(err)))
		return inlint_fail(err);
	return 0;
}

/* Returns 0, or the exit status of a usage error (printed). */
static int check_usage(struct options *o)
{
	int status = take_configs(o);

	if (status)
		return status;
	if (!o->copts.db && !o->n_configs)
		return inlint_usage_error(&inlint_audit_command,
					  "-p compile_commands.json is "
					  "required");
	if (o->scope.plain == INLINT_AUDIT_INLINE_ALL && !o->scope.headers)
		return inlint_usage_error(&inlint_audit_command,
					  "--inline all judges the headers' "
					  "plain inlines: give --headers too");
	return 0;
}

static int audit_main(int argc, char **argv)
{
	struct options o = {0};
	struct inlint_whatif_tus tus = {0};
	bool *audited = NULL;
	char err[2048];
	char *plugin = NULL;
	int status;

	inlint_finding_opts_init(&o.find);
	status = inlint_command_parse(&inlint_audit_command, argc, argv,
				      audit_option, &o);
	if (!status)
		status = check_usage(&o);
	if (status)
		goto out;
	plugin = inlint_whatif_plugin_for(
		o.copts.plugin, (enum inlint_whatif_measure)o.copts.measure,
		err, sizeof(err));
	if (!plugin)
		status = inlint_fail(err);
	else if (o.n_configs)
		status = run_configs(&o, plugin);
	else if (load(&o, NULL, &tus, &audited, NULL, 0, err, sizeof(err)))
		status = inlint_fail(err);
	else
		status = run(&o, &tus, audited, plugin);
	if (o.find.failed)
		status = inlint_fail(o.find.err);
out:
	free(plugin);
	free(audited);
	inlint_whatif_tus_release(&tus);
	inlint_finding_opts_release(&o.find);
	free(o.paths);
	free(o.configs);
	free(o.copts.configs);
	inlint_project_release(&o.project);
	return status;
}
