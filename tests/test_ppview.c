// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_ppview.c - a TU as -E -dD leaves it: the own source's definitions
 * with their annotations after expansion (a header's left out, braces of a
 * struct and an initializer no definition), the macros that force, one
 * replaced by its expansion less what an edit strips, srcedit on the
 * source with that view, and what the bodies show: __builtin_constant_p
 * of a variable, noinstr code and its calls. */
#include "check.h"
#include "def_scan.h"
#include "ppview.h"
#include "required_why.h"
#include "srcedit.h"

#include <stdlib.h>
#include <string.h>

static const char out[] =
	"# 1 \"mm/x.c\"\n"
	"# 1 \"<built-in>\" 1\n"
	"#define __llvm__ 1\n"
	"# 1 \"mm/x.c\" 2\n"
	"# 1 \"./k.h\" 1\n"
	"#define __always_inline inline __attribute__((__always_inline__))\n"
	"#define noinline __attribute__((__noinline__))\n"
	"#define __section(s) __attribute__((__section__(s)))\n"
	"static inline __attribute__((__always_inline__)) int h(void) { "
	"return 1; }\n"
	"# 2 \"mm/x.c\" 2\n"
	"#define __ref __section(\".ref.text\") noinline\n"
	"#define __fast __always_inline\n"
	"struct s { int (*fn)(int); } s = { .fn = 0 };\n"
	"static inline __attribute__((__always_inline__)) int\n"
	"fast(int x)\n"
	"{ return x + \"{\"[0]; }\n"
	"# 12 \"mm/x.c\"\n"
	"static __attribute__((__noinline__)) struct s "
	"__attribute__((__section__(\".ref.text\"))) "
	"__attribute__((__noinline__)) "
	"*pick(int k) { return &s; }\n"
	"int api(int x) { return fast(x); }\n";

/* The source out was preprocessed from: pick is defined twice, once in
 * code the preprocessor drops. */
static const char src[] =
	"#include \"k.h\"\n"
	"#define __ref __section(\".ref.text\") noinline\n"
	"#define __fast __always_inline\n"
	"struct s { int (*fn)(int); } s = { .fn = 0 };\n"
	"static __fast int\n"
	"fast(int x)\n"
	"{ return x + \"{\"[0]; }\n"
	"#if 0\n"
	"static noinline int pick(int k) { return 0; }\n"
	"#endif\n"
	"\n"
	"static noinline struct s __ref *pick(int k) { return &s; }\n"
	"int api(int x) { return fast(x); }\n";

/* Edits in live definitions only, every spelling of the attribute
 * going; the definitions listed are the live ones, annotated as the
 * compiler sees them. */
static void edits(const struct inlint_ppview *v)
{
	struct inlint_srcedit e[] = {{"pick", INLINT_ACTION_NONE},
				     {"fast", INLINT_ACTION_NONE}};
	struct inlint_srcdefs d = {0};
	char err[256], buf[256];
	size_t n;
	char *out = inlint_srcedit_apply(src, strlen(src), "x.c", v, e, 2, &n,
					 err, sizeof(err));

	CHECK(out != NULL);
	CHECK_STR(check_line(out, 4, buf),
		  "static __attribute__((__unused__)) int");
	CHECK_STR(check_line(out, 8, buf),
		  "static noinline int pick(int k) { return 0; }");
	CHECK_STR(check_line(out, 11, buf),
		  "static          struct s __section ( \".ref.text\" ) "
		  "*pick(int k) { return &s; }");
	free(out);
	inlint_srcedit_definitions(src, strlen(src), v, &d);
	CHECK(d.n == 3);
	CHECK_STR(d.v[0].name, "fast");
	CHECK(d.v[0].line == 5 && d.v[0].annots == (INLINT_ANNOT_ALWAYS_INLINE |
						    INLINT_ANNOT_INLINE));
	CHECK_STR(d.v[1].name, "pick");
	CHECK(d.v[1].line == 12 && d.v[1].annots == INLINT_ANNOT_NOINLINE);
	inlint_srcdefs_release(&d);
}

