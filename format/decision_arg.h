/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_arg.h - decisions as one command-line word (docs/DECISIONS.md),
 * for -mllvm -inlint-decisions=LIST: ccache hashes it and distcc sends it. */
#ifndef INLINT_DECISION_ARG_H
#define INLINT_DECISION_ARG_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* The plugin's option, and the name of its decisions in records and
 * messages. */
#define INLINT_DECISIONS_OPTION "-inlint-decisions"

/* The longest argument Linux passes to a program (MAX_ARG_STRLEN). */
#define INLINT_ARG_LIMIT      ((size_t)128 * 1024)
#define INLINT_ARG_LIMIT_TEXT "128 KiB"

/* Whether s passes through the shell, make and Kbuild's saved command
 * lines unquoted, as it is: letters, digits and "_./+-" only. */
bool inlint_decision_arg_plain(const char *s);

/* m's recommendations as LIST: "ACTION:FUNCTION[:FILE[:CALLER[:LINE]]]"
 * joined by ',', each field's bytes other than letters, digits and
 * "_./+-" written as %XX, and the last '.' of the last field too (the word
 * never ends like a source file's name, which distccd would take for its
 * input). A new string; "" for none. */
char *inlint_decision_arg_write(const struct inlint_model *m);

/* The decisions of the decision file at path (any form
 * inlint_decisions_read takes) as LIST. Returns a new string, or NULL with
 * err set to "path:line:col: problem". */
char *inlint_decision_arg_from_file(const char *path, char *err, size_t errlen);

/* The length of the argument "-inlint-decisions=LIST", and whether it fits
 * in one (INLINT_ARG_LIMIT counts its NUL). */
size_t inlint_decision_arg_length(const char *list);
bool inlint_decision_arg_fits(const char *list);

/* Reads LIST. Returns a model holding the decisions as recommendations, or
 * NULL with err set to "label: decision N: problem". */
struct inlint_model *inlint_decision_arg_read(const char *list,
					      const char *label, char *err,
					      size_t errlen);

#endif
