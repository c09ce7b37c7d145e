/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_yaml_doc.c - documents read whole: the node accessors, and the two
 * readers built on them (report, tune state), each read back from what
 * their writer wrote and refused on bad input. Run: ctest -R test_yaml_doc
 */
#include "check.h"
#include "read_file.h"
#include "report_yaml.h"
#include "scratch.h"
#include "tune_state.h"
#include "xalloc.h"
#include "yaml_doc.h"

#include <limits.h>

static struct inlint_yaml_doc *load(const char *text, char *err, size_t errlen)
{
	const char *path = tmp_path("doc.yaml");

	write_file(path, text, strlen(text));
	return inlint_yaml_doc_create(path, err, errlen);
}

/* The error names the file just written, then rest. */
static void check_err(const char *err, const char *rest)
{
	char want[1024];

	snprintf(want, sizeof(want), "%s%s", tmp_path("doc.yaml"), rest);
	if (strcmp(err, want) != 0) {
		fprintf(stderr, "got \"%s\", want \"%s\"\n", err, want);
		check_failures++;
	}
}

static void test_accessors(void)
{
	char err[512] = "";
	struct inlint_yaml_doc *d =
		load("name: f\nnone: ~\nquoted: '~'\nsize: 12\nneg: -3\n"
		     "hot: true\nfreq: 0.5\nlist: [a, {b: 1}]\n"
		     "big: 4294967296\n",
		     err, sizeof(err));
	const struct inlint_yaml_node *root, *list;
	const char *s = "unset";
	unsigned u = 99;
	long long ll = 0;
	int i = 7;
	bool b = false;
	double f = 0;

	CHECK(d != NULL);
	if (!d)
		return;
	root = inlint_yaml_doc_root(d);
	CHECK(inlint_yaml_is_map(root));
	CHECK(inlint_yaml_get_str(d, root, "name", &s) == 0);
	CHECK_STR(s, "f");
	CHECK(inlint_yaml_get_str(d, root, "none", &s) == 0 && s == NULL);
	CHECK(inlint_yaml_get_str(d, root, "quoted", &s) == 0);
	CHECK_STR(s, "~");
	CHECK(inlint_yaml_get_uint(d, root, "absent", &u) == 0 && u == 99);
	CHECK(inlint_yaml_get_uint(d, root, "size", &u) == 0 && u == 12);
	CHECK(inlint_yaml_get_llong(d, root, "neg", &ll) == 0 && ll == -3);
	CHECK(inlint_yaml_get_int(d, root, "absent", &i) == 0 && i == 7);
	CHECK(inlint_yaml_get_int(d, root, "neg", &i) == 0 && i == -3);
	CHECK(inlint_yaml_get_bool(d, root, "hot", &b) == 0 && b);
	CHECK(inlint_yaml_get_double(d, root, "freq", &f) == 0 && f == 0.5);
	CHECK(inlint_yaml_get_list(d, root, "list", &list) == 0);
	CHECK(inlint_yaml_len(list) == 2);
	CHECK(inlint_yaml_str(d, inlint_yaml_item(d, list, 0), "list", &s) ==
	      0);
	CHECK_STR(s, "a");
	CHECK(inlint_yaml_need_map(d, inlint_yaml_item(d, list, 1), "list") ==
	      0);
	CHECK(inlint_yaml_get_list(d, root, "absent", &list) == 0 &&
	      list == NULL && inlint_yaml_len(list) == 0);

	CHECK(inlint_yaml_get_uint(d, root, "neg", &u) == -1 && u == 12);
	check_err(err, ":5:6: expected a whole number from 0 to 4294967295 "
		       "for 'neg', got '-3'");
	CHECK(inlint_yaml_get_int(d, root, "big", &i) == -1 && i == -3);
	check_err(err, ":9:6: expected a whole number from -2147483648 to "
		       "2147483647 for 'big', got '4294967296'");
	CHECK(inlint_yaml_get_uint(d, root, "list", &u) == -1);
	check_err(err, ":8:7: expected a number for 'list'");
	CHECK(inlint_yaml_get_list(d, root, "name", &list) == -1);
	check_err(err, ":1:7: expected a list for 'name'");
	CHECK(inlint_yaml_get_str(d, root, "list", &s) == -1);
	check_err(err, ":8:7: expected a string for 'list'");
	CHECK(inlint_yaml_need_map(d, inlint_yaml_get(d, root, "size"),
				   "size") == -1);
	check_err(err, ":4:7: expected a mapping in 'size'");
	inlint_yaml_doc_destroy(d);
}

