// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_ppasm.c - the functions of a TU whose parameters reach an asm input
 * that must be an immediate, read from -E -dD output as GCC is measured:
 * directly, through a local, through header helpers; by target. */
#include "check.h"
#include "model.h"
#include "ppview.h"
#include "required_why.h"
#include "srcedit.h"

#include <stdio.h>
#include <string.h>

static const char header[] =
	"# 1 \"./jump.h\" 1\n"
	"static inline int arch_branch(struct key *const key, const _Bool b)\n"
	"{ asm goto(\"\" : : \"i\"(&((char *)key)[b]) : : l_yes); return 0;\n"
	"l_yes: return 1; }\n"
	"static inline int key_false(struct key *key)\n"
	"{ return arch_branch(key, 0); }\n"
	"static inline int key_at(int n, struct key *key)\n"
	"{ return arch_branch(key, 0) + n; }\n"
	"int pick(int x);\n"
	"struct key gk;\n"
	"struct s { int key; } gs;\n"
	"# 3 \"k.c\" 2\n";

/* Each own function, and whether its parameters reach such an input on
 * x86_64 and on aarch64. */
static const struct {
	const char *def;
	bool x86, arm64;
} defs[] = {
	{"int own_wrap(struct key *k, int n)\n"
	 "{ return key_false(k) + n; }",
	 true, true},
	{"int via_local(struct key *key, _Bool b)\n"
	 "{ char *k = &((char *)key)[b]; asm(\"\" : : \"i\"(k)); return 0; }",
	 true, true},
	{"int eqeq(int n)\n"
	 "{ int k = n == 1; asm(\"\" : : \"n\"(k)); return 0; }",
	 true, true},
	{"int cast_arg(struct key *key)\n"
	 "{ return key_false((struct key *)key); }",
	 true, true},
	{"int second(struct key *k)\n"
	 "{ return key_at(3, k); }",
	 true, true},
	{"int first(int n)\n"
	 "{ return key_at(n, &gk); }",
	 false, false},
	{"int reg_or_imm(unsigned long v)\n"
	 "{ asm(\"\" : : \"ri\"(v)); return 0; }",
	 false, false},
	{"int alt(int x)\n"
	 "{ asm(\"\" : : \"r,i\"(x)); return 0; }",
	 false, false},
	{"int local_const(int x)\n"
	 "{ int tag = 7; asm volatile(\"\" : : \"n\"(tag)); return x; }",
	 false, false},
	{"int compared(int a)\n"
	 "{ int k = 0; if (k == a) k++; asm(\"\" : : \"i\"(k)); return 0; }",
	 false, false},
	{"int member(int key)\n"
	 "{ asm(\"\" : : \"i\"(gs.key)); return key; }",
	 false, false},
	{"int call_result(int x)\n"
	 "{ asm(\"\" : : \"i\"(pick(x))); return 0; }",
	 false, false},
	{"int nested(struct key *key)\n"
	 "{ return key_false(pick(key)); }",
	 false, false},
	{"int output(int x)\n"
	 "{ asm(\"\" : \"+r\"(x) : \"r\"(x)); return x; }",
	 false, false},
	/* Arguments past the sixteenth are not followed. */
	{"int wide(struct key *k)\n"
	 "{ return pick(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,"
	 " 16, 17, key_false(k), k); }",
	 true, true},
	/* S: esi on x86, a symbolic immediate on arm64. */
	{"int letter_s(int x)\n"
	 "{ asm(\"\" : : \"S\"(x)); return 0; }",
	 false, true},
};

#define N_DEFS (sizeof(defs) / sizeof(defs[0]))

static struct inlint_ppview *view_for(const char *macro)
{
	char text[8192];
	int n = snprintf(text, sizeof(text),
			 "# 1 \"k.c\"\n# 1 \"<built-in>\" 1\n#define %s 1\n"
			 "# 1 \"k.c\" 2\n%s",
			 macro, header);

	for (size_t i = 0; i < N_DEFS; i++)
		n += snprintf(text + n, sizeof(text) - (size_t)n, "%s\n",
			      defs[i].def);
	CHECK((size_t)n < sizeof(text));
	return inlint_ppview_create(text, (size_t)n);
}

static void target(const char *macro, bool arm64)
{
	struct inlint_ppview *v = view_for(macro);

	CHECK(v->n_defs == N_DEFS);
	for (size_t i = 0; i < v->n_defs && i < N_DEFS; i++) {
		bool want = arm64 ? defs[i].arm64 : defs[i].x86;

		if (v->defs[i].asm_immediate != want)
			fprintf(stderr, "%s: %s: asm_immediate is not %d\n",
				macro, v->defs[i].name, want);
		CHECK(v->defs[i].asm_immediate == want);
	}
	inlint_ppview_destroy(v);
}

/* A source edit that would not compile is refused in apply's words. */
static void refusals(void)
{
	struct inlint_ppview *v = view_for("__x86_64__");
	struct inlint_srcedit out = {"own_wrap", INLINT_ACTION_NOINLINE};
	struct inlint_srcedit in = {"own_wrap", INLINT_ACTION_ALWAYS_INLINE};
	struct inlint_srcedit reg = {"reg_or_imm", INLINT_ACTION_NOINLINE};
	struct inlint_srcedit none = {"own_wrap", INLINT_ACTION_NONE};

	CHECK_STR(inlint_srcedit_refusal(v, &out),
		  INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASM_IMMEDIATE);
	CHECK(!inlint_srcedit_refusal(v, &in));
	CHECK(!inlint_srcedit_refusal(v, &reg));
	/* own_wrap has no __always_inline to strip. */
	CHECK(!inlint_srcedit_refusal(v, &none));
	CHECK(!inlint_srcedit_refusal(NULL, &out));
	inlint_ppview_destroy(v);
}

int main(void)
{
	target("__x86_64__", false);
	target("__aarch64__", true);
	refusals();
	return check_result();
}
