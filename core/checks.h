/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* checks.h - the names of inlint's checks, as clang-tidy names its own, and
 * which of them a --checks list and a NOLINT comment turn off. */
#ifndef INLINT_CHECKS_H
#define INLINT_CHECKS_H

#include "source_lines.h"

#include <stdbool.h>
#include <stddef.h>

/* A finding's check is "inlint-" and its word: a verdict on an annotation
 * (core/verdicts.def: inlint-redundant) or a recommendation's reason code
 * (format/reasons.def: inlint-cold-slow-path). Text ends a finding with it
 * in brackets, SARIF gives it as the ruleId. */
#define INLINT_CHECK_PREFIX "inlint-"

/* The longest check name a list or comment is compared by. */
#define INLINT_CHECK_MAX 96

/* "inlint-" and word into buf (INLINT_CHECK_MAX bytes); returns buf. */
const char *inlint_check_name(const char *word, char *buf);

/* A --checks value: comma-separated globs ('*' any text), each turning the
 * checks it matches on, or off with a leading '-'; the last glob that
 * matches a check decides, and a check none matches stays on. */
struct inlint_checks {
	char **globs; /* without their '-' */
	bool *off;
	size_t n;
};

/* Appends the globs of spec (--checks may be given more than once).
 * Returns 0, or -1 with err set (an empty glob). */
int inlint_checks_parse(struct inlint_checks *c, const char *spec, char *err,
			size_t errlen);

/* How c decides the check of word: 1 on, 0 off, -1 when no glob of c
 * matches it (a list read before c then decides). */
int inlint_checks_match(const struct inlint_checks *c, const char *word);

/* Whether the check of word is on. A zeroed struct has every check on. */
bool inlint_checks_on(const struct inlint_checks *c, const char *word);

void inlint_checks_release(struct inlint_checks *c);

/* Whether a source line's comment turns off the check of word, as
 * clang-tidy's does: "NOLINT" alone or "NOLINT(globs)" naming it on the
 * finding's line itself, "NOLINTNEXTLINE..." on the line before it (next
 * true). line is len bytes, not NUL-terminated. */
bool inlint_nolint(const char *line, size_t len, bool next, const char *word);

/* Whether a NOLINT comment on line `line` of path, or a NOLINTNEXTLINE on
 * the line before, turns off the check of word. A file that cannot be read
 * turns nothing off. */
bool inlint_nolint_at(struct inlint_source_lines *s, const char *path,
		      unsigned line, const char *word);

#endif
