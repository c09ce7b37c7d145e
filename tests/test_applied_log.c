/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_applied_log.c - core/applied_log: which applied entry logs a
 * decision, a decision in words, and which problems are a decision's. */
#include "applied_log.h"
#include "check.h"

static void test_logs(void)
{
	const struct inlint_recommendation whole = {
		.function = "f",
		.file = "mm/a.c",
		.action = INLINT_ACTION_NOINLINE};
	const struct inlint_recommendation call = {
		.function = "f",
		.caller = "g",
		.call_line = 7,
		.action = INLINT_ACTION_NOINLINE};
	struct inlint_applied a = {.function = "f",
				   .file = "mm/a.c",
				   .action = INLINT_ACTION_NOINLINE,
				   .status = INLINT_APPLY_REFUSED};

	CHECK(inlint_applied_logs(&a, &whole));
	CHECK(!inlint_applied_logs(&a, &call));
	a.file = "mm/b.c";
	CHECK(!inlint_applied_logs(&a, &whole));
	a.caller = "g";
	a.call_line = 7;
	CHECK(inlint_applied_logs(&a, &call));
	a.call_line = 8;
	CHECK(!inlint_applied_logs(&a, &call));
	a.call_line = 7;
	a.action = INLINT_ACTION_ALWAYS_INLINE;
	CHECK(!inlint_applied_logs(&a, &call));
}

static void test_words(void)
{
	char buf[64];

	inlint_decision_words(INLINT_ACTION_NOINLINE, "f", NULL, 0, buf,
			      sizeof(buf));
	CHECK_STR(buf, "noinline f");
	inlint_decision_words(INLINT_ACTION_ALWAYS_INLINE, "f", "g", 0, buf,
			      sizeof(buf));
	CHECK_STR(buf, "always_inline f in g");
	inlint_decision_words(INLINT_ACTION_NONE, "f", "g", 12, buf,
			      sizeof(buf));
	CHECK_STR(buf, "none f in g:12");
}

static void test_problem(void)
{
	struct inlint_model rec = {.decisions_file = "-inlint-decisions"};
	const char *p;

	p = inlint_applied_problem(&rec, "-inlint-decisions:2: noinline for f "
					 "(calls from g) matches nothing");
	CHECK_STR(p, "noinline for f (calls from g) matches nothing");
	/* Not about one decision: the list as a whole, or another file. */
	CHECK(!inlint_applied_problem(&rec, "-inlint-decisions: decision 2: "
					    "unknown action 'x'; no decision "
					    "applied"));
	CHECK(!inlint_applied_problem(&rec, "-inlint-decisionsX:2: y"));
	rec.decisions_file = "d.yaml";
	CHECK(!inlint_applied_problem(&rec, "d.yaml: not read: the decisions "
					    "of -inlint-decisions on the "
					    "command line apply"));
	CHECK(!inlint_applied_problem(&rec, "d.yaml:3:5: bad indentation; no "
					    "decision applied"));
	CHECK_STR(inlint_applied_problem(&rec, "d.yaml:12: x"), "x");
	rec.decisions_file = NULL;
	CHECK(!inlint_applied_problem(&rec, "d.yaml:12: x"));
}

int main(void)
{
	test_logs();
	test_words();
	test_problem();
	return check_result();
}
