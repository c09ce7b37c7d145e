/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_record.c - the inlint/1 record: exact shape, round trip,
 * malformed input and failed writes. Run: ctest -R test_record */
#include "check.h"
#include "inline_compat.h"
#include "record.h"
#include "scratch.h"
#include "version.h"
#include "yaml_out.h"
#include "xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Entries in dir other than . and .., or -1 when it cannot be listed. */
static int count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			n++;
	closedir(d);
	return n;
}

static struct inlint_function *add_function(struct inlint_model *m,
					    const char *name, unsigned line,
					    const char *linkage)
{
	struct inlint_function *f = inlint_model_add_function(m, name);

	f->file = inlint_strdup("mm/zsmalloc.c");
	f->line = line;
	f->linkage = inlint_strdup(linkage);
	return f;
}

static void add_call(struct inlint_model *m, size_t caller, size_t callee,
		     unsigned line, enum inlint_hotness hotness,
		     double frequency, bool inlined)
{
	struct inlint_call_site *cs = inlint_model_add_call_site(m);

	cs->caller = caller;
	cs->callee = callee;
	cs->line = line;
	cs->hotness = hotness;
	cs->frequency = frequency;
	cs->inlined = inlined;
	cs->kept = !inlined;
}

static void add_external_call(struct inlint_model *m, const char *callee,
			      const char *caller, unsigned line,
			      enum inlint_hotness hotness, double frequency)
{
	struct inlint_external_call *x = inlint_model_add_external_call(m);

	x->callee = inlint_strdup(callee);
	x->caller = inlint_strdup(caller);
	x->line = line;
	x->hotness = hotness;
	x->frequency = frequency;
}

static struct inlint_recommendation *
add_recommendation(struct inlint_model *m, const char *function, unsigned line,
		   enum inlint_action action, const char *reason,
		   double confidence, const char *message)
{
	struct inlint_recommendation *r = inlint_model_add_recommendation(m);

	r->function = inlint_strdup(function);
	r->file = inlint_strdup("mm/zsmalloc.c");
	r->line = line;
	r->action = action;
	r->reason = inlint_strdup(reason);
	r->confidence = confidence;
	r->message = inlint_strdup(message);
	return r;
}

/* The example of docs/RECORD.md: a function inlined at one of its two
 * calls. */
static struct inlint_model *example_model(void)
{
	struct inlint_model *m = inlint_model_create();
	struct inlint_function *f;
	struct inlint_recommendation *r;

	m->source_file = inlint_strdup("mm/zsmalloc.c");
	m->target = inlint_strdup("x86_64-pc-linux-gnu");
	m->compiler = inlint_strdup("Debian clang version 22.1.8");
	m->has_debug_info = true;
	m->outcome_source = inlint_strdup("debug-info");
	f = add_function(m, "obj_malloc", 120, "static");
	f->section = inlint_strdup(".noinstr.text");
	f->size = 62;
	f->attrs = INLINT_ATTR_INLINE_HINT;
	f->callers = 1;
	f->outcome = INLINT_OUTCOME_PARTIAL;
	f->final_size = 58;
	f->calls_left = 1;
	inlint_model_add_inline_site(m, f, "zs_malloc", "zs_malloc", 210);
	f = add_function(m, "zs_malloc", 200, "extern");
	f->size = 40;
	f->outcome = INLINT_OUTCOME_OUT_OF_LINE;
	f->final_size = 90;
	add_call(m, 1, 0, 210, INLINT_HOTNESS_NORMAL, 1, true);
	add_call(m, 1, 0, 231, INLINT_HOTNESS_NORMAL, 0.9995, false);
	r = add_recommendation(m, "obj_malloc", 120,
			       INLINT_ACTION_ALWAYS_INLINE, "kept-out-of-line",
			       0.8,
			       "obj_malloc: kept out of line at 1 of 2 calls");
	r->caller = inlint_strdup("zs_malloc");
	r->call_line = 231;
	add_external_call(m, "kmalloc", "zs_malloc", 215, INLINT_HOTNESS_COLD,
			  0.0005);
	return m;
}

