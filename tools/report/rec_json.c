/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rec_json.c - a recommendation as a JSON object; every string from the
 * records goes through json_lib.h (valid UTF-8). */
#include "rec_json.h"

#include "annot_verdict.h"
#include "build_words.h"
#include "checks.h"
#include "json_lib.h"

/* What a record's and a report's recommendation have in common. */
struct rec_view {
	const char *file, *function, *caller, *reason, *message, *evidence;
	char build[160];	  /* "clang-22 x86_64", or empty */
	unsigned line, call_line; /* call_line: of a call-site decision */
	enum inlint_action action;
	enum inlint_severity severity;
	double confidence;
	bool information;
};

/* The fields both kinds name alike, from r of either kind: one list, so
 * that a field added reaches both. */
#define REC_VIEW_FIELDS(r)                                                     \
	.function = (r)->function, .caller = (r)->caller,                      \
	.reason = (r)->reason, .message = (r)->message,                        \
	.evidence = (r)->evidence, .line = (r)->line,                          \
	.call_line = (r)->call_line, .action = (r)->action,                    \
	.severity = (r)->severity, .confidence = (r)->confidence

static json_t *view_json(const struct rec_view *v)
{
	char check[INLINT_CHECK_MAX];
	json_t *o = json_object();

	inlint_json_setup();
	inlint_json_set_text(o, "file", v->file ? v->file : "?");
	json_object_set_new(o, "line", json_integer(v->line));
	json_object_set_new(o, "severity",
			    json_string(inlint_severity_name(v->severity)));
	inlint_json_set_text(
		o, "check",
		inlint_check_name(v->reason ? v->reason : "?", check));
	inlint_json_set_text(o, "message",
			     v->message ? v->message : v->function);
	json_object_set_new(o, "action",
			    json_string(inlint_action_name(v->action)));
	inlint_json_set_text(o, "function", v->function);
	if (v->caller) {
		inlint_json_set_text(o, "caller", v->caller);
		json_object_set_new(o, "call_line", json_integer(v->call_line));
	}
	json_object_set_new(o, "confidence", json_real(v->confidence));
	if (v->evidence)
		inlint_json_set_text(o, "evidence", v->evidence);
	if (v->information)
		json_object_set_new(o, "information", json_true());
	if (*v->build)
		inlint_json_set_text(o, "build", v->build);
	return o;
}

json_t *inlint_recommendation_json(const struct inlint_model *m,
				   const struct inlint_recommendation *r,
				   const char *file, bool information)
{
	struct rec_view v = {REC_VIEW_FIELDS(r), .file = file,
			     .information = information};

	inlint_model_build_words(m, v.build, sizeof(v.build));
	return view_json(&v);
}

json_t *inlint_report_rec_json(const struct inlint_report *rep,
			       const struct inlint_report_rec *r)
{
	struct rec_view v = {REC_VIEW_FIELDS(r), .file = r->file,
			     .information = r->information};
	json_t *o;

	inlint_report_build_words(rep, v.build, sizeof(v.build));
	o = view_json(&v);
	json_object_set_new(o, "tus", json_integer((json_int_t)r->tus));
	if (r->has_verdict) {
		json_object_set_new(
			o, "verdict",
			json_string(inlint_verdict_name(r->verdict)));
		json_object_set_new(
			o, "verdict_evidence",
			json_string(inlint_evidence_name(r->verdict_evidence)));
	}
	json_object_set_new(
		o, "hotness",
		json_string(inlint_hotness_name(r->global_hotness)));
	json_object_set_new(o, "calls_per_root_entry", json_real(r->global));
	if (r->compiler_reason)
		inlint_json_set_text(o, "compiler_reason", r->compiler_reason);
	return o;
}
