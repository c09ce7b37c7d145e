/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_calls.c - records folded into the view's report, each call site of a
 * record marked on its line: inlined or kept, hot or cold, clang's reason. */
#include "html_view.h"

#include "fold.h"
#include "reason.h"

#include <stdio.h>
#include <string.h>

/* The badge of a call: clang's word over the call and its copies when its
 * remarks speak of it, else the record's "after" view. */
static const char *call_badge(const struct inlint_site_verdict *sv,
			      const struct inlint_call_site *cs)
{
	if (sv->inlined && sv->n_refused)
		return "partial";
	if (sv->inlined || (!sv->refused && cs->inlined && !cs->kept))
		return "inlined";
	if (sv->refused || cs->kept)
		return cs->inlined ? "partial" : "kept";
	return cs->inlined ? "partial" : "gone";
}

static const char *call_status(const char *badge)
{
	if (!strcmp(badge, "inlined"))
		return "inlined";
	if (!strcmp(badge, "kept"))
		return "kept: not inlined";
	if (!strcmp(badge, "partial"))
		return "partly inlined";
	return "no call left after optimisation";
}

static const char *hot_badge(enum inlint_hotness h)
{
	if (h == INLINT_HOTNESS_HOT)
		return "hot";
	return h == INLINT_HOTNESS_COLD ? "cold" : NULL;
}

/* "; clang: cost 285 vs threshold 225 (misses by 61)", from the refusal
 * when there is one (a copy's says where it is), else the inlining. */
static void put_reason(char *buf, size_t len,
		       const struct inlint_site_verdict *sv,
		       const struct inlint_model *m,
		       const struct inlint_call_site *cs, const char *caller,
		       bool *truncated)
{
	const struct inlint_remark *r = sv->refused ? sv->refused : sv->inlined;
	char phrase[512];
	bool copy;

	if (!r) {
		snprintf(buf, len, "; clang: no inline remark for this call");
		return;
	}
	copy = strcmp(r->caller, caller) != 0;
	if (inlint_reason_format(phrase, sizeof(phrase), r, copy ? NULL : m,
				 copy ? NULL : cs))
		*truncated = true;
	snprintf(buf, len, "; clang%s%s: %s", copy ? " in " : "",
		 copy ? r->caller : "", phrase);
}

static void mark_call(struct inlint_html_view *v, const struct inlint_model *m,
		      const struct inlint_call_site *cs)
{
	const struct inlint_function *callee = &m->functions[cs->callee];
	const struct inlint_function *caller = &m->functions[cs->caller];
	const char *file = caller->file ? caller->file : m->source_file;
	struct inlint_site_verdict sv = {0};
	char reason[640] = "", text[1024];
	const char *badge;

	if (!file || !cs->line)
		return;
	if (v->verdicts) {
		inlint_verdict_site(v->verdicts, m, cs, file, &sv);
		put_reason(reason, sizeof(reason), &sv, m, cs, caller->name,
			   &v->truncated);
	}
	badge = call_badge(&sv, cs);
	snprintf(text, sizeof(text),
		 "call of %s in %s: %s; %s, %.4gx per entry of %s%s",
		 callee->name, caller->name, call_status(badge),
		 inlint_hotness_name(cs->hotness), cs->frequency, caller->name,
		 reason);
	inlint_html_mark(&v->page, inlint_html_file(&v->page, file), cs->line,
			 INLINT_HTML_CALL, badge, hot_badge(cs->hotness), text);
}

/* A record folded in, as merge folds it, and its calls marked. The link's
 * call sites are the compile's again, after importing: only its outcomes
 * count, which the fold takes. */
static int add_record(void *arg, struct inlint_model *m, const char *label,
		      char *err, size_t errlen)
{
	struct inlint_html_view *v = arg;

	if (inlint_report_add_record(v->rep, m, label, err, errlen)) {
		inlint_model_destroy(m);
		return -1;
	}
	if (m->source_file)
		inlint_html_file_whole(&v->page, m->source_file);
	for (size_t i = 0;
	     !inlint_phase_is_link(m->phase) && i < m->n_call_sites; i++)
		mark_call(v, m, &m->call_sites[i]);
	inlint_model_destroy(m);
	return 0;
}

int inlint_html_read_records(struct inlint_html_view *v,
			     struct inlint_record_inputs *in, char *err,
			     size_t errlen)
{
	v->rep = inlint_report_create();
	v->rep->verdicts = v->verdicts;
	for (size_t i = 0; i < in->paths.n; i++)
		if (inlint_record_inputs_read(in, i, add_record, v, err,
					      errlen) < 0)
			return -1;
	inlint_report_join_link(v->rep);
	return 0;
}