static const char example_yaml[] =
	"schema: inlint/1\n"
	"source_file: mm/zsmalloc.c\n"
	"target: x86_64-pc-linux-gnu\n"
	"compiler: Debian clang version 22.1.8\n"
	"producer: inlint " INLINT_VERSION "\n"
	"debug_info: true\n"
	"profile: false\n"
	"outcome_source: debug-info\n"
	"inliner:\n"
	"  threshold: 225\n"
	"  from_flag: false\n"
	"  hint: 325\n"
	"  cold_callsite: 45\n"
	"  hot_callsite: 3000\n"
	"  locally_hot_callsite: 0\n"
	"problems: []\n"
	"functions:\n"
	"- name: obj_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 120\n"
	"  linkage: static\n"
	"  section: .noinstr.text\n"
	"  size: 62\n"
	"  attributes: [inline_hint]\n"
	"  annotation: inline\n"
	"  address_taken: false\n"
	"  recursive: false\n"
	"  variadic: false\n"
	"  callers: 1\n"
	"  call_sites:\n"
	"  - caller: zs_malloc\n"
	"    line: 210\n"
	"    hotness: normal\n"
	"    frequency: 1\n"
	"    inlined: true\n"
	"    kept: false\n"
	"  - caller: zs_malloc\n"
	"    line: 231\n"
	"    hotness: normal\n"
	"    frequency: 0.9995\n"
	"    inlined: false\n"
	"    kept: true\n"
	"  outcome: partial\n"
	"  final_size: 58\n"
	"  calls_left: 1\n"
	"  inlined_into:\n"
	"  - caller: zs_malloc\n"
	"    into: zs_malloc\n"
	"    line: 210\n"
	"- name: zs_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 200\n"
	"  linkage: extern\n"
	"  size: 40\n"
	"  attributes: []\n"
	"  annotation: none\n"
	"  address_taken: false\n"
	"  recursive: false\n"
	"  variadic: false\n"
	"  callers: 0\n"
	"  call_sites: []\n"
	"  outcome: out_of_line\n"
	"  final_size: 90\n"
	"  calls_left: 0\n"
	"  inlined_into: []\n"
	"recommendations:\n"
	"- function: obj_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 120\n"
	"  caller: zs_malloc\n"
	"  call_line: 231\n"
	"  action: always_inline\n"
	"  reason: kept-out-of-line\n"
	"  severity: note\n"
	"  confidence: 0.8\n"
	"  message: 'obj_malloc: kept out of line at 1 of 2 calls'\n"
	"external_calls:\n"
	"- callee: kmalloc\n"
	"  caller: zs_malloc\n"
	"  line: 215\n"
	"  hotness: cold\n"
	"  frequency: 0.0005\n";

/* The exact text, so that a change of shape is a deliberate one. */
static void test_emit_shape(void)
{
	struct inlint_model *m = example_model();
	char err[256], *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	CHECK(inlint_record_emit(m, out, err, sizeof(err)) == 0);
	fclose(out);
	CHECK_STR(text, example_yaml);
	free(text);
	inlint_model_destroy(m);
}

/* Strings a YAML 1.1 or 1.2 reader would take for null, a bool or a number
 * are quoted, whatever their case, and so is what strtod reads as a number
 * (inf, nan); names are not. */
static void test_needs_quotes(void)
{
	static const char *const quoted[] = {
		"",   "~",   "null", "NULL", "true", "False", "YES", "no",
		"On", "OFF", "y",    "N",    ".inf", ".NaN",  "1",   "2024.c",
		"-x", "+1",  "0x10", "1e3",  "inf",  "nan",
	};
	static const char *const plain[] = {
		"obj_malloc", "nothing", "online", "yesterday", "tlb_flush",
		"off_by_one", "folio",	 "nx",	   "x1",
	};

	for (size_t i = 0; i < sizeof(quoted) / sizeof(quoted[0]); i++)
		if (!inlint_yaml_needs_quotes(quoted[i])) {
			fprintf(stderr, "'%s' should be quoted\n", quoted[i]);
			check_failures++;
		}
	for (size_t i = 0; i < sizeof(plain) / sizeof(plain[0]); i++)
		if (inlint_yaml_needs_quotes(plain[i])) {
			fprintf(stderr, "'%s' should be plain\n", plain[i]);
			check_failures++;
		}
}

/* Every kind of value, strings YAML would take for something else, and
 * call sites whose caller comes later in the file. */
static struct inlint_model *full_model(void)
{
	struct inlint_model *m = example_model();
	struct inlint_function *f;
	struct inlint_recommendation *r;

