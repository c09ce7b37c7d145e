/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* json_lib.h - jansson as inlint uses it for every JSON document: memory
 * from xalloc.h, text from input made valid UTF-8, values written an item
 * at a time. */
#ifndef INLINT_JSON_LIB_H
#define INLINT_JSON_LIB_H

#include <jansson.h>
#include <stdio.h>

/* Makes jansson allocate with inlint_xmalloc: out of memory is the one
 * policy of core/xalloc.h, never a NULL to check. Call before any other
 * jansson call; calling it again does no harm. */
void inlint_json_setup(void);

/* A new JSON string of s, or null when s is NULL. JSON text is UTF-8 (RFC
 * 8259, 8.1) and one stray byte makes a consumer reject the whole
 * document, but names from input can hold any byte (a git-quoted "\377"):
 * each byte that starts no UTF-8 sequence becomes U+FFFD. */
json_t *inlint_json_text(const char *s);

/* Sets key of obj to a new string of s (see inlint_json_text). */
void inlint_json_set_text(json_t *obj, const char *key, const char *s);

/* Writes v on one line, no newline after it, and drops the reference to
 * it: a document of many items is written an item at a time, never held
 * whole (lint's findings of a patch adding half a million annotations).
 * out's error flag tells whether it was written. */
void inlint_json_put(FILE *out, json_t *v);

#endif
