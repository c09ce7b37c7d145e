/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_decision_conflict.c - core/decision_conflict: which two decisions
 * contradict (one function or overlapping calls, different actions), and
 * that every one of a conflicting set is found, whatever the order. */
#include "check.h"
#include "decision_conflict.h"

#include <stdint.h>

#define FN(fn, in, act)                                                        \
	{.function = fn, .file = in, .action = INLINT_ACTION_##act}
#define CALL(fn, from, at_line, act)                                           \
	{.function = fn,                                                       \
	 .caller = from,                                                       \
	 .call_line = at_line,                                                 \
	 .action = INLINT_ACTION_##act}

static void test_pairs(void)
{
	const struct inlint_recommendation
		force = FN("f", "mm/a.c", ALWAYS_INLINE),
		pin = FN("f", NULL, NOINLINE), other = FN("f", "b.c", NOINLINE),
		tail = FN("f", "a.c", NOINLINE), g = FN("g", NULL, NOINLINE),
		all = CALL("f", "c", 0, NOINLINE),
		at12 = CALL("f", "c", 12, ALWAYS_INLINE),
		at13 = CALL("f", "c", 13, ALWAYS_INLINE),
		from_d = CALL("f", "d", 12, NOINLINE),
		none = CALL("f", "c", 12, NONE),
		plain = CALL("f", "c", 12, PLAIN);

	CHECK(inlint_decisions_conflict(&force, &pin));
	CHECK(inlint_decisions_conflict(&force, &tail));
	CHECK(!inlint_decisions_conflict(&force, &other));
	CHECK(!inlint_decisions_conflict(&force, &force));
	CHECK(!inlint_decisions_conflict(&pin, &g));
	/* A call's attribute beats the function's: no conflict. */
	CHECK(!inlint_decisions_conflict(&pin, &at12));
	CHECK(inlint_decisions_conflict(&all, &at12));
	CHECK(!inlint_decisions_conflict(&at12, &at13));
	CHECK(!inlint_decisions_conflict(&at12, &from_d));
	CHECK(inlint_decisions_conflict(&at12, &none));
	/* On a call plain is none. */
	CHECK(!inlint_decisions_conflict(&none, &plain));
}

/* One decision, told twice: a report's two reasons for one function. */
static void test_same(void)
{
	const struct inlint_recommendation
		force = FN("f", "mm/a.c", ALWAYS_INLINE),
		again = FN("f", "a.c", ALWAYS_INLINE),
		elsewhere = FN("f", "b.c", ALWAYS_INLINE),
		unfiled = FN("f", NULL, ALWAYS_INLINE),
		at12 = CALL("f", "c", 12, ALWAYS_INLINE),
		at12b = CALL("f", "c", 12, ALWAYS_INLINE),
		at13 = CALL("f", "c", 13, ALWAYS_INLINE),
		none = CALL("f", "c", 12, NONE),
		plain = CALL("f", "c", 12, PLAIN);

	CHECK(inlint_decisions_same(&force, &again));
	CHECK(!inlint_decisions_same(&force, &elsewhere));
	CHECK(!inlint_decisions_same(&force, &unfiled));
	CHECK(inlint_decisions_same(&at12, &at12b));
	CHECK(!inlint_decisions_same(&at12, &at13));
	CHECK(!inlint_decisions_same(&force, &at12));
	CHECK(inlint_decisions_same(&none, &plain));
}

static void test_sets(void)
{
	const struct inlint_recommendation d[] = {
		FN("f", NULL, ALWAYS_INLINE), FN("g", NULL, NOINLINE),
		FN("f", NULL, NOINLINE),      FN("g", NULL, NOINLINE),
		FN("f", NULL, ALWAYS_INLINE), FN("a", NULL, NONE),
	};
	size_t with[6];

	CHECK(inlint_decisions_conflicts(d, 6, with) == 3);
	CHECK(with[0] == 2 && with[2] == 0 && with[4] == 2);
	CHECK(with[1] == SIZE_MAX && with[3] == SIZE_MAX &&
	      with[5] == SIZE_MAX);
	CHECK(inlint_decisions_conflicts(d, 0, with) == 0);
}

static void test_text(void)
{
	struct inlint_recommendation a = FN("f", NULL, ALWAYS_INLINE),
				     b = CALL("f", "c", 12, NOINLINE);
	char text[256];

	a.at = 3;
	b.at = 9;
	inlint_decisions_conflict_text("d.yaml", false, &a, &b, text,
				       sizeof(text));
	CHECK_STR(text,
		  "d.yaml:9: noinline for f (calls from c, line 12) "
		  "conflicts with the decision at line 3 (always_inline)");
	/* In a list on the command line, a decision is known by its number. */
	inlint_decisions_conflict_text("-inlint-decisions", true, &a, &b, text,
				       sizeof(text));
	CHECK_STR(text, "-inlint-decisions:9: noinline for f (calls from c, "
			"line 12) conflicts with decision 3 (always_inline)");
}

int main(void)
{
	test_pairs();
	test_same();
	test_sets();
	test_text();
	return check_result();
}