/* A file without a document has no root; the loader refuses what the
 * event source refuses. */
static void test_document_errors(void)
{
	char err[512] = "";
	struct inlint_yaml_doc *d = load("", err, sizeof(err));

	CHECK(d != NULL && inlint_yaml_doc_root(d) == NULL);
	inlint_yaml_doc_destroy(d);
	d = load("# only a comment\n", err, sizeof(err));
	CHECK(d != NULL && inlint_yaml_doc_root(d) == NULL);
	inlint_yaml_doc_destroy(d);
	CHECK(load("a: &x [1]\nb: *x\n", err, sizeof(err)) == NULL);
	check_err(err, ":2:4: an alias (*x): inlint reads no YAML aliases");
	CHECK(load("a: 1\nb: 2\na: 3\n", err, sizeof(err)) == NULL);
	check_err(err, ":3:1: duplicate key 'a' (first at 1:1)");
	CHECK(load("a: [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]\n", err, sizeof(err)) ==
	      NULL);
	check_err(err, ":1:19: nested deeper than 16 levels, inlint's limit "
		       "for a YAML document");
}

/* A report as inlint_report_write writes one, with every optional key. */
static const char report_text[] =
	"schema: inlint-report/1\n"
	"records: 3\n"
	"target: x86_64-pc-linux-gnu\n"
	"compiler: clang 22\n"
	"problems:\n"
	"- file: mm/zsmalloc.c\n"
	"  problem: 'dec.yaml: cannot open (No such file or directory); no "
	"decision applied'\n"
	"  records: 3\n"
	"recommendations:\n"
	"- function: obj_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 38\n"
	"  caller: zs_malloc\n"
	"  call_line: 125\n"
	"  action: always_inline\n"
	"  reason: kept-out-of-line\n"
	"  severity: note\n"
	"  confidence: 0.7\n"
	"  message: 'obj_malloc: kept out of line'\n"
	"  tus: 2\n"
	"  score: 1234.5\n"
	"  compiler_reason: 'mm/zsmalloc.c:125 in zs_malloc: cost 285 vs "
	"threshold 225 (misses by 61)'\n"
	"  global_frequency: 3.02\n"
	"  hotness: normal\n"
	"  evidence: static estimate, global\n"
	"  cost_bytes: -548\n"
	"  cost_source: objects\n"
	"functions:\n"
	"- name: obj_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 38\n"
	"  linkage: extern\n"
	"  tu: mm/zsmalloc.c\n"
	"  tus: 2\n"
	"  size: 92\n"
	"  attributes: [inline_hint, cold]\n"
	"  outcome: out_of_line\n"
	"  recursive: false\n"
	"  variadic: false\n"
	"  address_taken: true\n"
	"  call_sites: 3\n"
	"  kept_calls: 3\n"
	"  hot_calls: 1\n"
	"  cold_calls: 1\n"
	"  frequency: 3.02\n"
	"  callers: [zs_malloc, zs_migrate]\n"
	"  callers_truncated: true\n"
	"  inlined_into: []\n"
	"  entry_frequency: 1.5\n"
	"  global_frequency: 3.02\n"
	"  cold_root: true\n"
	"  final_size: 80\n"
	"  copies: 2\n"
	"  copy_bytes: 274\n"
	"extern_functions:\n"
	"- name: obj_malloc\n"
	"  file: mm/zsmalloc.c\n"
	"  line: 38\n"
	"  tu: mm/zsmalloc.c\n"
	"  called_from: 1\n"
	"  calls: 4\n"
	"  callers:\n"
	"  - mm/zpool.c\n"
	"  message: 'obj_malloc: extern, called from 1 file; an `inline` "
	"keyword on its definition in mm/zsmalloc.c only affects that file "
	"without LTO'\n";

