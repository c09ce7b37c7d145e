/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_paths.c - record names: the layout of plain relative paths, and no
 * two sources sharing a name whatever their spelling. Run: ctest -R paths */
#include "check.h"
#include "link_name.h"
#include "paths.h"

#include <stdbool.h>
#include <stdlib.h>

static void check_name(const char *source, const char *cwd, const char *want)
{
	char *got = inlint_record_name(source, cwd);

	CHECK_STR(got, want);
	free(got);
}

static void test_layout(void)
{
	/* Paths below the working directory keep their spelling. */
	check_name("mm/memory.c", NULL, "mm/memory.c.inlint.yaml");
	check_name("examples/pool/pool.c", "/src",
		   "examples/pool/pool.c.inlint.yaml");
	check_name("./a/./b/../c.c", NULL, "a/c.c.inlint.yaml");
	check_name("a//b.c", NULL, "a/b.c.inlint.yaml");
	check_name("a/b.c/", NULL, "a/b.c.inlint.yaml");
	check_name("a/__/b.c", NULL, "a/__/b.c.inlint.yaml");
	/* Anything else: __ and the absolute path. */
	check_name("/abs/lib/memory.c", NULL,
		   "__/abs/lib/memory.c.inlint.yaml");
	check_name("../x.c", "/src/d1/sub", "__/src/d1/x.c.inlint.yaml");
	check_name("__/z.c", "/src", "__/src/__/z.c.inlint.yaml");
	check_name("..c/..", "/tmp/r", "__/tmp/r.inlint.yaml");
	check_name("", "/tmp/r", "__/tmp/r.inlint.yaml");
	check_name("/", NULL, "__.inlint.yaml");
	check_name("/../..//x.c", NULL, "__/x.c.inlint.yaml");
	/* A link's records sit beside the compile's, the phase in the name. */
	char *n = inlint_record_name_phase("mm/memory.c", NULL,
					   "thinlto-backend");
	CHECK_STR(n, "mm/memory.c.inlint.thinlto-backend.yaml");
	free(n);
	n = inlint_record_name_phase("mm/memory.c", NULL, NULL);
	CHECK_STR(n, "mm/memory.c.inlint.yaml");
	free(n);
	/* Without the working directory, a climbing path has no name. */
	CHECK(inlint_record_name("../x.c", NULL) == NULL);
	CHECK(inlint_record_name("", NULL) == NULL);
}

/* The test's own lexical normalisation, written apart from paths.c: path
 * (against cwd when relative and cwd is given) as "/a/b". Returns false
 * when a ".." climbs above where the path starts. */
static bool normalise(const char *cwd, const char *path, char *out)
{
	char comps[64][64];
	int n = 0;
	bool inside = true;
	const char *parts[2] = {path[0] == '/' ? "" : cwd, path};

	for (int k = 0; k < 2; k++) {
		const char *p = parts[k];

		while (p && *p) {
			size_t len = strcspn(p, "/");

			if (len == 2 && !strncmp(p, "..", 2)) {
				if (n > 0)
					n--;
				else
					inside = false;
			} else if (len && !(len == 1 && *p == '.')) {
				snprintf(comps[n++], sizeof(comps[0]), "%.*s",
					 (int)len, p);
			}
			p += len;
			p += *p == '/';
		}
	}
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		strcat(out, "/");
		strcat(out, comps[i]);
	}
	return inside;
}

static const char *const sources[] = {
	"",
	".",
	"./",
	"/",
	"//",
	"..",
	"../",
	"__",
	"__/",
	"__/z.c",
	"../z.c",
	"./__/z.c",
	"a/__/z.c",
	"__z.c",
	"___/z.c",
	"a/../__/z.c",
	"/__/z.c",
	"/t/x/__/z.c",
	"/t/__/z.c",
	"z.c",
	"./z.c",
	"a//b.c",
	"a/b.c/",
	"a/b.c",
	"/a/b.c",
	"../../z.c",
	"../x/../z.c",
	"__.inlint.yaml",
	"z.c.inlint.yaml",
	"t/x/z.c",
	"/t/x/z.c",
	"__/t/x/z.c",
	".inlint.yaml",
	"..c/..",
};

static const char *const cwds[] = {"/t/x", "/t/x/y", "/", "/t/x/__", "/t"};

#define N_SOURCES (sizeof(sources) / sizeof(sources[0]))
#define N_CWDS	  (sizeof(cwds) / sizeof(cwds[0]))

struct named {
	const char *source, *cwd;
	char *name;
	char abs[512], rel[512];
	bool inside; /* relative, and stays below cwd */
};

