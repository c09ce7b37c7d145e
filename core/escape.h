/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* escape.h - text from input (paths, function names, record messages)
 * printed so that a terminal shows it and does not act on it. */
#ifndef INLINT_ESCAPE_H
#define INLINT_ESCAPE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Bytes of the UTF-8 sequence at s (1 to 4, within avail), or 0 when s
 * does not start one: a stray continuation byte, an overlong form, a
 * surrogate, a code point past U+10FFFF, or a sequence cut short. */
size_t inlint_utf8_len(const unsigned char *s, size_t avail);

/* Writes s with every byte a terminal could act on as a C escape, the way
 * git quotes names: control bytes and DEL (\t, \033, \177), the C1
 * controls (U+0080 to U+009F, \302\233) and bytes that are not UTF-8
 * (\377). Other text, UTF-8 included, is written as it is. */
void inlint_fputs_escaped(const char *s, FILE *out);

/* fprintf, with the text it formats escaped as above but for a final
 * newline: for a line whose arguments come from input. */
void inlint_fprintf_escaped(FILE *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void inlint_vfprintf_escaped(FILE *out, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));

#endif
