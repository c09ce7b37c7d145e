// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_build_words.c - the build a record speaks for: compilers by family
 * and major version, arm64 by the kernel's name, a build for size or at
 * -O3 or with -inline-threshold, sanitizers by family, a profile by its
 * kind; one build across an x86_64 kernel's 32-bit parts, not across
 * arches. */
#include "build_words.h"
#include "check.h"
#include "model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CLANG22 "Debian clang version 22.1.8 (1~deb12u1)"
#define CLANG19 "Debian clang version 19.1.7 (3~deb12u1)"

static void words(const char *target, const char *compiler, const char *level,
		  const char *profile, const char *want)
{
	char buf[64];

	inlint_build_words(target, compiler, level, profile, buf, sizeof(buf));
	CHECK_STR(buf, want);
}

static void compiler(const char *ident, const char *want)
{
	char buf[32];

	CHECK(inlint_build_compiler(ident, '-', buf, sizeof(buf)) ==
	      (*want != 0));
	CHECK_STR(buf, want);
}

/* A record's level from its functions and its inliner, as the plugin
 * sets the inliner from the pipeline's level and flags. */
static void level(struct inlint_model *m, const char *want)
{
	char buf[INLINT_LEVEL_WORDS_MAX];

	inlint_model_level(m, buf, sizeof(buf));
	CHECK_STR(buf, want);
}

static void model_levels(void)
{
	struct inlint_model *m = inlint_model_create();

	level(m, "");
	inlint_inliner_at_level(&m->inliner, 3, 0);
	CHECK(m->inliner.threshold == 250 && m->inliner.locally_hot == 525);
	level(m, "-O3");
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_THRESHOLD, -100);
	CHECK(m->inliner.threshold == -100 && m->inliner.from_flag);
	level(m, "-inline-threshold=-100");
	inlint_model_add_function(m, "f")->attrs = INLINT_ATTR_OPT_SIZE;
	level(m, "-Os -inline-threshold=-100");
	inlint_inliner_at_level(&m->inliner, 2, 2);
	CHECK(m->inliner.threshold == 5 && m->inliner.locally_hot == 0);
	level(m, "-Os");
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_COLD_CALLSITE, 20);
	level(m, "-Os -inline-cold-callsite-threshold=20");
	m->functions[0].attrs = 0;
	inlint_inliner_at_level(&m->inliner, 3, 0);
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_HINT, 400);
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_LOCALLY_HOT, 600);
	level(m, "-O3 -inlinehint-threshold=400 "
		 "-locally-hot-callsite-threshold=600");
	inlint_inliner_at_level(&m->inliner, 3, 0);
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_THRESHOLD, 500);
	level(m, "-inline-threshold=500");
	inlint_inliner_set_flag(&m->inliner, INLINT_INLINER_HOT_CALLSITE, 0);
	level(m, "-inline-threshold=500 -hot-callsite-threshold=0");
	inlint_inliner_at_level(&m->inliner, 3, 0);
	m->inliner.inlining = INLINT_INLINING_FORCED;
	level(m, "-O3 -fno-inline");
	inlint_inliner_at_level(&m->inliner, 2, 0);
	m->inliner.inlining = INLINT_INLINING_HINTED;
	level(m, "-finline-hint-functions");
	m->inliner.inlining = INLINT_INLINING_NORMAL;
	m->sanitize = inlint_model_strdup(m, "kernel-address,array-bounds");
	level(m, "KASAN UBSan");
	m->inliner.inlining = INLINT_INLINING_FORCED;
	level(m, "-fno-inline KASAN UBSan");
	inlint_model_destroy(m);
}

static void sanitize_words(const char *list, const char *want)
{
	char buf[64];

	inlint_sanitize_words(list, buf, sizeof(buf));
	CHECK_STR(buf, want);
}

/* The command line's sanitizers, argv as words split at spaces. */
static void sanitize_of(const char *command, const char *want)
{
	char copy[256], *argv[16];
	size_t argc = 0;
	char *list;

	snprintf(copy, sizeof(copy), "%s", command);
	for (char *w = strtok(copy, " "); w && argc < 16; w = strtok(NULL, " "))
		argv[argc++] = w;
	list = inlint_sanitize_of_args((const char *const *)argv, argc);
	if (want)
		CHECK_STR(list ? list : "(null)", want);
	else
		CHECK(list == NULL);
	free(list);
}

