/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_checks.c - core/checks: --checks globs as clang-tidy reads them (the
 * last match decides), and NOLINT comments as it reads them. */
#include "check.h"
#include "checks.h"

static bool on(const char *spec, const char *word)
{
	struct inlint_checks c = {0};
	char err[128];
	bool ret;

	CHECK(inlint_checks_parse(&c, spec, err, sizeof(err)) == 0);
	ret = inlint_checks_on(&c, word);
	inlint_checks_release(&c);
	return ret;
}

static void test_globs(void)
{
	struct inlint_checks none = {0};
	char err[128];

	CHECK(inlint_checks_on(&none, "redundant"));
	CHECK(inlint_checks_match(&none, "redundant") == -1);
	CHECK(!on("-inlint-redundant", "redundant"));
	CHECK(on("-inlint-redundant", "required"));
	CHECK(on("-*,inlint-redundant", "redundant"));
	CHECK(!on("-*,inlint-redundant", "load-bearing"));
	CHECK(!on("inlint-redundant, -*", "redundant"));
	CHECK(on(" -* , inlint-cold-* ", "cold-slow-path"));
	CHECK(!on("-inlint-*", "kept-out-of-line"));
	CHECK(on("-redundant", "redundant")); /* names have the prefix */
	CHECK(inlint_checks_parse(&none, "-inlint-cold-*", err, sizeof(err)) ==
	      0);
	CHECK(inlint_checks_match(&none, "cold-slow-path") == 0);
	CHECK(inlint_checks_match(&none, "redundant") == -1);
	CHECK(inlint_checks_parse(&none, "a,,b", err, sizeof(err)) == -1);
	CHECK(inlint_checks_parse(&none, "-", err, sizeof(err)) == -1);
	inlint_checks_release(&none);
}

static bool nolint(const char *line, bool next, const char *word)
{
	return inlint_nolint(line, strlen(line), next, word);
}

static void test_nolint(void)
{
	CHECK(nolint("static int f(void) // NOLINT", false, "redundant"));
	CHECK(nolint("f(void) // NOLINT(inlint-redundant)", false,
		     "redundant"));
	CHECK(nolint("f(void) /* NOLINT(bugprone-x, inlint-*) */", false,
		     "required"));
	CHECK(!nolint("f(void) // NOLINT(inlint-required)", false,
		      "redundant"));
	CHECK(!nolint("f(void) // NOLINTNEXTLINE", false, "redundant"));
	CHECK(nolint("// NOLINTNEXTLINE", true, "redundant"));
	CHECK(!nolint("// NOLINT", true, "redundant"));
	CHECK(!nolint("f(void) // NOLINT(inlint-redundant", false,
		      "redundant"));
	CHECK(!nolint("MY_NOLINT", false, "redundant"));
	CHECK(!nolint("f(void)", false, "redundant"));
}

int main(void)
{
	test_globs();
	test_nolint();
	return check_result();
}
