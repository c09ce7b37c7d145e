/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge_rows.c - a change judged in each configuration by judge.c, and the
 * rows put together: "`noinline` is load-bearing in 1 of 2: clang-22
 * x86_64 + AutoFDO (...); no change: clang-22 x86_64". */
#include "judge_rows.h"

#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Change c (the i-th) judged in configuration m: its finding into f, its
 * row into row. */
static void fill_row(const struct inlint_config_measure *m,
		     const struct inlint_annot_change *c, size_t i,
		     struct inlint_finding_row *row, struct inlint_finding *f)
{
	const struct inlint_exact_effect *e = &m->effects[i];
	const char *text;

	inlint_judge(m->rep, c, e, f);
	row->config = m->name;
	row->words = m->words;
	row->verdict = f->verdict;
	/* Measured, a TU defines it, whether or not a record shows it. */
	row->compiled = e->measured ||
			inlint_report_find_fn(m->rep, c->function, c->file);
	if (!row->compiled)
		text = "not compiled";
	else if (e->measured && f->verdict != INLINT_VERDICT_REQUIRED)
		text = e->text;
	else
		text = f->message + f->detail;
	row->text = inlint_strdup(text);
}

static enum inlint_verdict combine(const struct inlint_finding_row *r, size_t n)
{
	bool load_bearing = false, redundant = true, compiled = false;

	for (size_t k = 0; k < n; k++) {
		if (!r[k].compiled)
			continue;
		if (r[k].verdict == INLINT_VERDICT_REQUIRED)
			return INLINT_VERDICT_REQUIRED;
		compiled = true;
		load_bearing |= r[k].verdict == INLINT_VERDICT_LOAD_BEARING;
		redundant &= r[k].verdict == INLINT_VERDICT_REDUNDANT;
	}
	if (load_bearing)
		return INLINT_VERDICT_LOAD_BEARING;
	return compiled && redundant ? INLINT_VERDICT_REDUNDANT
				     : INLINT_VERDICT_UNKNOWN;
}

/* The rows of verdict v (not compiled ones when compiled is false), as
 * "W (text), W (text)", or their words alone; returns how many. */
static size_t put_rows(FILE *ms, const struct inlint_finding_row *r, size_t n,
		       enum inlint_verdict v, bool compiled, bool texts,
		       const char *lead)
{
	size_t k, count = 0;

	for (k = 0; k < n; k++) {
		if (r[k].compiled != compiled ||
		    (compiled && r[k].verdict != v))
			continue;
		fputs(count++ ? ", " : lead, ms);
		if (texts)
			fprintf(ms, "%s (%s)", r[k].words, r[k].text);
		else
			fputs(r[k].words, ms);
	}
	return count;
}

/* The rows other than those of verdict v: redundant ones as "no change",
 * the rest under their verdict, then those not compiled. */
static void put_others(FILE *ms, const struct inlint_finding_row *r, size_t n,
		       enum inlint_verdict v)
{
	char lead[64];

	if (v != INLINT_VERDICT_REDUNDANT)
		put_rows(ms, r, n, INLINT_VERDICT_REDUNDANT, true, false,
			 "; no change: ");
	for (int o = 0; o < INLINT_VERDICT_COUNT; o++) {
		if (o == (int)v || o == INLINT_VERDICT_REDUNDANT)
			continue;
		snprintf(lead, sizeof(lead),
			 "; %s: ", inlint_verdict_name((enum inlint_verdict)o));
		put_rows(ms, r, n, (enum inlint_verdict)o, true, true, lead);
	}
	put_rows(ms, r, n, v, false, false, "; not compiled: ");
}

static size_t count_rows(const struct inlint_finding_row *r, size_t n,
			 enum inlint_verdict v)
{
	size_t count = 0;

	for (size_t k = 0; k < n; k++)
		count += r[k].compiled && r[k].verdict == v;
	return count;
}

static char *message(const char *subject, const struct inlint_finding_row *r,
		     size_t n, enum inlint_verdict v)
{
	size_t count = count_rows(r, n, v), len;
	char *buf = NULL;
	FILE *ms = open_memstream(&buf, &len);

	if (!ms) {
		fputs("inlint: out of memory\n", stderr);
		abort();
	}
	fprintf(ms, "%s is %s", subject, inlint_verdict_name(v));
	if (!count) {
		fputs(": defined in no compile of any configuration", ms);
		put_rows(ms, r, n, v, false, false, " (not compiled: ");
		fputs(")", ms);
	} else if (n == 1) {
		fprintf(ms, " in %s: %s", r[0].words, r[0].text);
	} else {
		if (count == n)
			fprintf(ms, " in all %zu: ", n);
		else
			fprintf(ms, " in %zu of %zu", count, n);
		put_rows(ms, r, n, v, true, true, count == n ? "" : ": ");
		put_others(ms, r, n, v);
	}
	fclose(ms);
	return buf;
}

void inlint_finding_combine(struct inlint_finding *out, const char *subject,
			    const enum inlint_severity *sev)
{
	const struct inlint_finding_row *rows = out->rows;
	size_t n = out->n_rows;
	enum inlint_verdict v = combine(rows, n);

	out->verdict = v;
	out->severity = INLINT_SEVERITY_NOTE;
	for (size_t k = 0; k < n; k++)
		if (rows[k].compiled && rows[k].verdict == v &&
		    sev[k] == INLINT_SEVERITY_WARNING)
			out->severity = INLINT_SEVERITY_WARNING;
	/* Redundant somewhere only: where it is compiled, not everywhere. */
	if (v == INLINT_VERDICT_REDUNDANT && count_rows(rows, n, v) < n)
		out->severity = INLINT_SEVERITY_NOTE;
	out->message = message(subject, rows, n, v);
}

void inlint_judge_rows(const struct inlint_config_measure *m, size_t n,
		       const struct inlint_annot_change *c, size_t i,
		       struct inlint_finding *out)
{
	struct inlint_finding_row *rows = inlint_xcalloc(n + 1, sizeof(*rows));
	struct inlint_finding *f = inlint_xcalloc(n + 1, sizeof(*f));
	enum inlint_severity *sev = inlint_xcalloc(n + 1, sizeof(*sev));
	enum inlint_verdict v;
	char subject[512];

	memset(out, 0, sizeof(*out));
	for (size_t k = 0; k < n; k++)
		fill_row(&m[k], c, i, &rows[k], &f[k]);
	v = combine(rows, n);
	for (size_t k = 0; k < n; k++) {
		sev[k] = f[k].severity;
		if (f[k].evidence == INLINT_EVIDENCE_MEASURED)
			out->evidence = INLINT_EVIDENCE_MEASURED;
		if (!out->reason && rows[k].verdict == v)
			out->reason = f[k].reason;
		inlint_finding_release(&f[k]);
	}
	snprintf(subject, sizeof(subject), "%s: %s`%s`", c->function,
		 c->added ? "" : "removed ", c->spelling);
	out->file = c->file;
	out->line = c->line;
	out->col = c->col;
	out->rows = rows;
	out->n_rows = n;
	inlint_finding_combine(out, subject, sev);
	inlint_finding_set_fix(out, c);
	free(sev);
	free(f);
}
