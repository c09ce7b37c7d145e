/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_frames.c - the frames over the limit read from GCC's and clang's
 * messages, as the what-if compiles print them, and which commands make
 * them an error. */
#include "check.h"
#include "frames.h"

#include <stdlib.h>

/* GCC names the function on the line before, in a UTF-8 locale with
 * curly quotes; a clone's name is its function's. */
static void test_gcc(void)
{
	struct inlint_frames f = {0};

	inlint_frames_parse(
		"mm/a.c: In function \u2018entry\u2019:\n"
		"mm/a.c:4:66: warning: the frame size of 1168 bytes is larger "
		"than 1024 bytes [-Wframe-larger-than=]\n"
		"    4 | void entry(int n) {\n"
		"mm/a.c: In function 'walk.constprop.0':\n"
		"mm/a.c:9:1: error: the frame size of 2056 bytes is larger "
		"than 2048 bytes [-Werror=frame-larger-than=]\n"
		"mm/a.c: In function 'quiet':\n"
		"mm/a.c:12:1: warning: unused variable 'x'\n",
		&f);
	CHECK(f.n == 2);
	if (f.n == 2) {
		CHECK_STR(f.v[0].function, "entry");
		CHECK(f.v[0].bytes == 1168 && f.v[0].limit == 1024);
		CHECK_STR(f.v[1].function, "walk");
		CHECK(f.v[1].bytes == 2056 && f.v[1].limit == 2048);
	}
	inlint_frames_release(&f);
}

/* clang says "in function 'F'" as an error, "in 'F'" as a warning. */
static void test_clang(void)
{
	struct inlint_frames f = {0};

	inlint_frames_parse(
		"a.c:4:6: warning: stack frame size (1192) exceeds limit "
		"(1024) in 'entry' [-Wframe-larger-than]\n"
		"error: a.c:9:0: stack frame size (4104) exceeds limit (2048) "
		"in function 'walk' [-Werror,-Wframe-larger-than]\n",
		&f);
	CHECK(f.n == 2);
	if (f.n == 2) {
		CHECK_STR(f.v[0].function, "entry");
		CHECK(f.v[0].bytes == 1192 && f.v[0].limit == 1024);
		CHECK_STR(f.v[1].function, "walk");
		CHECK(f.v[1].bytes == 4104 && f.v[1].limit == 2048);
	}
	inlint_frames_release(&f);
}

/* A frame message without a function named is left out, not guessed. */
static void test_unnamed(void)
{
	struct inlint_frames f = {0};

	inlint_frames_parse("a.c:1:1: warning: the frame size of 9 bytes is "
			    "larger than 8 bytes\n"
			    "stack frame size (9) exceeds limit (8) in\n",
			    &f);
	CHECK(f.n == 0);
	inlint_frames_release(&f);
}

/* The option about the frame wins over -Werror and -Wno-error, in any
 * order, as both compilers take it. */
static void test_fatal(void)
{
	char *kbuild[] = {"gcc", "-Wframe-larger-than=2048", "-Werror", NULL};
	char *plain[] = {"gcc", "-Wframe-larger-than=2048", NULL};
	char *one[] = {"gcc", "-Werror=frame-larger-than=1024", NULL};
	char *except[] = {"clang", "-Werror", "-Wno-error=frame-larger-than",
			  NULL};
	char *before[] = {"gcc", "-Wno-error=frame-larger-than=", "-Werror",
			  NULL};
	char *undone[] = {"gcc", "-Werror", "-Wno-error", NULL};

	CHECK(inlint_frames_fatal(kbuild));
	CHECK(!inlint_frames_fatal(plain));
	CHECK(inlint_frames_fatal(one));
	CHECK(!inlint_frames_fatal(except));
	CHECK(!inlint_frames_fatal(before));
	CHECK(!inlint_frames_fatal(undone));
}

int main(void)
{
	test_gcc();
	test_clang();
	test_unnamed();
	test_fatal();
	return check_result();
}
