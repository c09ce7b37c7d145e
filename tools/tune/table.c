/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* table.c - inlint tune's table (docs/TUNE.md): the metric and the noise
 * rule in its header, one row per candidate and per set measured. */
#include "tune.h"

#include "array.h"
#include "escape.h"
#include "steps.h"
#include "xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Functions named per row; the rest are counted. */
#define MAX_FUNCTIONS 4

static const char *verdict_name(enum tune_verdict v)
{
	switch (v) {
	case TUNE_KEPT:
		return "kept";
	case TUNE_SMALLER:
		return "smaller";
	case TUNE_DROPPED:
		return "dropped";
	default:
		return "neutral";
	}
}

static long long text_delta(const struct inlint_tune_step *st)
{
	long long sum = 0;

	for (size_t i = 0; i < st->n_text; i++)
		sum += st->text[i].bytes;
	return sum;
}

/* The changed functions, largest change first (sizediff's order). */
static void print_functions(FILE *out, const struct inlint_tune_step *st)
{
	size_t n = st->n_text < MAX_FUNCTIONS ? st->n_text : MAX_FUNCTIONS;

	for (size_t i = 0; i < n; i++)
		inlint_fprintf_escaped(out, "%s%s %+lld", i ? ", " : "",
				       st->text[i].name, st->text[i].bytes);
	if (st->n_text > n)
		fprintf(out, ", %zu more", st->n_text - n);
}

/* One row: the step's median, its ratio to the baseline's, its spread,
 * its text change; then the verdict and notes, if any. */
static void print_row(const struct tune *t, FILE *out, const char *label,
		      size_t step, const char *verdict, const char *note)
{
	const struct inlint_tune_step *st = &t->state->steps[step];
	const struct inlint_tune_step *base = &t->state->steps[t->baseline];
	struct tune_stats b = tune_stats(base), s = tune_stats(st);
	char value[32], num[32], delta[40], text[32] = "-";

	tune_format_value(t, s.median, value, sizeof(value));
	tune_format_value(t, s.median - b.median, num, sizeof(num));
	snprintf(delta, sizeof(delta), "%s%s", num[0] == '-' ? "" : "+", num);
	if (t->o->n_objects)
		snprintf(text, sizeof(text), "%+lld",
			 step == t->baseline ? 0 : text_delta(st));
	inlint_fprintf_escaped(
		out, "%-40s %12s %10s %7.4f %6.2f%% %7s", label, value, delta,
		b.median ? s.median / b.median : 1.0,
		s.median ? 100 * (s.max - s.min) / s.median : 0.0, text);
	/* Pad the verdict only when more follows: no trailing blanks. */
	if (note || (step != t->baseline && st->n_text))
		fprintf(out, "  %-8s ", verdict);
	else if (*verdict)
		fprintf(out, "  %s", verdict);
	if (note)
		fprintf(out, "%s%s", note, st->n_text ? "; " : "");
	if (step != t->baseline)
		print_functions(out, st);
	fputs("\n", out);
}

static void print_candidate(const struct tune *t, FILE *out, size_t i)
{
	const struct tune_result *res = &t->results[t->group[i]];
	size_t members = tune_group_size(t, t->group[i]);
	char label[256], note[96] = "";

	tune_describe_candidate(t, i, label, sizeof(label));
	if (res->hi > res->lo)
		snprintf(note, sizeof(note), "block of %zu groups",
			 res->hi - res->lo + 1);
	else if (members > 1)
		snprintf(note, sizeof(note), "group of %zu", members);
	print_row(t, out, label, res->step, verdict_name(res->verdict),
		  *note ? note : NULL);
}

/* Candidates the check build left out: never measured. */
static void print_untried(const struct tune *t, FILE *out)
{
	char label[256];

	for (size_t i = t->untried_from; i < t->cands->n_information; i++) {
		const struct inlint_recommendation *r =
			&t->cands->information[i];

		tune_describe_decision(r, label, sizeof(label));
		inlint_fprintf_escaped(out, "%-40s %12s %10s %7s %7s %7s  %s\n",
				       label, "-", "-", "-", "-", "-",
				       r->message);
	}
}

/* " without always_inline f in g:12": the one decision of the set's groups
 * that the set leaves out. */
static void without_one(const struct tune *t, const struct tune_set *set,
			char *buf, size_t len)
{
	for (size_t c = 0; c < t->cands->n_recommendations; c++) {
		if (set->in[t->group[c]] && !set->pick[c]) {
			snprintf(buf, len, " without ");
			tune_describe_candidate(t, c, buf + strlen(buf),
						len - strlen(buf));
			return;
		}
	}
}

/* "backward: groups 1, 3, 4" (the first few, then a count), and which of
 * their decisions the set leaves out when it holds only some. */
