/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build_words.c - "clang-22 arm64 + AutoFDO": the build a record or a
 * compile speaks for, in the words of a configuration's row. */
#include "build_words.h"

#include "escape.h"
#include "model.h"
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "clang" or "gcc" and the major version, or NULL and 0. */
static const char *compiler_family(const char *ident, int *major)
{
	const char *v = strstr(ident, "clang version ");
	size_t first = strcspn(ident, " ");

	*major = 0;
	if (v) {
		*major = atoi(v + 14);
		return "clang";
	}
	if ((first >= 3 && !strncmp(ident + first - 3, "gcc", 3)) ||
	    !strncmp(ident, "GCC: ", 5)) {
		/* The version follows the vendor's parenthesis; a date or a
		 * second parenthesis may follow the version. */
		v = strchr(ident, ')');
		v = v ? v + 1 : ident + first;
		*major = atoi(v + strspn(v, " "));
		return *major > 0 ? "gcc" : NULL;
	}
	return NULL;
}

bool inlint_build_compiler(const char *ident, char sep, char *buf, size_t n)
{
	int major;
	const char *name = compiler_family(ident, &major);

	if (name)
		snprintf(buf, n, "%s%c%d", name, sep, major);
	else if (n)
		*buf = '\0';
	return n && *buf;
}

const char *inlint_build_arch(const char *triple, char *buf, size_t n)
{
	size_t len = strcspn(triple, "-");

	if (len == 7 && !strncmp(triple, "aarch64", 7))
		snprintf(buf, n, "arm64");
	else
		snprintf(buf, n, "%.*s", (int)len, triple);
	return buf;
}

const char *inlint_build_profile(const char *profile_format)
{
	if (!profile_format)
		return NULL;
	return strcmp(profile_format, "SampleProfile") ? "PGO" : "AutoFDO";
}

void inlint_build_words(const char *target, const char *compiler,
			const char *level, const char *profile_format,
			char *buf, size_t n)
{
	char cc[64] = "", arch[64] = "";
	const char *profile = inlint_build_profile(profile_format);

	if (!level)
		level = "";
	if (compiler)
		inlint_build_compiler(compiler, '-', cc, sizeof(cc));
	if (target)
		inlint_build_arch(target, arch, sizeof(arch));
	snprintf(buf, n, "%s%s%s%s%s%s%s", cc, *cc && *arch ? " " : "", arch,
		 *level ? " " : "", level, profile ? " + " : "",
		 profile ? profile : "");
}

void inlint_build_print(FILE *out, const char *target, const char *compiler,
			const char *level, const char *profile_format)
{
	char words[INLINT_LEVEL_WORDS_MAX + 64];

	inlint_build_words(target, compiler, level, profile_format, words,
			   sizeof(words));
	if (*words)
		inlint_fprintf_escaped(out, " (%s)", words);
}

static const char *model_size(const struct inlint_model *m)
{
	size_t n = 0, size = 0, min = 0;

	for (size_t i = 0; i < m->n_functions; i++) {
		unsigned a = m->functions[i].attrs;

		if (a & INLINT_ATTR_COLD)
			continue;
		n++;
		size += !!(a & INLINT_ATTR_OPT_SIZE);
		min += !!(a & INLINT_ATTR_MIN_SIZE);
	}
	if (2 * min > n)
		return "-Oz";
	return 2 * size > n ? "-Os" : NULL;
}

void inlint_model_level(const struct inlint_model *m, char *buf, size_t n)
{
	const char *level = model_size(m);
	size_t used;

	if (!level && !m->inliner.from_flag &&
	    m->inliner.threshold == INLINT_O3_THRESHOLD)
		level = "-O3";
	used = (size_t)snprintf(buf, n, "%s", level ? level : "");
	if (inlint_inlining_flag(m->inliner.inlining) && used < n)
		used += (size_t)snprintf(
			buf + used, n - used, "%s%s", used ? " " : "",
			inlint_inlining_flag(m->inliner.inlining));
	for (int f = 0; f < INLINT_INLINER_N_FLAGS && used < n; f++)
		if (inlint_inliner_flag_given(&m->inliner, f))
			used += (size_t)snprintf(
				buf + used, n - used, "%s-%s=%d",
				used ? " " : "", inlint_inliner_flags[f],
				inlint_inliner_value(&m->inliner, f));
}

void inlint_model_build_words(const struct inlint_model *m, char *buf, size_t n)
{
	char level[INLINT_LEVEL_WORDS_MAX];

	inlint_model_level(m, level, sizeof(level));
	inlint_build_words(m->target, m->compiler, level,
			   inlint_model_profile_format(m), buf, n);
}

void inlint_model_build_print(FILE *out, const struct inlint_model *m)
{
	char level[INLINT_LEVEL_WORDS_MAX];

	inlint_model_level(m, level, sizeof(level));
	inlint_build_print(out, m->target, m->compiler, level,
			   inlint_model_profile_format(m));
}

void inlint_report_build_words(const struct inlint_report *rep, char *buf,
			       size_t n)
{
	inlint_build_words(rep->target, rep->compiler, rep->level,
			   rep->profile_format, buf, n);
}

void inlint_report_build_print(FILE *out, const struct inlint_report *rep)
{
	inlint_build_print(out, rep->target, rep->compiler, rep->level,
			   rep->profile_format);
}

/* One family for the architectures one kernel build compiles for. */
static const char *family(const char *triple)
{
	static const char *const x86[] = {"x86_64", "i386", "i486", "i586",
					  "i686"};
	size_t len = strcspn(triple, "-");

	for (size_t i = 0; i < sizeof(x86) / sizeof(x86[0]); i++)
		if (len == strlen(x86[i]) && !strncmp(triple, x86[i], len))
			return "x86";
	if (!strncmp(triple, "aarch64", 7) || !strncmp(triple, "arm", 3) ||
	    !strncmp(triple, "thumb", 5))
		return "arm";
	return NULL;
}

static bool same_arch(const char *a, const char *b)
{
	const char *fa = family(a), *fb = family(b);
	size_t la = strcspn(a, "-"), lb = strcspn(b, "-");

	if (fa || fb)
		return fa && fb && !strcmp(fa, fb);
	return la == lb && !strncmp(a, b, la);
}

bool inlint_build_same(const char *target_a, const char *compiler_a,
		       const char *target_b, const char *compiler_b)
{
	char a[64], b[64];

	if (target_a && target_b && !same_arch(target_a, target_b))
		return false;
	if (!compiler_a || !compiler_b)
		return true;
	return !inlint_build_compiler(compiler_a, '-', a, sizeof(a)) ||
	       !inlint_build_compiler(compiler_b, '-', b, sizeof(b)) ||
	       !strcmp(a, b);
}
