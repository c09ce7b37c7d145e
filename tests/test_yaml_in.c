/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_yaml_in.c - what every YAML reader stands on: the whole-file reader
 * (regular files within the limit), the checked event source and the number
 * parsers. Run: ctest -R test_yaml_in */
#include "check.h"
#include "read_file.h"
#include "scratch.h"
#include "yaml_in.h"
#include "yaml_scalar.h"

#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

/* err is "<path><rest>" exactly. */
static void check_err(const char *err, const char *path, const char *rest)
{
	char want[1024];

	snprintf(want, sizeof(want), "%s%s", path, rest);
	if (strcmp(err, want) != 0) {
		fprintf(stderr, "got \"%s\", want \"%s\"\n", err, want);
		check_failures++;
	}
}

static void check_read_fails(const char *path, const char *rest)
{
	char err[512] = "";
	size_t len;
	char *buf = inlint_read_file(path, &len, err, sizeof(err));

	CHECK(buf == NULL);
	free(buf);
	check_err(err, path, rest);
}

static void test_read_regular(void)
{
	const char *path = tmp_path("plain.txt");
	char err[512];
	size_t len = 0;
	char *buf;

	write_file(path, "a\0b", 3);
	buf = inlint_read_file(path, &len, err, sizeof(err));
	CHECK(buf != NULL && len == 3 && memcmp(buf, "a\0b", 4) == 0);
	free(buf);
	write_file(path, "", 0);
	buf = inlint_read_file(path, &len, err, sizeof(err));
	CHECK(buf != NULL && len == 0 && buf[0] == '\0');
	free(buf);
}

/* A FIFO without a writer would block open(): alarm() in main turns that
 * hang into a failure. */
static void test_read_special(void)
{
	const char *fifo = tmp_path("fifo");

	check_read_fails(tmpdir, ": not a regular file (a directory)");
	check_read_fails("/dev/zero",
			 ": not a regular file (a character device)");
	CHECK(mkfifo(fifo, 0600) == 0);
	check_read_fails(fifo, ": not a regular file (a FIFO)");
	check_read_fails(tmp_path("missing"),
			 ": cannot open (No such file or directory)");
}

/* A sparse file: its size is all that is looked at. */
static void test_read_limit(void)
{
	const char *path = tmp_path("big");
	const char *too_large =
		": larger than inlint's 1 GiB limit for an input file";
	int fd = open(path, O_CREAT | O_WRONLY, 0600);
	char err[512] = "";

	CHECK(fd >= 0 && ftruncate(fd, (off_t)INLINT_INPUT_LIMIT + 1) == 0);
	close(fd);
	check_read_fails(path, too_large);
	CHECK(inlint_check_input(path, "lib.a(big)", true, err, sizeof(err)) ==
	      -1);
	check_err(err, "lib.a(big)", too_large);
	CHECK(inlint_check_input(path, "big", false, err, sizeof(err)) == 0);
	CHECK(inlint_check_input("/dev/zero", "z", false, err, sizeof(err)) ==
	      -1);
	check_err(err, "z", ": not a regular file (a character device)");
}

/* Reads text through the event source to its end or first error; returns
 * 0 or -1, with err set. */
static int pull(const char *text, char *err, size_t errlen)
{
	const char *path = tmp_path("events.yaml");
	struct inlint_yaml_in *in;
	int ret;

	write_file(path, text, strlen(text));
	in = inlint_yaml_in_create(path, err, errlen);
	if (!in)
		return -1;
	while ((ret = inlint_yaml_in_next(in)) == 0 &&
	       inlint_yaml_in_event(in)->type != YAML_STREAM_END_EVENT)
		;
	inlint_yaml_in_destroy(in);
	return ret;
}

static void check_accepts(const char *text)
{
	char err[512] = "";

	if (pull(text, err, sizeof(err)) != 0) {
		fprintf(stderr, "refused \"%s\": %s\n", text, err);
		check_failures++;
	}
}

/* The error names events.yaml, then rest. */
static void check_refuses(const char *text, const char *rest)
{
	char err[512] = "";

	CHECK(pull(text, err, sizeof(err)) == -1);
	check_err(err, tmp_path("events.yaml"), rest);
}

