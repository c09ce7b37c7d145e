/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_atomic_write.c - outputs: the umask decides a new file's mode, a
 * replaced file keeps its own, a pipe or device is written in place, and
 * nothing else is touched or left behind. */
#include "atomic_write.h"
#include "check.h"
#include "scratch.h"

#include <fcntl.h>
#include <glob.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static mode_t mode_of(const char *path)
{
	struct stat s;

	return lstat(path, &s) == 0 ? s.st_mode : 0;
}

static void write_text(const char *path, const char *text)
{
	char err[512];

	CHECK(inlint_atomic_write_buffer(path, text, strlen(text), err,
					 sizeof(err)) == 0);
}

static bool has_text(const char *path, const char *text)
{
	char buf[256] = "";
	FILE *f = fopen(path, "r");
	size_t n;

	if (!f)
		return false;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	return strcmp(buf, text) == 0;
}

/* What a failed or finished write must not leave: its temp file. */
static bool no_temp_left(const char *dir)
{
	char pattern[600];
	glob_t g;
	int ret;

	snprintf(pattern, sizeof(pattern), "%s/*.tmp.*", dir);
	ret = glob(pattern, 0, NULL, &g);
	if (ret == 0)
		fprintf(stderr, "left behind: %s\n", g.gl_pathv[0]);
	globfree(&g);
	return ret == GLOB_NOMATCH;
}

static void test_umask(void)
{
	mode_t old = umask(077);

	write_text(tmp_path("private"), "a");
	CHECK((mode_of(tmp_path("private")) & 07777) == 0600);
	umask(022);
	write_text(tmp_path("public"), "a");
	CHECK((mode_of(tmp_path("public")) & 07777) == 0644);
	umask(002);
	write_text(tmp_path("group"), "a");
	CHECK((mode_of(tmp_path("group")) & 07777) == 0664);
	umask(old);
}

static void test_keeps_mode(void)
{
	mode_t old = umask(022);

	write_text(tmp_path("kept"), "first");
	CHECK(chmod(tmp_path("kept"), 0600) == 0);
	write_text(tmp_path("kept"), "second");
	CHECK((mode_of(tmp_path("kept")) & 07777) == 0600);
	CHECK(has_text(tmp_path("kept"), "second"));
	CHECK(chmod(tmp_path("kept"), 0640) == 0);
	write_text(tmp_path("kept"), "third");
	CHECK((mode_of(tmp_path("kept")) & 07777) == 0640);
	umask(old);
}

/* A symlink where the output goes is replaced, never written through. */
static void test_symlink_replaced(void)
{
	write_file(tmp_path("victim"), "theirs", 6);
	CHECK(symlink(tmp_path("victim"), tmp_path("out")) == 0);
	write_text(tmp_path("out"), "mine");
	CHECK(S_ISREG(mode_of(tmp_path("out"))));
	CHECK(has_text(tmp_path("out"), "mine"));
	CHECK(has_text(tmp_path("victim"), "theirs"));
}

/* A pipe where the output goes (so /dev/null, /dev/stdout) is written in
 * place, through a symlink too: renamed over, it would be a regular file
 * that every later writer appends to. */
static void test_special_in_place(void)
{
	const char *names[] = {"pipe", "pipe_link"};
	char got[16];
	int rd;

	CHECK(mkfifo(tmp_path("pipe"), 0600) == 0);
	CHECK(symlink(tmp_path("pipe"), tmp_path("pipe_link")) == 0);
	/* A reader, so that the writer's open does not wait for one. */
	rd = open(tmp_path("pipe"), O_RDONLY | O_NONBLOCK);
	CHECK(rd >= 0);
	for (size_t i = 0; i < 2; i++) {
		write_text(tmp_path(names[i]), "mine");
		CHECK(read(rd, got, sizeof(got)) == 4);
		CHECK(!memcmp(got, "mine", 4));
	}
	CHECK(S_ISFIFO(mode_of(tmp_path("pipe"))));
	CHECK(S_ISLNK(mode_of(tmp_path("pipe_link"))));
	close(rd);
}

static int fail_half_way(FILE *out, const void *arg, char *err, size_t errlen)
{
	(void)arg;
	fputs("half", out);
	snprintf(err, errlen, "no more");
	return -1;
}

/* Written relative to a directory fd: a failure leaves nothing there. */
static void test_at_fd(void)
{
	char err[512];
	int dirfd;

	CHECK(mkdir(tmp_path("d"), 0755) == 0);
	dirfd = open(tmp_path("d"), O_RDONLY | O_DIRECTORY);
	CHECK(dirfd >= 0);
	CHECK(inlint_atomic_write_at(dirfd, "r", "shown/r", fail_half_way, NULL,
				     err, sizeof(err)) == -1);
	CHECK_STR(err, "shown/r: no more");
	/* Empty, or it could not be removed. */
	CHECK(rmdir(tmp_path("d")) == 0);
	close(dirfd);
}

static void test_missing_dir(void)
{
	char err[512];

	CHECK(inlint_atomic_write_buffer(tmp_path("none/x"), "a", 1, err,
					 sizeof(err)) == -1);
	CHECK(strstr(err, tmp_path("none/x")) == err);
	CHECK(strstr(err, "No such file") != NULL);
}

int main(void)
{
	if (scratch_make("test_atomic_write") != 0)
		return 1;
	test_umask();
	test_keeps_mode();
	test_symlink_replaced();
	test_special_in_place();
	test_at_fd();
	test_missing_dir();
	CHECK(no_temp_left(tmpdir));
	remove_tree(tmpdir);
	return check_result();
}