static const char bodies[] =
	"# 1 \"mm/y.c\"\n"
	"static inline __attribute__((__always_inline__)) int\n"
	"by_param(struct s *p, unsigned long size)\n"
	"{ return __builtin_constant_p(p->n) + size; }\n"
	"static inline __attribute__((__always_inline__)) int by_local(int)\n"
	"{ int n = 4; return ({ __auto_type __x = (n); "
	"__builtin_constant_p(__x); }); }\n"
	"static inline __attribute__((__always_inline__)) int "
	"by_const(struct s *q, int size)\n"
	"{ return __builtin_constant_p(4096) + __builtin_constant_p(q->size) "
	"+ __builtin_constant_p((int)7); }\n"
	"static inline __attribute__((__always_inline__)) int helper(void)\n"
	"{ return 1; }\n"
	"__attribute__((__noinline__)) __attribute__((__section__("
	"\".noinstr.text\"))) void entry(void) { helper(); }\n"
	"__attribute__((no_sanitize(\"coverage\"))) void exempt(void) {}\n"
	"__attribute__((__section__(\".text.x\"))) void plain(void) {}\n";

/* What the bodies of a TU show, and the verdicts the plugin would give. */
static void required(void)
{
	struct inlint_ppview *v = inlint_ppview_create(bodies, strlen(bodies));
	char buf[256];
	const unsigned always = INLINT_ANNOT_ALWAYS_INLINE;

	CHECK(v->n_defs == 7);
	CHECK(v->defs[0].constant_p && v->defs[1].constant_p);
	/* q->size is q's member: q is a parameter, so a variable. */
	CHECK(v->defs[2].constant_p);
	CHECK(!v->defs[3].constant_p && !v->defs[3].no_instrument);
	CHECK(v->defs[4].no_instrument && v->defs[5].no_instrument);
	CHECK(!v->defs[6].no_instrument);
	CHECK(v->n_calls >= 1 && v->calls[v->n_calls - 1].caller == 4);
	CHECK_STR(v->calls[v->n_calls - 1].callee, "helper");
	CHECK_STR(inlint_ppview_required(v, &v->defs[0], always, buf,
					 sizeof(buf)),
		  INLINT_WHY_ALWAYS_INLINE INLINT_WHY_CONSTANT_P);
	CHECK_STR(inlint_ppview_required(v, &v->defs[3], always, buf,
					 sizeof(buf)),
		  "__always_inline is required: called from noinstr code "
		  "entry; an out-of-line copy would be instrumented or leave "
		  ".noinstr.text");
	CHECK_STR(inlint_ppview_required(v, &v->defs[4], INLINT_ANNOT_NOINLINE,
					 buf, sizeof(buf)),
		  INLINT_WHY_NOINSTR_NOINLINE);
	CHECK(!inlint_ppview_required(v, &v->defs[0], INLINT_ANNOT_NOINLINE,
				      buf, sizeof(buf)));
	inlint_ppview_destroy(v);
}

/* BUILD_BUG_ON(total() > 255) as the kernel's compiletime_assert expands
 * it: what its condition calls is asserted; a plain if's is not, nor is a
 * call after the assertion's. */
static const char asserts[] =
	"# 1 \"net/x.c\"\n"
	"static inline int total(void) { return 9; }\n"
	"static inline int probe(void) { return 1; }\n"
	"extern void note(void);\n"
	"void use(void)\n"
	"{ do { extern void __compiletime_assert_7(void) "
	"__attribute__((__error__(\"BUILD_BUG_ON failed\"))); "
	"if (!(!(total() > 255))) __compiletime_assert_7(); } while (0);\n"
	"if (probe()) note(); }\n";

static void asserted(void)
{
	struct inlint_ppview *v =
		inlint_ppview_create(asserts, strlen(asserts));
	char buf[256];

	CHECK(v->n_defs == 3);
	CHECK(v->defs[0].asserted && !v->defs[1].asserted);
	CHECK(!v->defs[2].asserted);
	CHECK_STR(inlint_ppview_required(v, &v->defs[0],
					 INLINT_ANNOT_ALWAYS_INLINE, buf,
					 sizeof(buf)),
		  INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASSERTED);
	inlint_ppview_destroy(v);
}

/* skb_release_data -> kfree_list -> skb_release_data is a cycle, and so
 * is walk's call to itself (skb_dump's: GCC's "recursive inlining"); their
 * caller and a header's function are in none. */