/* n nested flow lists as the value of key a. */
static char *nested(int n)
{
	char *s = malloc(2 * (size_t)n + 8);
	char *p = s + sprintf(s, "a: ");

	memset(p, '[', (size_t)n);
	memset(p + n, ']', (size_t)n);
	strcpy(p + 2 * n, "\n");
	return s;
}

static void test_depth(void)
{
	char *ok = nested(INLINT_YAML_MAX_DEPTH - 1);
	char *deep = nested(INLINT_YAML_MAX_DEPTH);

	check_accepts(ok);
	check_refuses(deep, ":1:19: nested deeper than 16 levels, inlint's "
			    "limit for a YAML document");
	check_refuses("- - - - - - - - - - - - - - - - - x\n",
		      ":1:33: nested deeper than 16 levels, inlint's limit "
		      "for a YAML document");
	free(ok);
	free(deep);
}

static void test_aliases(void)
{
	check_accepts("a: &x 1\nb: 2\n");
	check_refuses("a: &x 1\nb: *x\n",
		      ":2:4: an alias (*x): inlint reads no YAML aliases");
	check_refuses("- &l [1, 2]\n- [*l, *l]\n",
		      ":2:4: an alias (*l): inlint reads no YAML aliases");
}

/* An escaped NUL would cut the string wherever it is used as C text: as a
 * value (JSON's \u0000, YAML's \0) or as a key. */
static void test_nul(void)
{
	static const char msg[] =
		"a NUL character in a string: inlint reads no NUL characters";
	char want[128];

	check_accepts("a: 'x\\u0000y'\nb: \"x\\\\0\"\n");
	snprintf(want, sizeof(want), ":1:7: %s", msg);
	check_refuses("{\"a\": \"x\\u0000y\"}\n", want);
	snprintf(want, sizeof(want), ":2:4: %s", msg);
	check_refuses("a: 1\nb: \"\\0\"\n", want);
	snprintf(want, sizeof(want), ":1:1: %s", msg);
	check_refuses("\"k\\0\": 1\n", want);
}

/* "k0: 0\nk1: 1\n..." with n keys, and k<dup> again at the end if dup >=
 * 0. */
static char *many_keys(int n, int dup)
{
	char *s = malloc((size_t)n * 24 + 32), *p = s;

	for (int i = 0; i < n; i++)
		p += sprintf(p, "k%d: %d\n", i, i);
	if (dup >= 0)
		sprintf(p, "k%d: again\n", dup);
	return s;
}

static void test_duplicate_keys(void)
{
	char *big = many_keys(1000, -1), *big_dup = many_keys(1000, 3);
	char *small_dup = many_keys(5, 4);

	check_accepts("a: 1\nb: {a: 2, b: [a, a]}\nc: [{a: 1}, {a: 2}]\n");
	check_accepts(big);
	check_refuses(big_dup, ":1001:1: duplicate key 'k3' (first at 4:1)");
	check_refuses(small_dup, ":6:1: duplicate key 'k4' (first at 5:1)");
	check_refuses("a: [1, {x: 1}]\nb: 2\na: 3\n",
		      ":3:1: duplicate key 'a' (first at 1:1)");
	check_refuses("- {x: 1, y: 2, x: 3}\n",
		      ":1:16: duplicate key 'x' (first at 1:4)");
	/* Another mapping at the same depth starts with no keys. */
	check_accepts("- {x: 1}\n- {x: 2}\n");
	check_refuses("? [a]\n: 1\n", ":1:3: expected a key name");
	free(big);
	free(big_dup);
	free(small_dup);
}

static void test_parse_errors(void)
{
	check_refuses("a: [1, 2\n", ":2:1: did not find expected ',' or ']' "
				    "while parsing a flow sequence");
	check_refuses("a: \x80\n", ":1:4: invalid leading UTF-8 octet");
}

static const struct inlint_yaml_where *where(char *err, size_t errlen)
{
	static struct inlint_yaml_where w;

	w = (struct inlint_yaml_where){"n.yaml", err, errlen};
	return &w;
}

static void check_unsigned(const char *s, uintmax_t max, const char *msg)
{
	static const yaml_mark_t at = {0, 2, 4};
	char err[512] = "";
	uintmax_t v = 7;

	if (!msg) {
		CHECK(inlint_yaml_parse_unsigned(where(err, sizeof(err)), at,
						 "n", s, max, &v) == 0);
		CHECK(v == strtoumax(s, NULL, 10));
		return;
	}
	CHECK(inlint_yaml_parse_unsigned(where(err, sizeof(err)), at, "n", s,
					 max, &v) == -1);
	CHECK(v == 7);
	check_err(err, "n.yaml", msg);
}

