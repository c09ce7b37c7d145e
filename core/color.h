/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* color.h - clang's colours for diagnostics on a terminal: --color, and
 * NO_COLOR (https://no-color.org) when --color leaves it to inlint. */
#ifndef INLINT_COLOR_H
#define INLINT_COLOR_H

#include <stdbool.h>
#include <stdio.h>

enum inlint_color_mode {
	INLINT_COLOR_AUTO,   /* on a terminal, unless NO_COLOR is set */
	INLINT_COLOR_ALWAYS, /* --color=always: also into a pipe */
	INLINT_COLOR_NEVER,
};

/* clang's: the location bold, "error:" red, "warning:" magenta, "note:"
 * black (grey on most terminals), all bold. */
#define INLINT_SGR_BOLD	   "\033[1m"
#define INLINT_SGR_ERROR   "\033[1;31m"
#define INLINT_SGR_WARNING "\033[1;35m"
#define INLINT_SGR_NOTE	   "\033[1;30m"
#define INLINT_SGR_RESET   "\033[0m"

/* Parses "auto", "always" or "never" into *mode. Returns 0, or -1. */
int inlint_color_parse(const char *s, enum inlint_color_mode *mode);

/* The mode for the rest of the run (the CLI's --color). */
void inlint_color_set(enum inlint_color_mode mode);

/* Whether what goes to out is coloured. */
bool inlint_color(FILE *out);

/* Writes sgr to out when it is coloured. */
void inlint_color_put(FILE *out, const char *sgr);

/* " label:" (a word of inlint's own, never input) in sgr, then the reset:
 * a diagnostic's kind after its location. */
void inlint_color_label(FILE *out, const char *sgr, const char *label);

/* The sgr of a severity name ("warning", "note", "error"). */
const char *inlint_color_of(const char *severity);

#endif