/* Read, then written again: the same bytes, so nothing was lost. */
static void test_report_round_trip(void)
{
	const char *in = tmp_path("in.yaml"), *out = tmp_path("out.yaml");
	struct inlint_report *rep;
	char err[512] = "", *back;
	size_t len = 0;

	write_file(in, report_text, sizeof(report_text) - 1);
	rep = inlint_report_read(in, err, sizeof(err));
	CHECK(rep != NULL);
	if (!rep) {
		fprintf(stderr, "%s\n", err);
		return;
	}
	CHECK(rep->records == 3 && rep->n_recs == 1 && rep->n_fns == 1);
	CHECK(inlint_report_write(rep, out, err, sizeof(err)) == 0);
	back = inlint_read_file(out, &len, err, sizeof(err));
	CHECK(back != NULL);
	if (back && strcmp(back, report_text) != 0) {
		fprintf(stderr, "report written back differs:\n%s", back);
		check_failures++;
	}
	free(back);
	inlint_report_destroy(rep);
}

struct bad {
	const char *text;
	const char *rest; /* the error after the path */
};

static const struct bad bad_reports[] = {
	{"", ": not an inlint-report/1 report (empty file)"},
	{"schema: inlint/1\n", ":1:1: not an inlint-report/1 report"},
	{"- schema\n", ":1:1: not an inlint-report/1 report"},
	{"schema: inlint-report/1\nrecords: 1e300\n",
	 ":2:10: expected a whole number from 0 to 18446744073709551615 for "
	 "'records', got '1e300'"},
	{"schema: inlint-report/1\nrecords: nan\n",
	 ":2:10: expected a whole number from 0 to 18446744073709551615 for "
	 "'records', got 'nan'"},
	{"schema: inlint-report/1\nfunctions:\n- name: f\n  size: 4294967296\n",
	 ":4:9: expected a whole number from 0 to 4294967295 for 'size', got "
	 "'4294967296'"},
	{"schema: inlint-report/1\nrecommendations:\n- function: f\n"
	 "  tus: 1.5\n",
	 ":4:8: expected a whole number from 0 to 18446744073709551615 for "
	 "'tus', got '1.5'"},
	{"schema: inlint-report/1\nfunctions:\n- name: f\n"
	 "  frequency: often\n",
	 ":4:14: expected a number for 'frequency', got 'often'"},
	{"schema: inlint-report/1\nrecommendations:\n- action: noinline\n",
	 ":3:3: recommendation without a function"},
	{"schema: inlint-report/1\nfunctions:\n- name: f\n  callers: [a, ~]\n",
	 ":4:16: expected a name in 'callers'"},
	{"schema: inlint-report/1\nfunctions:\n- name: f\n  outcome: gone\n",
	 ":4:12: unknown outcome 'gone'"},
	{"schema: inlint-report/1\nextern_functions:\n- name: g\n",
	 ":3:3: extern function 'g' is not in 'functions'"},
	{"schema: inlint-report/1\nproblems:\n- file: a.c\n  records: 0\n",
	 ":3:3: a problem needs its text and 1 record or more"},
};

/* Each file of bad, n of them, read by reads(), must be refused with its
 * error. */
static void check_bad(const struct bad *bad, size_t n,
		      bool (*reads)(const char *path, char *err, size_t errlen))
{
	for (size_t i = 0; i < n; i++) {
		const char *path = tmp_path("doc.yaml");
		char err[512] = "";

		write_file(path, bad[i].text, strlen(bad[i].text));
		CHECK(!reads(path, err, sizeof(err)));
		check_err(err, bad[i].rest);
	}
}

static bool report_reads(const char *path, char *err, size_t errlen)
{
	struct inlint_report *rep = inlint_report_read(path, err, errlen);
	bool read = rep != NULL;

	inlint_report_destroy(rep);
	return read;
}

static void test_bad_reports(void)
{
	check_bad(bad_reports, sizeof(bad_reports) / sizeof(bad_reports[0]),
		  report_reads);
}