static void test_unsigned(void)
{
	const char *range = ":3:5: expected a whole number from 0 to "
			    "4294967295 for 'n', got ";
	char want[256];
	static const char *const not_whole[] = {
		"4294967296", "-1", "1.5", "1e300", "nan", "inf", "0x10", " 1",
	};

	check_unsigned("0", UINT_MAX, NULL);
	check_unsigned("4294967295", UINT_MAX, NULL);
	check_unsigned("18446744073709551615", UINTMAX_MAX, NULL);
	for (size_t i = 0; i < sizeof(not_whole) / sizeof(not_whole[0]); i++) {
		snprintf(want, sizeof(want), "%s'%s'", range, not_whole[i]);
		check_unsigned(not_whole[i], UINT_MAX, want);
	}
	check_unsigned("18446744073709551616", UINTMAX_MAX,
		       ":3:5: expected a whole number from 0 to "
		       "18446744073709551615 for 'n', got "
		       "'18446744073709551616'");
	check_unsigned("twelve", UINT_MAX,
		       ":3:5: expected a number for 'n', got 'twelve'");
	check_unsigned("", UINT_MAX, ":3:5: expected a number for 'n', got ''");
}

static void test_signed(void)
{
	static const yaml_mark_t at = {0, 0, 0};
	char err[512] = "";
	intmax_t v = 0;

	CHECK(inlint_yaml_parse_signed(where(err, sizeof(err)), at, "b", "-41",
				       -100, 100, &v) == 0 &&
	      v == -41);
	CHECK(inlint_yaml_parse_signed(where(err, sizeof(err)), at, "b", "-101",
				       -100, 100, &v) == -1);
	check_err(err, "n.yaml",
		  ":1:1: expected a whole number from -100 to 100 for 'b', got "
		  "'-101'");
	CHECK(inlint_yaml_parse_signed(where(err, sizeof(err)), at, "b", "-",
				       -100, 100, &v) == -1);
	check_err(err, "n.yaml", ":1:1: expected a number for 'b', got '-'");
}

/* A double takes what strtod takes, inf and nan too. */
static void test_double_and_bool(void)
{
	static const yaml_mark_t at = {0, 0, 0};
	char err[512] = "";
	double d = 0;
	bool b = false;

	CHECK(inlint_yaml_parse_double(where(err, sizeof(err)), at, "f",
				       "2.5e-3", &d) == 0 &&
	      d == 2.5e-3);
	CHECK(inlint_yaml_parse_double(where(err, sizeof(err)), at, "f", "inf",
				       &d) == 0 &&
	      isinf(d));
	CHECK(inlint_yaml_parse_double(where(err, sizeof(err)), at, "f", "nan",
				       &d) == 0 &&
	      isnan(d));
	CHECK(inlint_yaml_parse_double(where(err, sizeof(err)), at, "f", "1.5x",
				       &d) == -1);
	check_err(err, "n.yaml", ":1:1: expected a number for 'f', got '1.5x'");
	CHECK(inlint_yaml_parse_bool(where(err, sizeof(err)), at, "t", "true",
				     &b) == 0 &&
	      b);
	CHECK(inlint_yaml_parse_bool(where(err, sizeof(err)), at, "t", "yes",
				     &b) == -1);
	check_err(err, "n.yaml",
		  ":1:1: expected true or false for 't', got 'yes'");
	CHECK(inlint_yaml_is_null("~", YAML_PLAIN_SCALAR_STYLE));
	CHECK(inlint_yaml_is_null("", YAML_PLAIN_SCALAR_STYLE));
	CHECK(!inlint_yaml_is_null("~", YAML_SINGLE_QUOTED_SCALAR_STYLE));
	CHECK(!inlint_yaml_is_null("none", YAML_PLAIN_SCALAR_STYLE));
}

int main(void)
{
	if (scratch_make("test_yaml_in"))
		return 1;
	alarm(60);
	test_read_regular();
	test_read_special();
	test_read_limit();
	test_depth();
	test_aliases();
	test_nul();
	test_duplicate_keys();
	test_parse_errors();
	test_unsigned();
	test_signed();
	test_double_and_bool();
	remove_tree(tmpdir);
	return check_result();
}
