/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppmacro.h - the object-like macros whose expansion forces inlining or
 * forbids it (the kernel's __fastpath_inline, __ref), and one of them at a
 * definition replaced by its expansion without what an edit strips. */
#ifndef INLINT_PPMACRO_H
#define INLINT_PPMACRO_H

#include <stddef.h>

struct inlint_ppmacro {
	char *name, *body;
};

struct inlint_ppmacros {
	struct inlint_ppmacro *v;
	size_t n, cap;
};

/* What a strip took out: always_inline and noinline attributes, inline
 * words. */
struct inlint_ppstrip {
	unsigned n_always, n_noinline, n_inline;
};

/* "#define NAME BODY" of an object-like macro, in the order the
 * preprocessor saw it: kept when BODY, through the macros kept so far,
 * has an always_inline or noinline attribute, or an inline word (the
 * kernel's noinline_for_kasan without KASAN; the kernel's own macro
 * `inline` is not kept); a redefinition replaces the one kept, or drops
 * it. */
void inlint_ppmacros_define(struct inlint_ppmacros *m, const char *name,
			    size_t len, const char *body, size_t body_len);

/* "#undef NAME". */
void inlint_ppmacros_undef(struct inlint_ppmacros *m, const char *name,
			   size_t len);

/* The expansion of macro name (len bytes), through the macros kept, with
 * the annotations of strip (enum inlint_annot bits: always_inline,
 * noinline, inline) taken out, as one line (malloc'd), and in *s what was
 * taken out; NULL when name is not a macro kept. An always_inline taken
 * out takes the expansion's inline with it, as blanking __always_inline
 * does: clang gives an always_inline function no inline hint, so the
 * plugin's strip leaves none (__fastpath_inline becomes nothing). */
char *inlint_ppmacros_strip(const struct inlint_ppmacros *m, const char *name,
			    size_t len, unsigned strip,
			    struct inlint_ppstrip *s);

void inlint_ppmacros_release(struct inlint_ppmacros *m);

#endif
