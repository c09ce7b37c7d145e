/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build_words.h - "clang-22 arm64 + AutoFDO": the build a record or a
 * compile speaks for, in the words of a configuration's row. */
#ifndef INLINT_BUILD_WORDS_H
#define INLINT_BUILD_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* "clang-22" (sep '-'; "clang 22" with ' ') from the identification of a
 * compiler: its --version line ("Debian clang version 22.1.8 (...)",
 * "aarch64-linux-gnu-gcc (Debian 12.2.0-14) 12.2.0"), its .comment
 * ("GCC: (GNU) 14.2.1 20240910": gcc-14) or a record's "gcc 12". False,
 * and buf empty, for anything but clang and gcc. */
bool inlint_build_compiler(const char *ident, char sep, char *buf, size_t n);

/* The triple's architecture by the kernel's ARCH name where the two differ
 * ("arm64" for aarch64), else its first word. Returns buf. */
const char *inlint_build_arch(const char *triple, char *buf, size_t n);

/* "AutoFDO" for a sample profile's ProfileSummary format, "PGO" for an
 * instrumented one's; NULL for none. */
const char *inlint_build_profile(const char *profile_format);

/* "clang-22 x86_64", then the level's words where the inliner's
 * thresholds are not -O2's ("-Os", "-O3", "-inline-threshold=500"; NULL
 * or "": -O2), and " + AutoFDO" or " + PGO" for a ProfileSummary format
 * (NULL: none); a part not known is left out. */
void inlint_build_words(const char *target, const char *compiler,
			const char *level, const char *profile_format,
			char *buf, size_t n);

/* Ends a line's text with " (clang-22 x86_64)", escaped, when any part
 * of the build is known: the build the line speaks for. */
void inlint_build_print(FILE *out, const char *target, const char *compiler,
			const char *level, const char *profile_format);

/* "KASAN UBSan": the sanitizers of a -fsanitize= list ("kernel-address,
 * array-bounds,shift-base") by the names their builds go by, each once,
 * in the list's order; any name of no other family is UBSan's. "" for
 * none. */
void inlint_sanitize_words(const char *list, char *buf, size_t n);

/* The sanitizers of a command line, the clang driver's, cc1's or GCC's:
 * the values of its -fsanitize= flags, less those of a later
 * -fno-sanitize= ("all": every one), joined by commas as cc1 writes
 * them; NULL for none. Free it. */
char *inlint_sanitize_of_args(const char *const *argv, size_t argc);

struct inlint_model;

/* The level's words of record m: "-Os" or "-Oz" when most of its
 * functions that are not __cold (which clang makes optsize at any level)
 * are optsize or minsize, else "-O3" by its inliner's threshold; then
 * "-fno-inline" or "-finline-hint-functions" where the build restricted
 * inlining, and "-inline-threshold=N" and each other threshold flag given
 * (inliner.h), as clang takes them after -mllvm, and the words of its
 * sanitizers ("KASAN UBSan"). "" for -O2 without them. */
void inlint_model_level(const struct inlint_model *m, char *buf, size_t n);
/* Room for them: five flags, a level, -finline-hint-functions and a few
 * sanitizers. */
#define INLINT_LEVEL_WORDS_MAX 288
/* Room for a build's words: the compiler, the architecture, the level's
 * words and the profile's. */
#define INLINT_BUILD_WORDS_MAX (INLINT_LEVEL_WORDS_MAX + 64)
/* The build record m speaks for: inlint_build_words and
 * inlint_build_print of its target, compiler, level and profile. */
void inlint_model_build_words(const struct inlint_model *m, char *buf,
			      size_t n);
void inlint_model_build_print(FILE *out, const struct inlint_model *m);

struct inlint_report;

/* The build report rep speaks for: its first record's target and
 * compiler, its records' level and its profile. */
void inlint_report_build_words(const struct inlint_report *rep, char *buf,
			       size_t n);
void inlint_report_build_print(FILE *out, const struct inlint_report *rep);

/* Whether two records can come from one build: the same compiler and
 * major version, and one architecture family (an x86_64 kernel builds its
 * 32-bit vDSO for i386). A part one of them does not know matches. */
bool inlint_build_same(const char *target_a, const char *compiler_a,
		       const char *target_b, const char *compiler_b);

#endif