static struct inlint_tune_state *example_state(void)
{
	struct inlint_tune_state *s = inlint_tune_state_create();
	struct inlint_tune_step st = {0};
	static const double values[] = {1.0 / 3, 1e300, 7};

	s->candidates_hash = inlint_strdup("0123456789abcdef");
	s->build = inlint_strdup("make -j8 'KCFLAGS=-O2'");
	s->bench = inlint_strdup("./bench --runs 3");
	s->metric = inlint_strdup("stdout:cost ([0-9]+)");
	s->runs = 5;
	s->objects = inlint_xcalloc(1, sizeof(*s->objects));
	s->objects[s->n_objects++] = inlint_strdup("*.o");
	st.key = inlint_strdup("baseline");
	st.seconds = 12.25;
	st.values = inlint_xmalloc(sizeof(values));
	memcpy(st.values, values, sizeof(values));
	st.n_values = 3;
	inlint_tune_step_add_sym(&st, "zs_malloc", -40);
	inlint_tune_step_add_sym(&st, "huge", LLONG_MIN);
	inlint_tune_state_push(s, &st);
	return s;
}

static void test_tune_round_trip(void)
{
	const char *path = tmp_path("tune.state");
	struct inlint_tune_state *s = example_state(), *back;
	const struct inlint_tune_step *st;
	char err[512] = "";

	CHECK(inlint_tune_state_write(s, path, err, sizeof(err)) == 0);
	back = inlint_tune_state_read(path, err, sizeof(err));
	CHECK(back != NULL);
	if (!back) {
		fprintf(stderr, "%s\n", err);
		inlint_tune_state_destroy(s);
		return;
	}
	CHECK(inlint_tune_state_mismatch(s, back) == NULL);
	st = inlint_tune_state_find(back, "baseline");
	CHECK(st != NULL);
	if (st) {
		CHECK(st->seconds == 12.25 && st->n_values == 3);
		CHECK(st->n_values == 3 && st->values[0] == 1.0 / 3 &&
		      st->values[1] == 1e300);
		CHECK(st->n_text == 2 && st->text[0].bytes == -40 &&
		      st->text[1].bytes == LLONG_MIN);
		CHECK(st->n_text == 2 && !strcmp(st->text[1].name, "huge"));
	}
	inlint_tune_state_destroy(back);
	inlint_tune_state_destroy(s);
}

static const struct bad bad_states[] = {
	{"", ": empty state file"},
	{"- a\n", ":1:1: not an inlint-tune/1 state file"},
	{"runs: 1\n", ":1:1: no schema: not an inlint-tune/1 state file"},
	{"schema: inlint/1\n", ":1:9: not an inlint-tune/1 state file"},
	{"schema: inlint-tune/1\nruns: 1e300\n",
	 ":2:7: expected a whole number from 0 to 4294967295 for 'runs', got "
	 "'1e300'"},
	{"schema: inlint-tune/1\nsteps: 3\n",
	 ":2:8: expected a list for 'steps'"},
	{"schema: inlint-tune/1\nsteps:\n- key: a\n  values: [1, fast]\n",
	 ":4:15: expected a number for 'values', got 'fast'"},
	{"schema: inlint-tune/1\nsteps:\n- key: a\n  text:\n"
	 "  - {name: f, bytes: 1.5}\n",
	 ":5:22: expected a whole number from -9223372036854775808 to "
	 "9223372036854775807 for 'bytes', got '1.5'"},
	{"schema: inlint-tune/1\nsteps:\n- seconds: 1\n",
	 ":3:3: step without a key"},
};

static bool state_reads(const char *path, char *err, size_t errlen)
{
	struct inlint_tune_state *s = inlint_tune_state_read(path, err, errlen);
	bool read = s != NULL;

	inlint_tune_state_destroy(s);
	return read;
}

static void test_bad_states(void)
{
	check_bad(bad_states, sizeof(bad_states) / sizeof(bad_states[0]),
		  state_reads);
}

int main(void)
{
	if (scratch_make("test_yaml_doc"))
		return 1;
	test_accessors();
	test_document_errors();
	test_report_round_trip();
	test_bad_reports();
	test_tune_round_trip();
	test_bad_states();
	remove_tree(tmpdir);
	return check_result();
}