/* Every component a plain name: the record never lands outside. */
static bool stays_inside(const char *name)
{
	const char *p = name;

	if (*p == '/')
		return false;
	while (*p) {
		size_t len = strcspn(p, "/");

		if (!len || (len == 1 && *p == '.') ||
		    (len == 2 && !strncmp(p, "..", 2)))
			return false;
		p += len;
		p += *p == '/';
	}
	return true;
}

/* Two names may be equal only for one file: the same absolute path, or the
 * same relative spelling below the working directory (the plain layout,
 * which is the same file within one tree). */
static void check_pair(const struct named *a, const struct named *b)
{
	if (strcmp(a->name, b->name) != 0)
		return;
	if (!strcmp(a->abs, b->abs) ||
	    (a->inside && b->inside && !strcmp(a->rel, b->rel)))
		return;
	fprintf(stderr, "'%s' in %s and '%s' in %s share %s\n", a->source,
		a->cwd, b->source, b->cwd, a->name);
	check_failures++;
}

static void test_injective(void)
{
	static struct named all[N_SOURCES * N_CWDS];
	size_t n = 0;

	for (size_t c = 0; c < N_CWDS; c++) {
		for (size_t s = 0; s < N_SOURCES; s++) {
			struct named *x = &all[n++];

			x->source = sources[s];
			x->cwd = cwds[c];
			x->name = inlint_record_name(x->source, x->cwd);
			normalise(x->cwd, x->source, x->abs);
			x->inside = x->source[0] != '/' &&
				    normalise(NULL, x->source, x->rel) &&
				    x->rel[0];
			CHECK(x->name && stays_inside(x->name));
			CHECK(strlen(x->name) > strlen(".inlint.yaml"));
		}
	}
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			check_pair(&all[i], &all[j]);
	for (size_t i = 0; i < n; i++)
		free(all[i].name);
}

/* Only promotion suffixes go; clones keep the names they have. */
static void test_link_name(void)
{
	static const char *const cases[][2] = {
		{"mix.llvm.17651207047235297419", "mix"},
		{"refill.lto_priv.0", "refill"},
		{"refill.lto_priv.3.llvm.42", "refill"},
		{"alloc.cold", "alloc.cold"},
		{"alloc.cold.1", "alloc.cold.1"},
		{"zap.part.0", "zap.part.0"},
		{"f.constprop.0.llvm.9", "f.constprop.0"},
		{"f.llvm.", "f.llvm."},
		{".llvm.12", ".llvm.12"},
		{"f.llvm.12x", "f.llvm.12x"},
		{"llvm.12", "llvm.12"},
		{"main", "main"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char name[64];

		snprintf(name, sizeof(name), "%s", cases[i][0]);
		CHECK(inlint_link_name_strip(name) ==
		      (strcmp(cases[i][0], cases[i][1]) != 0));
		CHECK_STR(name, cases[i][1]);
	}
}

/* Only the link's phases rename: a compile's names are the symbols'. */
static void test_phase_renames(void)
{
	CHECK(inlint_phase_renames(INLINT_PHASE_THINLTO_BACKEND));
	CHECK(inlint_phase_renames(INLINT_PHASE_FULLLTO));
	CHECK(!inlint_phase_renames(INLINT_PHASE_COMPILE));
	CHECK(!inlint_phase_renames(INLINT_PHASE_THINLTO_PRELINK));
	CHECK(!inlint_phase_renames(INLINT_PHASE_FULLLTO_PRELINK));
}

static void test_same_file(void)
{
	CHECK(inlint_same_file("mm/memory.c", "/src/linux/mm/memory.c"));
	CHECK(inlint_same_file("./mm/memory.c", "mm/memory.c"));
	CHECK(!inlint_same_file("m/memory.c", "/src/linux/mm/memory.c"));
}

/* Kernel sources unpacked under /usr/src are the user's, not the system's. */
static void test_system_path(void)
{
	CHECK(inlint_system_path(
		"/usr/include/x86_64-linux-gnu/bits/string.h"));
	CHECK(inlint_system_path(
		"/usr/lib/llvm-22/lib/clang/22/include/xmmintrin.h"));
	CHECK(!inlint_system_path("/usr/src/linux-source-6.12/mm/zsmalloc.c"));
	CHECK(!inlint_system_path("include/linux/mm.h"));
}

int main(void)
{
	test_layout();
	test_injective();
	test_same_file();
	test_link_name();
	test_phase_renames();
	test_system_path();
	return check_result();
}