	m->has_profile = true;
	/* The extremes of the numbers written without printf. */
	m->hot_count = ULLONG_MAX;
	m->cold_count = 0;
	m->phase = INLINT_PHASE_THINLTO_BACKEND;
	inlint_inliner_at_level(&m->inliner, 3, 0);
	m->inliner.inlining = INLINT_INLINING_FORCED;
	free(m->target);
	m->target = NULL;
	m->functions[0].attrs |= INLINT_ATTR_NO_INSTRUMENT;
	inlint_model_add_inline_site(m, &m->functions[0], "on", "zs_malloc", 0);
	f = add_function(m, "on", 40, "weak");
	free(f->file);
	f->file = inlint_strdup("2024.c");
	f->attrs = INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_HOT;
	f->address_taken = true;
	f->recursive = true;
	f->variadic = true;
	f->callers = 2;
	f->outcome = INLINT_OUTCOME_INLINED;
	f = add_function(m, "cold_path", 300, "static");
	f->attrs = INLINT_ATTR_NOINLINE | INLINT_ATTR_COLD;
	f->outcome = INLINT_OUTCOME_REMOVED;
	f->calls_left = 7;
	f->line = UINT_MAX;
	add_call(m, 2, 0, 41, INLINT_HOTNESS_HOT, 64.5, true);
	add_call(m, 3, 2, 310, INLINT_HOTNESS_COLD, 0.00125, false);
	add_call(m, 1, 2, 0, INLINT_HOTNESS_NORMAL, 1, true);
	r = add_recommendation(m, "cold_path", 300, INLINT_ACTION_NOINLINE,
			       "cold-only-callers", 0.55,
			       "cold_path: \"only\" cold calls # 1 of 1, 'x'");
	r->severity = INLINT_SEVERITY_WARNING;
	r->group = inlint_strdup("zs_malloc");
	r->evidence = inlint_strdup("profile count");
	m->functions[0].callee_size = 75;
	m->functions[0].callee_size_from = inlint_strdup("out-of-line body");
	m->call_sites[m->n_call_sites - 1].target_mismatch = true;
	m->call_sites[1].attr_conflict = inlint_compat_attr("noprofile");
	m->call_sites[0].pruned_through = 5;
	m->call_sites[0].pruned_through_insns = 212;
	m->call_sites[1].pruned_insns = 37;
	m->call_sites[0].forwards = 2;
	m->functions[1].macro_generated = true;
	r = inlint_model_add_information(m);
	r->function = inlint_strdup("on");
	r->file = inlint_strdup("2024.c");
	r->line = 40;
	r->reason = inlint_strdup("cannot-inline");
	r->message = inlint_strdup("on: recursive");
	inlint_model_add_problem(m, "no debug info: outcome from calls");
	inlint_model_add_problem(m, "yes");
	return m;
}

static const struct inlint_call_site *find_call(const struct inlint_model *m,
						size_t caller, size_t callee,
						unsigned line)
{
	for (size_t i = 0; i < m->n_call_sites; i++) {
		const struct inlint_call_site *cs = &m->call_sites[i];

		if (cs->caller == caller && cs->callee == callee &&
		    cs->line == line)
			return cs;
	}
	return NULL;
}

#define CHECK_OPT_STR(a, b)                                                    \
	do {                                                                   \
		if (!(b))                                                      \
			CHECK((a) == NULL);                                    \
		else                                                           \
			CHECK_STR((a), (b));                                   \
	} while (0)

static void compare_functions(const struct inlint_function *a,
			      const struct inlint_function *b)
{
	CHECK_STR(a->name, b->name);
	CHECK_STR(a->file, b->file);
	CHECK(a->line == b->line);
	CHECK_STR(a->linkage, b->linkage);
	CHECK_OPT_STR(a->section, b->section);
	CHECK(a->size == b->size);
	CHECK(a->attrs == b->attrs);
	CHECK(a->address_taken == b->address_taken);
	CHECK(a->recursive == b->recursive);
	CHECK(a->variadic == b->variadic);
	CHECK(a->macro_generated == b->macro_generated);
	CHECK(a->callers == b->callers);
	CHECK(a->outcome == b->outcome);
	CHECK(a->final_size == b->final_size);
	CHECK(a->callee_size == b->callee_size);
	CHECK_OPT_STR(a->callee_size_from, b->callee_size_from);
	CHECK(a->calls_left == b->calls_left);
	CHECK(a->n_inlined_into == b->n_inlined_into);
	for (size_t i = 0; i < a->n_inlined_into && i < b->n_inlined_into;
	     i++) {
		CHECK_STR(a->inlined_into[i].caller, b->inlined_into[i].caller);
		CHECK_STR(a->inlined_into[i].into, b->inlined_into[i].into);
		CHECK(a->inlined_into[i].line == b->inlined_into[i].line);
	}
}

