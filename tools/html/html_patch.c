/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_patch.c - a patch's annotations judged as `inlint lint --records`
 * judges them, each finding kept for the page and marked on its line. */
#include "html_view.h"

#include "annotations.h"
#include "patch.h"
#include "xalloc.h"

#include <stdio.h>

static void mark_finding(struct inlint_html_view *v, size_t i)
{
	const struct inlint_finding *f = &v->findings[i];
	char text[INLINT_FINDING_MESSAGE_MAX + 64];

	v->finding_file[i] = inlint_html_file(&v->page, f->file);
	v->page.files[v->finding_file[i]].whole = true;
	if (!f->line)
		return;
	if (v->covered[i])
		snprintf(text, sizeof(text), "patch: %s: %s",
			 inlint_severity_name(f->severity), f->message);
	else
		snprintf(text, sizeof(text), "patch: %s", f->message);
	inlint_html_mark(
		&v->page, v->finding_file[i], f->line, INLINT_HTML_FINDING,
		v->covered[i] ? inlint_severity_name(f->severity) : "unjudged",
		NULL, text);
}

/* A change in a file no record covers is not judged: a page that showed
 * nothing for it would pass it. */
static void judge(struct inlint_html_view *v,
		  const struct inlint_annot_change *c, size_t i)
{
	struct inlint_finding *f = &v->findings[i];

	v->covered[i] = inlint_report_covers(v->rep, c->file);
	if (v->covered[i]) {
		inlint_judge(v->rep, c, NULL, f);
		return;
	}
	*f = (struct inlint_finding){
		.file = c->file,
		.line = c->line,
		.severity = INLINT_SEVERITY_NOTE,
		.verdict = INLINT_VERDICT_UNKNOWN,
		.message = inlint_strdup(
			"no record covers this file: was it built with the "
			"plugin?"),
	};
}

int inlint_html_judge_patch(struct inlint_html_view *v, const char *patch_path,
			    char *err, size_t errlen)
{
	struct inlint_annot_changes changes = {0};
	struct inlint_patch *patch = inlint_patch_read(patch_path, err, errlen);

	if (!patch)
		return -1;
	inlint_find_annotation_changes(patch, &changes);
	v->n_findings = changes.n;
	v->findings = inlint_xcalloc(changes.n + 1, sizeof(*v->findings));
	v->covered = inlint_xcalloc(changes.n + 1, sizeof(*v->covered));
	v->finding_file =
		inlint_xcalloc(changes.n + 1, sizeof(*v->finding_file));
	for (size_t i = 0; i < changes.n; i++) {
		judge(v, &changes.v[i], i);
		mark_finding(v, i);
	}
	inlint_annot_changes_release(&changes);
	/* The findings' file names point into the patch: kept with it. */
	v->patch = patch;
	return 0;
}
