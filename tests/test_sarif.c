/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_sarif.c - tools/lint/sarif: a file's uri is percent-encoded (RFC
 * 3986), file:// when absolute; every string in the log is valid UTF-8. */
#include "check.h"
#include "sarif.h"

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

/* A stray byte, a surrogate and a cut sequence are U+FFFD, one per byte;
 * valid UTF-8 passes as it is; quotes and controls are escaped. */
static void test_strings_utf8(void)
{
	struct inlint_finding f = {
		.file = "we ird\377.c",
		.line = 3,
		.severity = INLINT_SEVERITY_WARNING,
		.verdict = INLINT_VERDICT_REDUNDANT,
		.reason = "r\377ule",
		.message = "f\377 \"q\" \303\244\t\355\240\200 \342\202",
	};
	char *log;

	log = write_log(&f, 1);
	CHECK(strstr(log,
		     "{\"id\": \"inlint-redundant\", \"shortDescription\""));
	CHECK(strstr(log, "\"ruleId\": \"inlint-redundant\""));
	CHECK(strstr(log, "\"properties\": {\"evidence\": \"estimate\", "
			  "\"reason\": \"r\\ufffdule\"}"));
	CHECK(strstr(log, "{\"text\": \"f\\ufffd \\\"q\\\" \303\244\\u0009"
			  "\\ufffd\\ufffd\\ufffd \\ufffd\\ufffd\"}"));
	CHECK(strstr(log, "{\"uri\": \"we%20ird%FF.c\"}"));
	CHECK(strstr(log, "\"startLine\": 3"));
	free(log);
}

int main(void)
{
	test_uri_kept();
	test_uri_encoded();
	test_uri_bytes();
	test_uri_absolute();
	test_strings_utf8();
	return check_result();
}