static void compare_recommendations(const struct inlint_recommendation *a,
				    const struct inlint_recommendation *b)
{
	CHECK_STR(a->function, b->function);
	CHECK_STR(a->file, b->file);
	CHECK(a->line == b->line);
	CHECK_OPT_STR(a->caller, b->caller);
	CHECK(a->call_line == b->call_line);
	CHECK(a->action == b->action);
	CHECK_STR(a->reason, b->reason);
	CHECK_STR(a->message, b->message);
	CHECK_NEAR(a->confidence, b->confidence, 1e-9);
	CHECK(a->severity == b->severity);
	CHECK_OPT_STR(a->group, b->group);
	CHECK_OPT_STR(a->evidence, b->evidence);
}

/* The record keeps call sites grouped by callee, so their order in the
 * model may change: each one is looked up instead. */
static void compare_call_sites(const struct inlint_model *a,
			       const struct inlint_model *b)
{
	CHECK(a->n_call_sites == b->n_call_sites);
	for (size_t i = 0; i < b->n_call_sites; i++) {
		const struct inlint_call_site *want = &b->call_sites[i];
		const struct inlint_call_site *got =
			find_call(a, want->caller, want->callee, want->line);

		CHECK(got != NULL);
		if (!got)
			continue;
		CHECK(got->hotness == want->hotness);
		CHECK_NEAR(got->frequency, want->frequency, 1e-9);
		CHECK(got->inlined == want->inlined);
		CHECK(got->kept == want->kept);
		CHECK(got->target_mismatch == want->target_mismatch);
		CHECK(got->attr_conflict == want->attr_conflict);
		CHECK(got->pruned_through == want->pruned_through);
		CHECK(got->pruned_insns == want->pruned_insns);
		CHECK(got->pruned_through_insns == want->pruned_through_insns);
		CHECK(got->forwards == want->forwards);
	}
}

static void compare_external_calls(const struct inlint_model *a,
				   const struct inlint_model *b)
{
	CHECK(a->n_external_calls == b->n_external_calls);
	for (size_t i = 0; i < a->n_external_calls && i < b->n_external_calls;
	     i++) {
		const struct inlint_external_call *x = &a->external_calls[i];
		const struct inlint_external_call *y = &b->external_calls[i];

		CHECK_STR(x->callee, y->callee);
		CHECK_STR(x->caller, y->caller);
		CHECK(x->line == y->line);
		CHECK(x->hotness == y->hotness);
		CHECK_NEAR(x->frequency, y->frequency, 1e-9);
	}
}

static void compare_models(const struct inlint_model *a,
			   const struct inlint_model *b)
{
	CHECK_OPT_STR(a->source_file, b->source_file);
	CHECK_OPT_STR(a->target, b->target);
	CHECK_OPT_STR(a->compiler, b->compiler);
	CHECK(a->has_debug_info == b->has_debug_info);
	CHECK(a->has_profile == b->has_profile);
	CHECK(a->hot_count == b->hot_count && a->cold_count == b->cold_count);
	CHECK(a->phase == b->phase);
	CHECK(inlint_inliner_equal(&a->inliner, &b->inliner));
	CHECK_OPT_STR(a->outcome_source, b->outcome_source);
	CHECK(a->n_problems == b->n_problems);
	for (size_t i = 0; i < a->n_problems && i < b->n_problems; i++)
		CHECK_STR(a->problems[i], b->problems[i]);
	CHECK(a->n_functions == b->n_functions);
	for (size_t i = 0; i < a->n_functions && i < b->n_functions; i++)
		compare_functions(&a->functions[i], &b->functions[i]);
	compare_call_sites(a, b);
	CHECK(a->n_recommendations == b->n_recommendations);
	for (size_t i = 0; i < a->n_recommendations && i < b->n_recommendations;
	     i++)
		compare_recommendations(&a->recommendations[i],
					&b->recommendations[i]);
	CHECK(a->n_information == b->n_information);
	for (size_t i = 0; i < a->n_information && i < b->n_information; i++)
		compare_recommendations(&a->information[i], &b->information[i]);
	compare_external_calls(a, b);
}

