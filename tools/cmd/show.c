/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* show.c - "inlint show RECORD...": each record's recommendations, one line
 * each in compiler style, then a summary. Reads only; writes no file. */
#include "commands.h"
#include "record.h"

#include <stdlib.h>
#include <string.h>

static const char *or_unknown(const char *s)
{
	return s ? s : "?";
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* file:line: action: message [reason, confidence 0.80]; the message starts
 * with the function's name. */
static void show_recommendation(const struct inlint_model *m,
				const struct inlint_recommendation *r)
{
	const char *file = r->file ? r->file : or_unknown(m->source_file);

	if (r->line)
		printf("%s:%u: ", file, r->line);
	else
		printf("%s: ", file);
	printf("%s: %s [%s, confidence %.2f]", inlint_action_name(r->action),
	       r->message ? r->message : r->function, or_unknown(r->reason),
	       r->confidence);
	if (r->caller)
		printf(" (call in %s at line %u)", r->caller, r->call_line);
	putchar('\n');
}

/* file: decision always_inline obj_malloc: applied (added alwaysinline);
 * now inlined, took effect */
static void show_applied(const struct inlint_model *m,
			 const struct inlint_applied *a)
{
	printf("%s: decision %s %s",
	       or_unknown(a->file ? a->file : m->source_file),
	       inlint_action_name(a->action), a->function);
	if (a->caller)
		printf(" (calls in %s, line %u)", a->caller, a->call_line);
	printf(": %s (%s)", inlint_apply_status_name(a->status),
	       or_unknown(a->detail));
	if (a->effect)
		printf("; now %s, %s", a->effect,
		       a->took_effect ? "took effect" : "did not take effect");
	putchar('\n');
}

static void show_record(const struct inlint_model *m, const char *path)
{
	for (size_t i = 0; i < m->n_recommendations; i++)
		show_recommendation(m, &m->recommendations[i]);
	for (size_t i = 0; i < m->n_applied; i++)
		show_applied(m, &m->applied[i]);
	printf("%s: %zu function%s, %zu recommendation%s",
	       m->source_file ? m->source_file : path, m->n_functions,
	       plural(m->n_functions), m->n_recommendations,
	       plural(m->n_recommendations));
	if (m->n_problems)
		printf(", %zu problem%s", m->n_problems, plural(m->n_problems));
	putchar('\n');
}

static int usage(FILE *out, int status)
{
	fputs("usage: inlint show RECORD...\n"
	      "Prints each record's recommendations as file:line: action: "
	      "message,\nthen one summary line per record.\n",
	      out);
	return status;
}

int inlint_show(int argc, char **argv)
{
	char err[1024];
	int status = 0;

	if (argc < 2)
		return usage(stderr, 2);
	if (inlint_is_help(argv[1]))
		return usage(stdout, 0);
	for (int i = 1; i < argc; i++) {
		struct inlint_model *m =
			inlint_record_read(argv[i], err, sizeof(err));

		/* One bad record does not hide the others. */
		if (!m) {
			fflush(stdout);
			fprintf(stderr, "inlint: %s\n", err);
			status = 2;
			continue;
		}
		show_record(m, argv[i]);
		inlint_model_destroy(m);
	}
	return status;
}
