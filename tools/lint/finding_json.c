/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_json.c - a finding as a JSON object with the same facts as its
 * text line, each in a key of its own, so that a script parses no message;
 * every string from input goes through jansson (json_lib.h). */
#include "finding_json.h"

#include "checks.h"
#include "json_lib.h"
#include "version.h"

/* The head holds only inlint's own words (the version, a command's name),
 * which need no escaping; the findings' array stays open. */
void inlint_finding_json_begin(FILE *out, const char *command)
{
	inlint_json_setup();
	fprintf(out,
		"{\n  \"version\": %d,\n  \"inlint\": \"%s\",\n"
		"  \"command\": \"%s\",\n  \"findings\": [",
		INLINT_FINDINGS_JSON_VERSION, INLINT_VERSION, command);
}

json_t *inlint_finding_rows_json(const struct inlint_finding *f)
{
	json_t *v = json_array();

	for (size_t k = 0; k < f->n_rows; k++) {
		const struct inlint_finding_row *r = &f->rows[k];
		json_t *row = json_object();

		inlint_json_set_text(row, "name", r->config);
		inlint_json_set_text(row, "compiler", r->words);
		json_object_set_new(row, "compiled", json_boolean(r->compiled));
		if (r->compiled)
			json_object_set_new(
				row, "verdict",
				json_string(inlint_verdict_name(r->verdict)));
		inlint_json_set_text(row, "text", r->text);
		json_array_append_new(v, row);
	}
	return v;
}

json_t *inlint_finding_fix_json(const struct inlint_finding *f)
{
	if (!f->fix_len || !f->line)
		return NULL;
	return json_pack("{s:I, s:I, s:I, s:s}", "line", (json_int_t)f->line,
			 "column", (json_int_t)f->fix_col, "end_column",
			 (json_int_t)(f->fix_col + f->fix_len), "replacement",
			 "");
}

static json_t *object(const struct inlint_finding *f)
{
	char check[INLINT_CHECK_MAX];
	json_t *o = json_object();
	json_t *fix = inlint_finding_fix_json(f);

	inlint_json_set_text(o, "file", f->file);
	json_object_set_new(o, "line", json_integer(f->line));
	if (f->col)
		json_object_set_new(o, "column", json_integer(f->col));
	json_object_set_new(o, "severity",
			    json_string(inlint_severity_name(f->severity)));
	json_object_set_new(o, "check",
			    json_string(inlint_check_name(
				    inlint_verdict_name(f->verdict), check)));
	inlint_json_set_text(o, "message", f->message);
	json_object_set_new(o, "evidence",
			    json_string(inlint_evidence_name(f->evidence)));
	if (f->reason)
		inlint_json_set_text(o, "reason", f->reason);
	if (f->rows)
		json_object_set_new(o, "configurations",
				    inlint_finding_rows_json(f));
	if (fix)
		json_object_set_new(o, "fix", fix);
	return o;
}

void inlint_finding_json_next(FILE *out, size_t n)
{
	fputs(n ? ",\n    " : "\n    ", out);
}

void inlint_finding_json_put(FILE *out, const struct inlint_finding *f,
			     size_t n)
{
	inlint_finding_json_next(out, n);
	inlint_json_put(out, object(f));
}

void inlint_finding_json_end(FILE *out, size_t n)
{
	fputs(n ? "\n  ]\n}\n" : "]\n}\n", out);
}