static void round_trip(struct inlint_model *m, const char *name)
{
	const char *path = tmp_path(name);
	struct inlint_model *back;
	char err[512];

	CHECK(inlint_record_write(m, path, err, sizeof(err)) == 0);
	back = inlint_record_read(path, err, sizeof(err));
	CHECK(back != NULL);
	if (!back) {
		fprintf(stderr, "%s\n", err);
		return;
	}
	compare_models(back, m);
	/* Whatever the model says, the record names the inlint writing it. */
	CHECK_STR(back->producer, "inlint " INLINT_VERSION);
	inlint_model_destroy(back);
}

static void test_round_trip(void)
{
	struct inlint_model *m = full_model();

	/* Missing directories are created on the way. */
	round_trip(m, "deep/er/full.inlint.yaml");
	inlint_model_destroy(m);
}

/* Optional keys left out come back as NULL and 0. */
static void test_round_trip_unset(void)
{
	struct inlint_model *m = example_model();

	free(m->outcome_source);
	m->outcome_source = NULL;
	free(m->functions[0].section);
	m->functions[0].section = NULL;
	free(m->recommendations[0].caller);
	m->recommendations[0].caller = NULL;
	m->recommendations[0].call_line = 0;
	round_trip(m, "unset.inlint.yaml");
	inlint_model_destroy(m);
}

/* A second write replaces the first: parallel builds rewrite records. */
static void test_overwrite(void)
{
	const char *path = tmp_path("again.inlint.yaml");
	struct inlint_model *m = example_model(), *back;
	char err[512];

	CHECK(inlint_record_write(m, path, err, sizeof(err)) == 0);
	free(m->source_file);
	m->source_file = inlint_strdup("mm/memory.c");
	CHECK(inlint_record_write(m, path, err, sizeof(err)) == 0);
	back = inlint_record_read(path, err, sizeof(err));
	CHECK(back != NULL);
	if (back)
		CHECK_STR(back->source_file, "mm/memory.c");
	inlint_model_destroy(back);
	inlint_model_destroy(m);
}

/* Keys a newer inlint may add, of any shape, are skipped. */
static void test_unknown_keys(void)
{
	static const char text[] = "schema: inlint/1\n"
				   "source_file: a.c\n"
				   "future: {x: [1, 2, {y: z}]}\n"
				   "functions:\n"
				   "- name: f\n"
				   "  attributes: [inline_hint, shiny]\n"
				   "  new_list: [[a], [b]]\n"
				   "  line: 3\n"
				   "later: ok\n";
	const char *path = tmp_path("future.inlint.yaml");
	struct inlint_model *m;
	char err[512];

	write_file(path, text, sizeof(text) - 1);
	m = inlint_record_read(path, err, sizeof(err));
	CHECK(m != NULL);
	if (!m) {
		fprintf(stderr, "%s\n", err);
		return;
	}
	CHECK_STR(m->source_file, "a.c");
	CHECK(m->n_functions == 1);
	CHECK(m->functions[0].line == 3);
	CHECK(m->functions[0].attrs == INLINT_ATTR_INLINE_HINT);
	inlint_model_destroy(m);
}

/* A record's strings share a few arena blocks: many short ones across
 * block boundaries and one longer than a block all read back intact. */
static void test_many_strings(void)
{
	const char *path = tmp_path("strings.inlint.yaml");
	size_t cap = 1 << 20, n = 0;
	char *text = malloc(cap), *big = malloc(40001), err[512];
	struct inlint_model *m;

	memset(big, 'x', 40000);
	big[40000] = '\0';
	n += snprintf(text + n, cap - n,
		      "schema: inlint/1\nsource_file: new.c\n"
		      "compiler: %s\nfunctions:\n",
		      big);
	for (int i = 0; i < 3000; i++)
		n += snprintf(text + n, cap - n,
			      "- name: function_number_%d\n  file: f%d.c\n", i,
			      i);
	write_file(path, text, n);
	m = inlint_record_read(path, err, sizeof(err));
	CHECK(m != NULL);
	if (m) {
		char want[64];

		CHECK_STR(m->source_file, "new.c");
		CHECK_STR(m->compiler, big);
		CHECK(m->n_functions == 3000);
		for (size_t i = 0; i < m->n_functions; i++) {
			snprintf(want, sizeof(want), "function_number_%zu", i);
			CHECK_STR(m->functions[i].name, want);
			snprintf(want, sizeof(want), "f%zu.c", i);
			CHECK_STR(m->functions[i].file, want);
		}
	}
	inlint_model_destroy(m);
	free(big);
	free(text);
}

struct bad_input {
	const char *name;
	const char *text;
	size_t len;
	const char *where; /* ":line:col:" the error must name */
	const char *problem;
};

