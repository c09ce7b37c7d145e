/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_text.h - text from input (source lines, names, messages) written into
 * an HTML page so that it shows as text and never as markup. */
#ifndef INLINT_HTML_TEXT_H
#define INLINT_HTML_TEXT_H

#include <stddef.h>
#include <stdio.h>

/* Writes the n bytes of s as HTML text, fit for an element or a quoted
 * attribute: & < > " ' as entities, a tab as it is, every other control
 * byte and every byte that is not UTF-8 as U+FFFD, so that a name with
 * '<' or a source in Latin-1 cannot break the page. */
void inlint_html_putn(FILE *out, const char *s, size_t n);
/* The same for a NUL-terminated s; NULL writes nothing. */
void inlint_html_puts(FILE *out, const char *s);
/* printf, with everything it formats written as inlint_html_putn: for text
 * whose arguments come from input. Markup goes out with fputs. */
void inlint_html_printf(FILE *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