static void set_label(const struct tune *t, size_t i, char *buf, size_t len)
{
	const struct tune_set *set = &t->sets[i];
	size_t n = 0, all = 0, k = (size_t)snprintf(buf, len, "%s", set->how);
	bool one = !strcmp(set->how, "group");
	const char *first = one				     ? " "
			    : tune_set_size(t, set->in) == 1 ? ": group "
							     : ": groups ";

	for (size_t g = 0; g < t->n_groups; g++) {
		if (!set->in[g])
			continue;
		all += tune_group_size(t, g);
		if (++n > MAX_FUNCTIONS || k >= len)
			continue;
		k += (size_t)snprintf(buf + k, len - k, "%s%zu",
				      n > 1 ? ", " : first, g + 1);
	}
	if (n > MAX_FUNCTIONS && k < len)
		k += (size_t)snprintf(buf + k, len - k, " and %zu more",
				      n - MAX_FUNCTIONS);
	if (k < len && tune_set_decisions(t, i) + 1 == all)
		without_one(t, set, buf + k, len - k);
	else if (k < len && tune_set_decisions(t, i) < all)
		snprintf(buf + k, len - k, " (%zu of %zu decisions)",
			 tune_set_decisions(t, i), all);
}

/* Another set is as good in both and better in one; or the same in both
 * with fewer decisions (or as many, measured earlier): one row per point. */
static bool dominated(const struct tune *t, size_t k)
{
	const struct tune_set *s = &t->sets[k];
	double m = tune_median_of(t, s->step);
	long long x = tune_text_growth(t, s->step);
	size_t n = tune_set_decisions(t, k);

	for (size_t i = 0; i < t->n_sets; i++) {
		double mi = tune_median_of(t, t->sets[i].step);
		long long xi = tune_text_growth(t, t->sets[i].step);
		size_t ni = tune_set_decisions(t, i);

		if (mi > m || xi > x)
			continue;
		if (mi < m || xi < x || ni < n || (ni == n && i < k))
			return true;
	}
	return false;
}

struct frontier_row {
	long long text;
	size_t set;
};

/* Smallest text first; ties in the order measured. */
static int by_text(const void *a, const void *b)
{
	const struct frontier_row *x = a, *y = b;

	if (x->text != y->text)
		return x->text < y->text ? -1 : 1;
	return (x->set > y->set) - (x->set < y->set);
}

/* The measured sets that no other beats in both the metric and the text,
 * smallest text first: what each byte buys. */
static void print_pareto(const struct tune *t, FILE *out)
{
	struct frontier_row *v = inlint_xcalloc(t->n_sets, sizeof(*v));
	double b = tune_median_of(t, t->baseline);
	char label[128], value[32];
	size_t n = 0;

	for (size_t i = 0; i < t->n_sets; i++)
		if (!dominated(t, i))
			v[n++] = (struct frontier_row){
				tune_text_growth(t, t->sets[i].step), i};
	inlint_array_sort(v, n, sizeof(*v), by_text);
	fprintf(out,
		"\npareto: the measured sets no other set beats in both %s "
		"and text\n",
		*inlint_metric_unit(&t->metric) ? inlint_metric_unit(&t->metric)
						: "value");
	fprintf(out, "%-40s %12s %7s %7s %s\n", "set", "value", "ratio", "text",
		"chosen");
	for (size_t i = 0; i < n; i++) {
		const struct tune_set *set = &t->sets[v[i].set];
		double m = tune_median_of(t, set->step);

		set_label(t, v[i].set, label, sizeof(label));
		tune_format_value(t, m, value, sizeof(value));
		inlint_fprintf_escaped(out, "%-40s %12s %7.4f %+7lld%s\n",
				       label, value, b ? m / b : 1.0, v[i].text,
				       v[i].set == t->chosen ? "  *" : "");
	}
	free(v);
}

void tune_print_table(const struct tune *t, FILE *out)
{
	size_t n = t->cands->n_recommendations, kept = 0;
	char label[160];

	if (*t->build)
		inlint_fprintf_escaped(out,
				       "measured in %s builds: ", t->build);
	inlint_fprintf_escaped(
		out,
		"metric %s, %u run%s per step; ratio = median / baseline "
		"median of this run; spread = (max - min) / median\n",
		t->o->metric, t->o->runs, t->o->runs == 1 ? "" : "s");
	fprintf(out, "%-40s %12s %10s %7s %7s %7s  %-8s %s\n", "candidate",
		*inlint_metric_unit(&t->metric) ? inlint_metric_unit(&t->metric)
						: "value",
		"delta", "ratio", "spread", "text", "verdict",
		"text by function");
	print_row(t, out, "baseline (no decisions)", t->baseline, "", NULL);
	print_row(t, out, "all candidates", t->all, "", NULL);
	for (size_t i = 0; i < n; i++)
		print_candidate(t, out, i);
	print_untried(t, out);
	for (size_t i = 0; i < t->n_sets; i++) {
		const struct tune_set *set = &t->sets[i];

		if (strcmp(set->how, "forward") &&
		    strcmp(set->how, "backward") &&
		    strcmp(set->how, "refine") && strcmp(set->how, "smaller"))
			continue;
		set_label(t, i, label, sizeof(label));
		print_row(t, out, label, set->step, "", NULL);
	}
	for (size_t i = 0; i < n; i++)
		kept += t->pick[i];
	snprintf(label, sizeof(label), "final (%zu decision%s)", kept,
		 kept == 1 ? "" : "s");
	print_row(t, out, label, t->final, "", NULL);
	if (t->o->n_objects)
		print_pareto(t, out);
}