#define BAD(name, text, where, problem)                                        \
	{name, text, sizeof(text) - 1, where, problem}

static const struct bad_input bad_inputs[] = {
	BAD("empty", "", ":1:1:", "not an inlint/1 record"),
	BAD("junk",
	    "\x7f"
	    "ELF\x02\x01\x01\x00\x00\x00\xff\xfe",
	    ":1:1:", "control characters"),
	BAD("junk-utf8", "schema: inlint/1\nsource_file: \x80\x81\n",
	    ":2:14:", "UTF-8"),
	BAD("truncated", "schema: inlint/1\nfunctions:\n- name: \"obj_mal",
	    ":3:", "end of stream"),
	BAD("truncated-flow",
	    "schema: inlint/1\nfunctions:\n- name: f\n  attributes: [cold",
	    ":5:1:", "','"),
	BAD("not-mapping", "- schema\n", ":1:1:", "not an inlint/1 record"),
	BAD("no-schema", "source_file: a.c\n",
	    ":1:1:", "not an inlint/1 record"),
	BAD("wrong-schema", "schema: inlint/2\n",
	    ":1:9:", "not an inlint/1 record"),
	BAD("line-not-number",
	    "schema: inlint/1\nfunctions:\n- name: f\n  line: twelve\n",
	    ":4:9:", "expected a number for 'line', got 'twelve'"),
	BAD("negative-size",
	    "schema: inlint/1\nfunctions:\n- name: f\n  size: -1\n",
	    ":4:9:", "'size'"),
	BAD("mapping-for-string", "schema: inlint/1\nsource_file: {a: 1}\n",
	    ":2:14:", "expected a string for 'source_file'"),
	BAD("scalar-for-list", "schema: inlint/1\nfunctions: none\n",
	    ":2:12:", "expected a list for 'functions'"),
	BAD("bad-bool", "schema: inlint/1\ndebug_info: maybe\n",
	    ":2:13:", "true or false"),
	BAD("bad-hotness",
	    "schema: inlint/1\nfunctions:\n- name: f\n  call_sites:\n"
	    "  - caller: f\n    hotness: lukewarm\n",
	    ":6:14:", "unknown hotness 'lukewarm'"),
	BAD("quoted-newline",
	    "schema: inlint/1\nfunctions:\n- name: f\n"
	    "  outcome: \"out\\nof\\e[2Kline\"\n",
	    ":4:12:", "unknown outcome 'out of [2Kline'"),
	BAD("unknown-caller",
	    "schema: inlint/1\nfunctions:\n- name: f\n  call_sites:\n"
	    "  - caller: g\n    line: 3\n- name: h\n",
	    ":5:13:", "caller 'g' is not a function"),
	BAD("no-caller",
	    "schema: inlint/1\nfunctions:\n- name: f\n  call_sites:\n"
	    "  - line: 3\n",
	    ":5:5:", "call site without a caller"),
	BAD("nameless", "schema: inlint/1\nfunctions:\n- line: 3\n",
	    ":3:3:", "function without a name"),
	BAD("external-without-callee",
	    "schema: inlint/1\nexternal_calls:\n- caller: f\n  line: 3\n",
	    ":3:3:", "external call without a callee"),
	BAD("line-fraction",
	    "schema: inlint/1\nfunctions:\n- name: f\n  line: 1.5\n", ":4:9:",
	    "expected a whole number from 0 to 4294967295 for 'line', got "
	    "'1.5'"),
	BAD("line-too-big",
	    "schema: inlint/1\nfunctions:\n- name: f\n  line: 4294967296\n",
	    ":4:9:", "from 0 to 4294967295 for 'line'"),
	BAD("count-too-big",
	    "schema: inlint/1\nhot_count: 18446744073709551616\n",
	    ":2:12:", "from 0 to 18446744073709551615 for 'hot_count'"),
	BAD("frequency-not-number",
	    "schema: inlint/1\nexternal_calls:\n- callee: g\n  caller: f\n"
	    "  frequency: often\n",
	    ":5:14:", "expected a number for 'frequency', got 'often'"),
	BAD("duplicate-key",
	    "schema: inlint/1\nsource_file: a.c\nsource_file: b.c\n",
	    ":3:1:", "duplicate key 'source_file' (first at 2:1)"),
	BAD("duplicate-unknown-key",
	    "schema: inlint/1\nfunctions:\n- name: f\n  shiny: 1\n  shiny: 2\n",
	    ":5:3:", "duplicate key 'shiny' (first at 4:3)"),
	BAD("alias", "schema: inlint/1\nsource_file: &a x.c\ntarget: *a\n",
	    ":3:9:", "an alias (*a): inlint reads no YAML aliases"),
	BAD("complex-key", "schema: inlint/1\n? [a]\n: b\n",
	    ":2:3:", "expected a key name"),
	BAD("unknown-phase", "schema: inlint/1\nphase: link\n",
	    ":2:8:", "unknown phase 'link'"),
	BAD("too-deep",
	    "schema: inlint/1\nfuture: [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]\n",
	    ":2:24:",
	    "nested deeper than 16 levels, inlint's limit for a YAML document"),
};

