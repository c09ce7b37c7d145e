/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build_words.c - "clang-22 arm64 + AutoFDO": the build a record or a
 * compile speaks for, in the words of a configuration's row. */
#include "build_words.h"

#include "array.h"
#include "escape.h"
#include "model.h"
#include "report.h"
#include "xalloc.h"

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
	char words[INLINT_BUILD_WORDS_MAX];

	inlint_build_words(target, compiler, level, profile_format, words,
			   sizeof(words));
	if (*words)
		inlint_fprintf_escaped(out, " (%s)", words);
}

/* The builds a sanitizer makes go by its family's name: a KASAN kernel,
 * not one of "-fsanitize=kernel-address". A name of no family here is one
 * of UBSan's checks (array-bounds, shift-base, ...; clang's cc1 lists
 * them one by one), or a group of them (undefined, bounds, integer). */
static const char *sanitizer_family(const char *name, size_t len)
{
	static const struct {
		const char *name, *family;
		bool prefix;
	} families[] = {
		{"kernel-address", "KASAN", false},
		{"kernel-hwaddress", "KASAN", false},
		{"address", "ASan", false},
		{"hwaddress", "HWASan", false},
		{"kernel-memory", "KMSAN", false},
		{"memory", "MSan", false},
		{"thread", "TSan", false},
		{"leak", "LSan", false},
		{"dataflow", "DFSan", false},
		{"type", "TySan", false},
		{"numerical", "NSan", false},
		{"realtime", "RTSan", false},
		{"kcfi", "KCFI", false},
		{"cfi", "CFI", true},
		{"safe-stack", "SafeStack", false},
		{"shadow-call-stack", "SCS", false},
		{"memtag", "MTE", true},
		{"fuzzer", "libFuzzer", true},
		{"scudo", "Scudo", false},
	};

	for (size_t i = 0; i < sizeof(families) / sizeof(*families); i++) {
		size_t n = strlen(families[i].name);

		if (len == n ? !strncmp(name, families[i].name, n)
			     : families[i].prefix && len > n &&
				       !strncmp(name, families[i].name, n) &&
				       name[n] == '-')
			return families[i].family;
	}
	return "UBSan";
}

/* Drops the names of list (a -fno-sanitize= value) from names[0..*n). */
static void drop_names(char **names, size_t *n, const char *list)
{
	for (const char *s = list; *s; s += strspn(s, ",")) {
		size_t len = strcspn(s, ","), k = 0;

		for (size_t i = 0; i < *n; i++)
			if ((len == 3 && !strncmp(s, "all", 3)) ||
			    (strlen(names[i]) == len &&
			     !strncmp(names[i], s, len)))
				free(names[i]);
			else
				names[k++] = names[i];
		*n = k;
		s += len;
	}
}

/* Appends the names of list (a -fsanitize= value) to *names. */
static void add_names(char ***names, size_t *n, size_t *cap, const char *list)
{
	for (const char *s = list; *s; s += strspn(s, ",")) {
		size_t len = strcspn(s, ",");

		*names =
			inlint_array_grow(*names, cap, *n + 1, sizeof(**names));
		(*names)[(*n)++] = inlint_strndup(s, len);
		s += len;
	}
}

char *inlint_sanitize_of_args(const char *const *argv, size_t argc)
{
	char **names = NULL, *list;
	size_t n = 0, cap = 0, len = 1;

	for (size_t i = 0; i < argc; i++)
		if (!strncmp(argv[i], "-fsanitize=", 11))
			add_names(&names, &n, &cap, argv[i] + 11);
		else if (!strncmp(argv[i], "-fno-sanitize=", 14))
			drop_names(names, &n, argv[i] + 14);
	for (size_t i = 0; i < n; i++)
		len += strlen(names[i]) + 1;
	list = n ? inlint_xcalloc(len, 1) : NULL;
	for (size_t i = 0; i < n; i++) {
		if (i)
			strcat(list, ",");
		strcat(list, names[i]);
		free(names[i]);
	}
	free(names);
	return list;
}

void inlint_sanitize_words(const char *list, char *buf, size_t n)
{
	size_t used = 0;

	*buf = '\0';
	for (const char *s = list; s && *s; s += strspn(s, ",")) {
		size_t len = strcspn(s, ",");
		const char *family = sanitizer_family(s, len);
		size_t flen = strlen(family);
		bool have = false;

		for (const char *w = buf; !have && *w; w += strspn(w, " ")) {
			size_t wlen = strcspn(w, " ");

			have = wlen == flen && !strncmp(w, family, flen);
			w += wlen;
		}
		if (!have && used < n)
			used += (size_t)snprintf(buf + used, n - used, "%s%s",
						 used ? " " : "", family);
		s += len;
	}
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
	if (m->sanitize && used + 1 < n) {
		if (used)
			buf[used++] = ' ';
		inlint_sanitize_words(m->sanitize, buf + used, n - used);
	}
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
