/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_finding_json.c - tools/lint/finding_json: the document parses back
 * with jansson to what was written, strings from input made UTF-8, and a
 * finding's fix and configurations in their keys. */
#include "check.h"
#include "finding_json.h"

#include <stdlib.h>

static json_t *parse(const struct inlint_finding *f, size_t n)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	json_t *doc;

	inlint_finding_json_begin(out, "lint");
	for (size_t i = 0; i < n; i++)
		inlint_finding_json_put(out, &f[i], i);
	inlint_finding_json_end(out, n);
	fclose(out);
	doc = json_loads(text, JSON_REJECT_DUPLICATES, NULL);
	free(text);
	return doc;
}

/* A stray byte is U+FFFD; quotes, backslashes, controls and UTF-8 come
 * back as written; line, column and fix as numbers. */
static void test_escaped(void)
{
	struct inlint_finding f = {
		.file = "a\"b\\c \303\244\t\001\377.c",
		.line = 7,
		.col = 8,
		.severity = INLINT_SEVERITY_WARNING,
		.verdict = INLINT_VERDICT_REDUNDANT,
		.message = "f: \"q\" \\ \n\377",
		.fix_col = 8,
		.fix_len = 16,
	};
	const char *file = NULL, *msg = NULL, *check = NULL, *sev = NULL;
	const char *repl = NULL, *command = NULL;
	int version = 0, line = 0, col = 0, fl = 0, fc = 0, fe = 0;
	json_t *doc = parse(&f, 1);

	CHECK(doc != NULL);
	CHECK(!json_unpack(doc,
			   "{s:i, s:s, s:[{s:s, s:i, s:i, s:s, s:s, s:s, "
			   "s:{s:i, s:i, s:i, s:s}}]}",
			   "version", &version, "command", &command, "findings",
			   "file", &file, "line", &line, "column", &col,
			   "severity", &sev, "check", &check, "message", &msg,
			   "fix", "line", &fl, "column", &fc, "end_column", &fe,
			   "replacement", &repl));
	CHECK(version == INLINT_FINDINGS_JSON_VERSION);
	CHECK_STR(command, "lint");
	CHECK_STR(file, "a\"b\\c \303\244\t\001\357\277\275.c");
	CHECK(line == 7 && col == 8);
	CHECK_STR(sev, "warning");
	CHECK_STR(check, "inlint-redundant");
	CHECK_STR(msg, "f: \"q\" \\ \n\357\277\275");
	CHECK(fl == 7 && fc == 8 && fe == 24);
	CHECK_STR(repl, "");
	json_decref(doc);
}

/* No column, no fix, no reason: the keys are left out; the rows are an
 * array with a verdict only where compiled. */
static void test_optional(void)
{
	struct inlint_finding_row rows[2] = {
		{"x86", "clang-22 x86_64", INLINT_VERDICT_REDUNDANT, true,
		 (char *)"same"},
		{"arm64", "gcc-12 arm64", INLINT_VERDICT_UNKNOWN, false,
		 (char *)"not compiled"},
	};
	struct inlint_finding f = {
		.file = "a.c",
		.line = 3,
		.severity = INLINT_SEVERITY_NOTE,
		.verdict = INLINT_VERDICT_LOAD_BEARING,
		.message = (char *)"m",
		.rows = rows,
		.n_rows = 2,
	};
	json_t *doc = parse(&f, 1), *one, *configs;

	CHECK(doc != NULL);
	one = json_array_get(json_object_get(doc, "findings"), 0);
	CHECK(one != NULL);
	CHECK(!json_object_get(one, "column"));
	CHECK(!json_object_get(one, "fix"));
	CHECK(!json_object_get(one, "reason"));
	configs = json_object_get(one, "configurations");
	CHECK(json_array_size(configs) == 2);
	CHECK_STR(json_string_value(json_object_get(json_array_get(configs, 0),
						    "verdict")),
		  "redundant");
	CHECK(!json_object_get(json_array_get(configs, 1), "verdict"));
	CHECK(json_is_false(
		json_object_get(json_array_get(configs, 1), "compiled")));
	json_decref(doc);
}

static void test_empty(void)
{
	json_t *doc = parse(NULL, 0);

	CHECK(doc != NULL);
	CHECK(json_is_array(json_object_get(doc, "findings")));
	CHECK(json_array_size(json_object_get(doc, "findings")) == 0);
	json_decref(doc);
}

int main(void)
{
	test_escaped();
	test_optional();
	test_empty();
	return check_result();
}