static void check_bad_input(const struct bad_input *b,
			    struct inlint_model *(*read)(const char *path,
							 char *err,
							 size_t errlen))
{
	char name[64], err[512], want[600];
	const char *path;
	struct inlint_model *m;

	snprintf(name, sizeof(name), "%s.inlint.yaml", b->name);
	path = tmp_path(name);
	write_file(path, b->text, b->len);
	m = read(path, err, sizeof(err));
	CHECK(m == NULL);
	inlint_model_destroy(m);
	snprintf(want, sizeof(want), "%s%s", path, b->where);
	if (strncmp(err, want, strlen(want)) != 0 || !strstr(err, b->problem)) {
		fprintf(stderr, "%s: got \"%s\", want \"%s ...%s...\"\n",
			b->name, err, want, b->problem);
		check_failures++;
	}
}

static void test_bad_input(void)
{
	for (size_t i = 0; i < sizeof(bad_inputs) / sizeof(bad_inputs[0]); i++)
		check_bad_input(&bad_inputs[i], inlint_record_read);
}

static const struct bad_input bad_decisions[] = {
	BAD("decisions-empty", "", ":1:1:", "no decisions (empty file)"),
	BAD("decisions-misspelt",
	    "recomendations:\n- function: f\n  action: noinline\n",
	    ":1:1:", "not a decision file: no 'recommendations' key"),
	BAD("decisions-empty-mapping", "{}\n",
	    ":1:1:", "not a decision file: no 'recommendations' key"),
	BAD("decisions-duplicate-action",
	    "- function: f\n  action: noinline\n  action: always_inline\n",
	    ":3:3:", "duplicate key 'action' (first at 2:3)"),
	BAD("decisions-no-action", "recommendations:\n- function: f\n",
	    ":2:3:", "decision for 'f' without an action"),
};

static void test_bad_decisions(void)
{
	for (size_t i = 0; i < sizeof(bad_decisions) / sizeof(bad_decisions[0]);
	     i++)
		check_bad_input(&bad_decisions[i], inlint_decisions_read);
}

/* The three shapes of a decision file, and a list that is empty on
 * purpose (tune's baseline): all read, none is a problem. */
static void check_decisions(const char *name, const char *text, size_t n)
{
	const char *path = tmp_path(name);
	struct inlint_model *m;
	char err[512];

	write_file(path, text, strlen(text));
	m = inlint_decisions_read(path, err, sizeof(err));
	CHECK(m != NULL);
	if (!m) {
		fprintf(stderr, "%s: %s\n", name, err);
		return;
	}
	CHECK(m->n_recommendations == n);
	inlint_model_destroy(m);
}

static void test_decisions(void)
{
	check_decisions("list.yaml",
			"- function: f\n  action: noinline\n"
			"- function: g\n  action: always_inline\n",
			2);
	check_decisions("under-key.yaml",
			"recommendations:\n- function: f\n  action: none\n", 1);
	check_decisions("report.yaml",
			"schema: inlint-report/1\nrecords: 1\n"
			"recommendations:\n- function: f\n  action: noinline\n"
			"functions: []\n",
			1);
	check_decisions("none.yaml", "[]\n", 0);
	check_decisions("none-under-key.yaml", "recommendations: []\n", 0);
}

static void test_missing_file(void)
{
	const char *path = tmp_path("nothing.inlint.yaml");
	char err[512];

	CHECK(inlint_record_read(path, err, sizeof(err)) == NULL);
	CHECK(strstr(err, path) == err);
	CHECK(strstr(err, "No such file") != NULL);
}

/* A failed write says where and why, and leaves dir as it found it. */
static void check_write_fails(const struct inlint_model *m, const char *path,
			      const char *dir, const char *why)
{
	int before = count_entries(dir);
	char err[512];

	CHECK(inlint_record_write(m, path, err, sizeof(err)) == -1);
	CHECK(strstr(err, path) == err);
	if (!strstr(err, why)) {
		fprintf(stderr, "got \"%s\", want \"...%s...\"\n", err, why);
		check_failures++;
	}
	CHECK(count_entries(dir) == before);
}