static const char cycles[] =
	"# 1 \"net/x.c\"\n"
	"# 1 \"include/x.h\" 1\n"
	"static inline void hdr(void) { hdr(); }\n"
	"# 2 \"net/x.c\" 2\n"
	"static void kfree_list(int n);\n"
	"static void skb_release_data(int n) { if (n) kfree_list(n - 1); }\n"
	"static void kfree_list(int n) { skb_release_data(n); hdr(); }\n"
	"static int walk(int n) { return n ? walk(n - 1) : 0; }\n"
	"void consume(int n) { kfree_list(n); walk(n); }\n";

static void recursive(void)
{
	struct inlint_ppview *v = inlint_ppview_create(cycles, strlen(cycles));

	CHECK(v->n_defs == 4);
	CHECK(v->defs[0].recursive && v->defs[1].recursive);
	CHECK(v->defs[2].recursive && !v->defs[3].recursive);
	inlint_ppview_destroy(v);
}

/* As the preprocessor, a macro is not expanded inside its own expansion:
 * a body naming itself three times stays three words, where expanding it
 * again to a depth of 16 would make 3^16 copies. */
static void self_named(void)
{
	struct inlint_ppmacros m = {0};
	static const char body[] = "loop loop loop noinline";
	struct inlint_ppstrip s;
	char *r;

	inlint_ppmacros_define(&m, "noinline", 8,
			       "__attribute__((__noinline__))", 29);
	inlint_ppmacros_define(&m, "loop", 4, body, strlen(body));
	CHECK(m.n == 2);
	r = inlint_ppmacros_strip(&m, "loop", 4, INLINT_ANNOT_NOINLINE, &s);
	CHECK_STR(r, "loop loop loop");
	CHECK(s.n_noinline == 1);
	free(r);
	inlint_ppmacros_release(&m);
}

int main(void)
{
	struct inlint_ppview *v = inlint_ppview_create(out, strlen(out));
	struct inlint_ppstrip s;
	char *r;

	CHECK(v->n_defs == 3);
	CHECK(v->header_forcing);
	CHECK_STR(v->defs[0].name, "fast");
	CHECK(v->defs[0].line == 5 && v->defs[0].name_line == 6);
	CHECK(v->defs[0].annots ==
	      (INLINT_ANNOT_ALWAYS_INLINE | INLINT_ANNOT_INLINE));
	CHECK(v->defs[0].n_always == 1 && v->defs[0].is_static);
	CHECK_STR(v->defs[1].name, "pick");
	CHECK(v->defs[1].line == 12 && v->defs[1].n_noinline == 2);
	CHECK_STR(v->defs[2].name, "api");
	CHECK(v->defs[2].line == 13 && !v->defs[2].annots);
	CHECK(inlint_ppview_find(v, "fast", 6) == &v->defs[0]);
	CHECK(!inlint_ppview_find(v, "fast", 7));
	CHECK(!inlint_ppview_find(v, "h", 1));
	/* By name alone: the one the preprocessor kept, none of a header. */
	CHECK(inlint_ppview_find_named(v, "pick") == &v->defs[1]);
	CHECK(!inlint_ppview_find_named(v, "h"));
	CHECK(!inlint_ppview_find_named(NULL, "pick"));
	/* __section is function-like and forces nothing: not kept. */
	CHECK(v->macros.n == 4);
	r = inlint_ppmacros_strip(&v->macros, "__ref", 5, INLINT_ANNOT_NOINLINE,
				  &s);
	CHECK_STR(r, "__section ( \".ref.text\" )");
	CHECK(s.n_noinline == 1 && !s.n_always);
	free(r);
	/* The always_inline goes with its macro's inline. */
	r = inlint_ppmacros_strip(&v->macros, "__fast", 6,
				  INLINT_ANNOT_ALWAYS_INLINE, &s);
	CHECK_STR(r, "");
	CHECK(s.n_always == 1);
	free(r);
	r = inlint_ppmacros_strip(&v->macros, "__fast", 6,
				  INLINT_ANNOT_NOINLINE, &s);
	CHECK_STR(r, "inline __attribute__(( __always_inline__ ))");
	free(r);
	CHECK(!inlint_ppmacros_strip(&v->macros, "__section", 9, 0, &s));
	edits(v);
	inlint_ppview_destroy(v);
	required();
	asserted();
	recursive();
	self_named();
	return check_result();
}
