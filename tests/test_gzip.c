/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_gzip.c - gzip members made and read back: members back to back,
 * the inflation limit, and members cut short or corrupt.
 * Run: ctest -R test_gzip */
#include "check.h"
#include "gzip.h"

#include <stdlib.h>

/* Inflates in[0..len) onto out's "ab", with a limit; returns the length
 * used, and the problem through *problem. */
static size_t gunzip_after_ab(const unsigned char *in, size_t len, size_t limit,
			      char **out, size_t *outlen, const char **problem)
{
	size_t cap = 3;

	*out = malloc(cap);
	memcpy(*out, "ab", 3);
	*outlen = 2;
	*problem = NULL;
	return inlint_gunzip(in, len, limit, out, outlen, &cap, problem);
}

/* A record with its NUL, as the plugin makes it, then a second member
 * and bytes that are no member: each read stops at its member's end. */
static void test_round_trip(void)
{
	static const char text[] = "schema: inlint/1\nfunctions: []\n";
	size_t len1, len2, outlen;
	unsigned char *one = inlint_gzip(text, sizeof(text), &len1);
	unsigned char *two = inlint_gzip("x", 1, &len2);
	unsigned char both[256];
	const char *problem;
	char *out;

	CHECK(one && two && len1 + len2 + 4 <= sizeof(both));
	CHECK(inlint_gzip_starts(one, len1));
	CHECK(!inlint_gzip_starts((const unsigned char *)text, sizeof(text)));
	CHECK(!inlint_gzip_starts(one, 2));
	memcpy(both, one, len1);
	memcpy(both + len1, two, len2);
	memcpy(both + len1 + len2, "tail", 4);
	CHECK(gunzip_after_ab(both, len1 + len2 + 4, 1 << 20, &out, &outlen,
			      &problem) == len1);
	CHECK(outlen == 2 + sizeof(text));
	CHECK(!memcmp(out, "ab", 2) && !memcmp(out + 2, text, sizeof(text)));
	free(out);
	CHECK(gunzip_after_ab(both + len1, len2 + 4, 1 << 20, &out, &outlen,
			      &problem) == len2);
	CHECK_STR(out, "abx");
	free(out);
	free(one);
	free(two);
}

/* A small member that inflates to far more than it is stops at the limit
 * and takes no more than it. */
static void test_limit(void)
{
	size_t big = 1 << 20, zlen, outlen;
	char *text = malloc(big), *out;
	unsigned char *z;
	const char *problem;

	memset(text, 'a', big);
	z = inlint_gzip(text, big, &zlen);
	CHECK(z && zlen < big / 100);
	CHECK(gunzip_after_ab(z, zlen, 1000, &out, &outlen, &problem) == 0);
	CHECK_STR(problem, "inflates past the limit");
	CHECK(outlen == 1000);
	free(out);
	CHECK(gunzip_after_ab(z, zlen, big + 2, &out, &outlen, &problem) ==
	      zlen);
	CHECK(outlen == big + 2);
	free(out);
	free(z);
	free(text);
}

static void check_refused(const unsigned char *z, size_t len, const char *want)
{
	const char *problem;
	size_t outlen;
	char *out;

	CHECK(gunzip_after_ab(z, len, 1 << 20, &out, &outlen, &problem) == 0);
	CHECK_STR(problem, want);
	free(out);
}

/* A member without its end, or whose check value is wrong. */
static void test_refused(void)
{
	static const char text[] = "schema: inlint/1\n";
	size_t zlen;
	unsigned char *z = inlint_gzip(text, sizeof(text), &zlen);

	CHECK(z && zlen > 18);
	check_refused(z, zlen - 1, "is cut short");
	check_refused(z, 10, "is cut short");
	z[zlen - 8] ^= 0xff;
	check_refused(z, zlen, "is corrupt");
	free(z);
}

int main(void)
{
	test_round_trip();
	test_limit();
	test_refused();
	return check_result();
}