static void test_write_failures(void)
{
	struct inlint_model *m = example_model();
	char dir[512], target[512];

	/* tmp_path's buffers are reused; these must outlive a few calls. */
	snprintf(dir, sizeof(dir), "%s", tmp_path("w"));
	snprintf(target, sizeof(target), "%s",
		 tmp_path("w/target.inlint.yaml"));

	CHECK(mkdir(dir, 0777) == 0);
	write_file(tmp_path("w/file"), "x", 1);
	/* A directory that is a regular file. */
	check_write_fails(m, tmp_path("w/file/sub/r.inlint.yaml"), dir,
			  "Not a directory");
	/* Rename fails after the temp file is complete. */
	CHECK(mkdir(target, 0777) == 0);
	write_file(tmp_path("w/target.inlint.yaml/keep"), "x", 1);
	check_write_fails(m, target, dir, "rename");
	/* Emitting fails half-way through the temp file. */
	free(m->functions[1].name);
	m->functions[1].name = inlint_strdup("bad\xff");
	check_write_fails(m, tmp_path("w/utf8.inlint.yaml"), dir, "UTF-8");
	inlint_model_destroy(m);
}

/* A full disk: the error says why, not just "write error". */
static void test_emit_full_disk(void)
{
	struct inlint_model *m = example_model();
	FILE *full = fopen("/dev/full", "w");
	char err[256];

	CHECK(full != NULL);
	if (full) {
		CHECK(inlint_record_emit(m, full, err, sizeof(err)) == -1);
		CHECK(strstr(err, strerror(ENOSPC)) != NULL);
		fclose(full);
	}
	inlint_model_destroy(m);
}

/* make -jN: processes create the same new directories and replace the same
 * record at once. Every write succeeds, the survivor is whole, and no temp
 * file is left over. */
static void test_parallel_writes(void)
{
	enum { WRITERS = 8, WRITES = 25 };
	const char *path = tmp_path("par/a/b/r.inlint.yaml");
	struct inlint_model *back;
	char err[512];
	int status;

	for (int i = 0; i < WRITERS; i++) {
		if (fork() == 0) {
			struct inlint_model *m = full_model();
			int bad = 0;

			for (int j = 0; j < WRITES; j++)
				bad |= inlint_record_write(m, path, err,
							   sizeof(err));
			inlint_model_destroy(m);
			_exit(bad ? 1 : 0);
		}
	}
	for (int i = 0; i < WRITERS; i++) {
		CHECK(wait(&status) > 0);
		CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	}
	back = inlint_record_read(path, err, sizeof(err));
	CHECK(back != NULL);
	if (back)
		CHECK(back->n_functions == 4);
	inlint_model_destroy(back);
	CHECK(count_entries(tmp_path("par/a/b")) == 1);
}

/* Lookups by name: exact, by a prefix's length, the lowest index of two
 * equal names, and again after more functions were added. */
static void test_find_function(void)
{
	struct inlint_model *m = inlint_model_create();

	inlint_model_add_function(m, "zs_malloc");
	inlint_model_add_function(m, "obj_malloc");
	inlint_model_add_function(m, "obj_malloc");
	CHECK(inlint_model_find_function(m, "obj_malloc") == 1);
	CHECK(inlint_model_find_function(m, "zs_malloc") == 0);
	CHECK(inlint_model_find_function(m, "obj") == -1);
	CHECK(inlint_model_find_function(m, "obj_malloc.constprop.0") == -1);
	CHECK(inlint_model_find_function_len(m, "obj_malloc.constprop.0", 10) ==
	      1);
	inlint_model_add_function(m, "alloc_zspage");
	CHECK(inlint_model_find_function(m, "alloc_zspage") == 3);
	inlint_model_destroy(m);
}

int main(void)
{
	test_find_function();
	if (scratch_make("test_record"))
		return 1;
	test_emit_shape();
	test_needs_quotes();
	test_round_trip();
	test_round_trip_unset();
	test_overwrite();
	test_unknown_keys();
	test_many_strings();
	test_bad_input();
	test_bad_decisions();
	test_decisions();
	test_missing_file();
	test_write_failures();
	test_emit_full_disk();
	test_parallel_writes();
	remove_tree(tmpdir);
	return check_result();
}
