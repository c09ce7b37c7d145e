/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_sarif.c - tools/lint/sarif: a file's uri is percent-encoded (RFC
 * 3986), file:// when absolute; every string in the log is valid UTF-8,
 * and the log parses back with jansson to what was written. */
#include "check.h"
#include "sarif.h"

#include <jansson.h>

#include <stdlib.h>

static void check_uri(const char *path, const char *want)
{
	char *got = inlint_sarif_uri(path);

	CHECK_STR(got, want);
	free(got);
}

static void test_uri_kept(void)
{
	check_uri("examples/mm_like/memory.c", "examples/mm_like/memory.c");
	check_uri("AZaz09-._~/x", "AZaz09-._~/x");
	check_uri("../include/linux/mm.h", "../include/linux/mm.h");
	check_uri("", "");
}

/* What a consumer would read as a fragment, a query, a scheme or another
 * file once decoded; upper-case hex (RFC 3986, 2.1). */
static void test_uri_encoded(void)
{
	check_uri("we ird#frag%41.c", "we%20ird%23frag%2541.c");
	check_uri("c:x?y", "c%3Ax%3Fy");
	check_uri("a+b;c=d&e@f!$'()*,[]",
		  "a%2Bb%3Bc%3Dd%26e%40f%21%24%27%28%29%2A%2C%5B%5D");
	check_uri("tab\there\n", "tab%09here%0A");
	check_uri("back\\slash\"", "back%5Cslash%22");
}

/* Every byte of a UTF-8 sequence is encoded alike; a byte that is not
 * UTF-8 too, so the uri keeps the name exactly. */
static void test_uri_bytes(void)
{
	check_uri("\303\244.c", "%C3%A4.c");
	check_uri("\377\200.c", "%FF%80.c");
}

static void test_uri_absolute(void)
{
	check_uri("/usr/src/linux/mm/memory.c",
		  "file:///usr/src/linux/mm/memory.c");
	check_uri("/t/d ir#x/a%41.c", "file:///t/d%20ir%23x/a%2541.c");
	check_uri("/", "file:///");
}

static char *write_log(const struct inlint_finding *f, size_t n)
{
	char *log = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&log, &len);

	inlint_sarif_write(out, "1.2.3", f, n);
	fclose(out);
	return log;
}

/* The log parsed back with jansson: NULL when it is not JSON. */
static json_t *parse_log(const struct inlint_finding *f, size_t n)
{
	char *log = write_log(f, n);
	json_t *doc = json_loads(log, JSON_REJECT_DUPLICATES, NULL);

	free(log);
	return doc;
}

/* A stray byte, a surrogate and a cut sequence are U+FFFD, one per byte;
 * valid UTF-8 passes as it is; quotes, backslashes and controls come back
 * as they were. */
static void test_strings_utf8(void)
{
	struct inlint_finding f = {
		.file = "we ird\377.c",
		.line = 3,
		.col = 8,
		.severity = INLINT_SEVERITY_WARNING,
		.verdict = INLINT_VERDICT_REDUNDANT,
		.reason = "r\377ule",
		.message = "f\377 \"q\\\" \303\244\t\001\355\240\200 \342\202",
	};
	const char *rule = NULL, *id = NULL, *level = NULL, *text = NULL;
	const char *uri = NULL, *reason = NULL, *evidence = NULL;
	int line = 0, col = 0;
	json_t *doc = parse_log(&f, 1);

	CHECK(doc != NULL);
	CHECK(!json_unpack(
		doc,
		"{s:[{s:{s:{s:[{s:s}]}}, s:[{s:s, s:s, s:{s:s}, "
		"s:[{s:{s:{s:s}, s:{s:i, s:i}}}], s:{s:s, s:s}}]}]}",
		"runs", "tool", "driver", "rules", "id", &rule, "results",
		"ruleId", &id, "level", &level, "message", "text", &text,
		"locations", "physicalLocation", "artifactLocation", "uri",
		&uri, "region", "startLine", &line, "startColumn", &col,
		"properties", "evidence", &evidence, "reason", &reason));
	CHECK_STR(rule, "inlint-redundant");
	CHECK_STR(id, "inlint-redundant");
	CHECK_STR(level, "warning");
	CHECK_STR(text, "f\357\277\275 \"q\\\" \303\244\t\001"
			"\357\277\275\357\277\275\357\277\275 "
			"\357\277\275\357\277\275");
	CHECK_STR(uri, "we%20ird%FF.c");
	CHECK(line == 3 && col == 8);
	CHECK_STR(evidence, "estimate");
	CHECK_STR(reason, "r\357\277\275ule");
	json_decref(doc);
}

/* No finding: still a whole log, with empty rules and results. */
static void test_empty(void)
{
	json_t *doc = parse_log(NULL, 0);
	json_t *rules = NULL, *results = NULL;

	CHECK(doc != NULL);
	CHECK(!json_unpack(doc, "{s:[{s:{s:{s:o}}, s:o}]}", "runs", "tool",
			   "driver", "rules", &rules, "results", &results));
	CHECK(json_is_array(rules) && json_array_size(rules) == 0);
	CHECK(json_is_array(results) && json_array_size(results) == 0);
	json_decref(doc);
}

int main(void)
{
	test_uri_kept();
	test_uri_encoded();
	test_uri_bytes();
	test_uri_absolute();
	test_strings_utf8();
	test_empty();
	return check_result();
}
