/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rec_json.h - a recommendation as a finding of --format json (show of
 * records and reports, merge's summary): the facts of its text line, each
 * in a key of its own (docs/CONVENTIONS.md). */
#ifndef INLINT_REC_JSON_H
#define INLINT_REC_JSON_H

#include "model.h"
#include "report.h"

#include <jansson.h>

/* A new object of record m's recommendation r, in file (the record's
 * source file when r names none): file, line, severity, check, message,
 * action, function, then caller and call_line, confidence, evidence and
 * information (an information entry: changes nothing) where they apply,
 * and build, the record's ("clang-22 x86_64"), where it names one. */
json_t *inlint_recommendation_json(const struct inlint_model *m,
				   const struct inlint_recommendation *r,
				   const char *file, bool information);

/* A new object of a report's recommendation r: those keys (build, the
 * report's), and tus, the verdict on the annotation it is about, hotness,
 * calls per root entry and clang's reason where the report has them. */
json_t *inlint_report_rec_json(const struct inlint_report *rep,
			       const struct inlint_report_rec *r);

#endif
