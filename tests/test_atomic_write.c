/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_atomic_write.c - outputs: the umask decides a new file's mode, a
 * replaced file keeps its own, and nothing else is touched or left behind. */
#include "atomic_write.h"
#include "check.h"

#include <dirent.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static char top[] = "/tmp/test_atomic_write.XXXXXX";

static char *at(const char *name)
{
	static char buf[4][512];
	static int next;
	char *p = buf[next++ % 4];

	snprintf(p, sizeof(buf[0]), "%s/%s", top, name);
	return p;
}

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

static void test_umask(void)
{
	mode_t old = umask(077);

	write_text(at("private"), "a");
	CHECK((mode_of(at("private")) & 07777) == 0600);
	umask(022);
	write_text(at("public"), "a");
	CHECK((mode_of(at("public")) & 07777) == 0644);
	umask(002);
	write_text(at("group"), "a");
	CHECK((mode_of(at("group")) & 07777) == 0664);
	umask(old);
}

static void test_keeps_mode(void)
{
	mode_t old = umask(022);

	write_text(at("kept"), "first");
	CHECK(chmod(at("kept"), 0600) == 0);
	write_text(at("kept"), "second");
	CHECK((mode_of(at("kept")) & 07777) == 0600);
	CHECK(has_text(at("kept"), "second"));
	CHECK(chmod(at("kept"), 0640) == 0);
	write_text(at("kept"), "third");
	CHECK((mode_of(at("kept")) & 07777) == 0640);
	umask(old);
}

/* A symlink where the output goes is replaced, never written through. */
static void test_symlink_replaced(void)
{
	write_text(at("victim"), "theirs");
	CHECK(symlink(at("victim"), at("out")) == 0);
	write_text(at("out"), "mine");
	CHECK(S_ISREG(mode_of(at("out"))));
	CHECK(has_text(at("out"), "mine"));
	CHECK(has_text(at("victim"), "theirs"));
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
	int before, dirfd;
	char err[512];

	CHECK(mkdir(at("d"), 0755) == 0);
	dirfd = open(at("d"), O_RDONLY | O_DIRECTORY);
	CHECK(dirfd >= 0);
	before = count_entries(at("d"));
	CHECK(inlint_atomic_write_at(dirfd, "r", "shown/r", fail_half_way, NULL,
				     err, sizeof(err)) == -1);
	CHECK_STR(err, "shown/r: no more");
	CHECK(count_entries(at("d")) == before);
	close(dirfd);
}

static void test_missing_dir(void)
{
	char err[512];

	CHECK(inlint_atomic_write_buffer(at("none/x"), "a", 1, err,
					 sizeof(err)) == -1);
	CHECK(strstr(err, at("none/x")) == err);
	CHECK(strstr(err, "No such file") != NULL);
}

int main(void)
{
	if (!mkdtemp(top)) {
		perror(top);
		return 1;
	}
	test_umask();
	test_keeps_mode();
	test_symlink_replaced();
	test_at_fd();
	test_missing_dir();
	CHECK(count_entries(top) == 7);
	if (check_failures == 0) {
		char cmd[600];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", top);
		CHECK(system(cmd) == 0);
	}
	return check_result();
}