static void sanitizers(void)
{
	sanitize_words("kernel-address", "KASAN");
	sanitize_words("kernel-hwaddress,kernel-address", "KASAN");
	sanitize_words("array-bounds,local-bounds,shift-base,kernel-address",
		       "UBSan KASAN");
	sanitize_words("thread,undefined", "TSan UBSan");
	sanitize_words("kcfi,shadow-call-stack", "KCFI SCS");
	sanitize_words("cfi-icall,memtag-stack,memory", "CFI MTE MSan");
	/* A prefix names a family only up to a dash. */
	sanitize_words("cfix", "UBSan");
	sanitize_words("", "");

	sanitize_of("clang -O2 -c x.c", NULL);
	sanitize_of("clang -fsanitize=kernel-address -fsanitize=bounds",
		    "kernel-address,bounds");
	sanitize_of("clang -fsanitize=kernel-address,bounds "
		    "-fno-sanitize=bounds",
		    "kernel-address");
	sanitize_of("gcc -fsanitize=thread -fno-sanitize=all", NULL);
	sanitize_of("clang -fno-sanitize=all -fsanitize=undefined "
		    "-fsanitize-trap=undefined -fsanitize-recover=all",
		    "undefined");
	sanitize_of("clang -fsanitize= -O2", NULL);
}

int main(void)
{
	compiler(CLANG22, "clang-22");
	compiler("gcc (Debian 12.2.0-14) 12.2.0", "gcc-12");
	compiler("aarch64-linux-gnu-gcc (Debian 12.2.0-14) 12.2.0", "gcc-12");
	compiler("GCC: (Debian 12.2.0-14) 12.2.0", "gcc-12");
	compiler("GCC: (GNU) 14.2.1 20240910", "gcc-14");
	compiler("GCC: (GNU) 14.2.1 20240912 (Red Hat 14.2.1-3)", "gcc-14");
	compiler("gcc 12", "gcc-12");
	compiler("gcc", "");
	compiler("icx 2025.0", "");
	{
		char spaced[32];

		CHECK(inlint_build_compiler(CLANG22, ' ', spaced,
					    sizeof(spaced)));
		CHECK_STR(spaced, "clang 22");
	}

	words("x86_64-pc-linux-gnu", CLANG22, NULL, NULL, "clang-22 x86_64");
	words("aarch64-unknown-linux-gnu", CLANG22, NULL, "SampleProfile",
	      "clang-22 arm64 + AutoFDO");
	words("x86_64-pc-linux-gnu", CLANG22, NULL, "InstrProf",
	      "clang-22 x86_64 + PGO");
	words("riscv64-unknown-linux-gnu", NULL, NULL, NULL, "riscv64");
	words(NULL, CLANG19, NULL, NULL, "clang-19");
	words(NULL, NULL, NULL, NULL, "");
	words("x86_64-pc-linux-gnu", CLANG22, "-Os", NULL,
	      "clang-22 x86_64 -Os");
	words("aarch64-unknown-linux-gnu", CLANG22, "-Oz", "SampleProfile",
	      "clang-22 arm64 -Oz + AutoFDO");

	model_levels();
	sanitizers();

	CHECK(inlint_build_same("x86_64-pc-linux-gnu", CLANG22,
				"i386-unknown-linux-gnu", CLANG22));
	CHECK(inlint_build_same("aarch64-unknown-linux-gnu", CLANG22,
				"arm-unknown-linux-gnueabihf", CLANG22));
	CHECK(!inlint_build_same("x86_64-pc-linux-gnu", CLANG22,
				 "aarch64-unknown-linux-gnu", CLANG22));
	CHECK(!inlint_build_same("x86_64-pc-linux-gnu", CLANG22,
				 "x86_64-pc-linux-gnu", CLANG19));
	CHECK(!inlint_build_same("riscv64-unknown-linux-gnu", CLANG22,
				 "x86_64-pc-linux-gnu", CLANG22));
	CHECK(inlint_build_same("riscv64-unknown-linux-gnu", CLANG22,
				"riscv64-unknown-elf", CLANG22));
	CHECK(inlint_build_same(NULL, CLANG22, "x86_64-pc-linux-gnu", NULL));
	CHECK(inlint_build_same("x86_64-pc-linux-gnu", "unknown",
				"x86_64-pc-linux-gnu", CLANG22));
	return check_result();
}
