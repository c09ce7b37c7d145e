/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_decision_arg.c - decisions as one command-line word: what the writer
 * makes of each key, the round trip, and each malformed list the reader
 * refuses. Run: ctest -R test_decision_arg */
#include "check.h"
#include "decision_arg.h"
#include "model.h"
#include "xalloc.h"

#include <stdlib.h>

static struct inlint_recommendation *add(struct inlint_model *m,
					 enum inlint_action a, const char *fn,
					 const char *file, const char *caller,
					 unsigned line)
{
	struct inlint_recommendation *r = inlint_model_add_recommendation(m);

	r->action = a;
	r->function = inlint_strdup(fn);
	r->file = file ? inlint_strdup(file) : NULL;
	r->caller = caller ? inlint_strdup(caller) : NULL;
	r->call_line = line;
	/* Read by nobody: only the keys apply reads travel. */
	r->message = inlint_strdup("a message, with: anything");
	return r;
}

static void check_same(const struct inlint_recommendation *a,
		       const struct inlint_recommendation *b)
{
	CHECK(a->action == b->action);
	CHECK_STR(a->function, b->function);
	CHECK((a->file == NULL) == (b->file == NULL));
	if (a->file && b->file)
		CHECK_STR(a->file, b->file);
	CHECK((a->caller == NULL) == (b->caller == NULL));
	if (a->caller && b->caller)
		CHECK_STR(a->caller, b->caller);
	CHECK(a->call_line == b->call_line);
	CHECK(b->message == NULL);
}

static void test_write_and_read_back(void)
{
	struct inlint_model *m = inlint_model_create();
	struct inlint_model *back;
	char err[256] = "", *list;

	add(m, INLINT_ACTION_ALWAYS_INLINE, "obj_malloc", "mm/zsmalloc.c", NULL,
	    0);
	add(m, INLINT_ACTION_NOINLINE, "slab_take", NULL, "slab_alloc", 110);
	add(m, INLINT_ACTION_NONE, "f.llvm.42", "dir with space/a:b,c%d.c",
	    "caller", 0);
	add(m, INLINT_ACTION_INLINE, "vm_normal_page", NULL, NULL, 0);
	add(m, INLINT_ACTION_PLAIN, "g", "\xc3\xa9t\xc3\xa9.c", NULL, 0);
	list = inlint_decision_arg_write(m);
	CHECK_STR(list, "always_inline:obj_malloc:mm/zsmalloc.c,"
			"noinline:slab_take::slab_alloc:110,"
			"none:f.llvm.42:dir%20with%20space/a%3Ab%2Cc%25d.c:"
			"caller,"
			"inline:vm_normal_page,"
			"plain:g:%C3%A9t%C3%A9%2Ec");
	CHECK(inlint_decision_arg_plain("-mllvm"));
	CHECK(!inlint_decision_arg_plain(list));
	back = inlint_decision_arg_read(list, "-inlint-decisions", err,
					sizeof(err));
	CHECK(back != NULL);
	CHECK_STR(err, "");
	if (back) {
		CHECK(back->n_recommendations == m->n_recommendations);
		for (size_t i = 0;
		     i < m->n_recommendations && i < back->n_recommendations;
		     i++) {
			check_same(&m->recommendations[i],
				   &back->recommendations[i]);
			/* Its number in the list, which messages name. */
			CHECK(back->recommendations[i].at == i + 1);
		}
	}
	free(list);
	inlint_model_destroy(back);
	inlint_model_destroy(m);
}

/* No decision is a list too: it applies nothing, as [] in a file. */
static void test_empty(void)
{
	struct inlint_model *m = inlint_model_create();
	char err[256] = "";
	char *list = inlint_decision_arg_write(m);
	struct inlint_model *back =
		inlint_decision_arg_read(list, "L", err, sizeof(err));

	CHECK_STR(list, "");
	CHECK(back && back->n_recommendations == 0);
	free(list);
	inlint_model_destroy(back);
	inlint_model_destroy(m);
}

static void check_refused(const char *list, const char *want)
{
	char err[256] = "";
	struct inlint_model *m = inlint_decision_arg_read(
		list, "-inlint-decisions", err, sizeof(err));

	CHECK(m == NULL);
	if (strcmp(err, want) != 0) {
		fprintf(stderr, "%s: got \"%s\", want \"%s\"\n", list, err,
			want);
		check_failures++;
	}
	inlint_model_destroy(m);
}

static void test_refused(void)
{
	check_refused("alwaysinline:f",
		      "-inlint-decisions: decision 1: unknown action "
		      "'alwaysinline'");
	check_refused("noinline:f,noinline",
		      "-inlint-decisions: decision 2: no function");
	check_refused("noinline:f,", "-inlint-decisions: decision 2: empty");
	check_refused("noinline::x.c", "-inlint-decisions: decision 1: no "
				       "function");
	check_refused("noinline:f:x.c:c:12:9",
		      "-inlint-decisions: decision 1: more than 5 fields");
	check_refused("noinline:f:x.c::12",
		      "-inlint-decisions: decision 1: a call line without a "
		      "caller");
	check_refused("noinline:f::c:1x",
		      "-inlint-decisions: decision 1: call line '1x' is not "
		      "a line number");
	check_refused("noinline:f::c:-1",
		      "-inlint-decisions: decision 1: call line '-1' is not "
		      "a line number");
	check_refused("noinline:f::c:4294967296",
		      "-inlint-decisions: decision 1: call line '4294967296' "
		      "is not a line number");
	check_refused("noinline:f%4",
		      "-inlint-decisions: decision 1: '%' without two hex "
		      "digits");
	check_refused("noinline:f%G0",
		      "-inlint-decisions: decision 1: '%' without two hex "
		      "digits");
	check_refused("noinline:f%00",
		      "-inlint-decisions: decision 1: %00: a name has no NUL "
		      "byte");
	check_refused("noinline:f g",
		      "-inlint-decisions: decision 1: byte 0x20 must be "
		      "written %20");
	/* What the error quotes is decoded, and kept to one line. */
	check_refused("%0A%02:f", "-inlint-decisions: decision 1: unknown "
				  "action '  '");
	check_refused("noinline:f\n",
		      "-inlint-decisions: decision 1: byte 0x0A must be "
		      "written %0A");
}

int main(void)
{
	test_write_and_read_back();
	test_empty();
	test_refused();
	return check_result();
}
