/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* report_yaml.h - the inlint-report/1 file (docs/REPORT.md): the merged
 * report written atomically through libyaml's emitter, and read back. */
#ifndef INLINT_REPORT_YAML_H
#define INLINT_REPORT_YAML_H

#include "report.h"

#define INLINT_REPORT_SCHEMA "inlint-report/1"

/* Writes rep to path: a temp file beside it, then rename. Returns 0, or -1
 * with err set to "path: problem" and nothing left behind. */
int inlint_report_write(const struct inlint_report *rep, const char *path,
			char *err, size_t errlen);

/* Reads a report written by inlint_report_write. Returns a new report, or
 * NULL with err set to "path:line:col: problem" or "path: problem". */
struct inlint_report *inlint_report_read(const char *path, char *err,
					 size_t errlen);

/* The TUs other than the defining one that call x. */
size_t inlint_report_extern_callers(const struct inlint_report *rep,
				    const struct inlint_report_extern *x);

#endif
