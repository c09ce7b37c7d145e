/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_safe_dir.c - which directories an output may go through: the rules
 * on given ownership and modes, then real walks. Run: ctest -R safe_dir */
#include "check.h"
#include "safe_dir.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

enum { ME = 1000, OTHER = 4242 };

static struct stat st(mode_t mode, uid_t uid)
{
	struct stat s;

	memset(&s, 0, sizeof(s));
	s.st_mode = mode;
	s.st_uid = uid;
	return s;
}

struct rule {
	const char *what;
	mode_t parent_mode;
	uid_t parent_uid;
	mode_t mode;
	uid_t uid;
	uid_t me;
	bool user_path;
	const char *why; /* NULL: usable */
};

static const struct rule rules[] = {
	{"mine in /tmp", S_IFDIR | 01777, 0, S_IFDIR | 0755, ME, ME, true,
	 NULL},
	{"root's in /tmp", S_IFDIR | 01777, 0, S_IFDIR | 0755, 0, ME, false,
	 NULL},
	{"another user's in /tmp", S_IFDIR | 01777, 0, S_IFDIR | 0755, OTHER,
	 ME, true, "belongs to uid 4242 in a directory anyone can write"},
	{"another user's in /tmp, as root", S_IFDIR | 01777, 0, S_IFDIR | 0755,
	 OTHER, 0, true, "belongs to uid 4242"},
	{"another user's in /tmp, below the output", S_IFDIR | 01777, ME,
	 S_IFDIR | 0755, OTHER, ME, false, "belongs to uid 4242"},
	{"another user's in my tree", S_IFDIR | 0775, ME, S_IFDIR | 0755, OTHER,
	 ME, true, NULL},
	{"mine, anyone writes, sticky", S_IFDIR | 0755, ME, S_IFDIR | 01777, ME,
	 ME, true, NULL},
	{"mine, anyone writes, not sticky", S_IFDIR | 0755, ME, S_IFDIR | 0777,
	 ME, ME, true, "can be written by anyone and is not sticky"},
	{"my link in my directory", S_IFDIR | 0755, ME, S_IFLNK | 0777, ME, ME,
	 true, NULL},
	{"root's link in root's directory", S_IFDIR | 0755, 0, S_IFLNK | 0777,
	 0, ME, true, NULL},
	{"my link below the output", S_IFDIR | 0755, ME, S_IFLNK | 0777, ME, ME,
	 false, "is a symbolic link below the output directory"},
	{"another user's link in my directory", S_IFDIR | 0775, ME,
	 S_IFLNK | 0777, OTHER, ME, true, "is a symbolic link of uid 4242"},
	{"my link in another user's directory", S_IFDIR | 0755, OTHER,
	 S_IFLNK | 0777, ME, ME, true,
	 "is a symbolic link in a directory of uid 4242"},
	{"root's link in /tmp", S_IFDIR | 01777, 0, S_IFLNK | 0777, 0, ME, true,
	 "is a symbolic link in a directory anyone can write"},
	{"my link in /tmp", S_IFDIR | 01777, 0, S_IFLNK | 0777, ME, ME, true,
	 "is a symbolic link in a directory anyone can write"},
	{"a file: opening it says why", S_IFDIR | 01777, 0, S_IFREG | 0644,
	 OTHER, ME, true, NULL},
};

static void test_rules(void)
{
	for (size_t i = 0; i < sizeof(rules) / sizeof(rules[0]); i++) {
		const struct rule *r = &rules[i];
		struct stat parent = st(r->parent_mode, r->parent_uid);
		struct stat entry = st(r->mode, r->uid);
		char why[128] = "";
		bool ok = inlint_dir_entry_usable(
			&parent, &entry, r->me, r->user_path, why, sizeof(why));

		if (ok != !r->why || (r->why && !strstr(why, r->why))) {
			fprintf(stderr, "%s: got %s \"%s\", want %s\n", r->what,
				ok ? "usable" : "refused", why,
				r->why ? r->why : "usable");
			check_failures++;
		}
	}
}

static char top[] = "/tmp/test_safe_dir.XXXXXX";

static char *at(const char *name)
{
	static char buf[4][512];
	static int next;
	char *p = buf[next++ % 4];

	snprintf(p, sizeof(buf[0]), "%s/%s", top, name);
	return p;
}

static bool is_dir(const char *path)
{
	struct stat s;

	return lstat(path, &s) == 0 && S_ISDIR(s.st_mode);
}

/* Opens and checks the fd is the directory want. */
static void check_opens(const char *user_dir, const char *own, const char *want)
{
	char err[512];
	int fd = inlint_dir_open(user_dir, own, err, sizeof(err));
	struct stat got, expect;

	CHECK(fd >= 0);
	if (fd < 0) {
		fprintf(stderr, "%s + %s: %s\n", user_dir, own, err);
		return;
	}
	CHECK(fstat(fd, &got) == 0 && stat(want, &expect) == 0);
	CHECK(got.st_ino == expect.st_ino && got.st_dev == expect.st_dev);
	close(fd);
}

static void check_refuses(const char *user_dir, const char *own,
			  const char *want)
{
	char err[512];
	int fd = inlint_dir_open(user_dir, own, err, sizeof(err));

	CHECK(fd < 0);
	if (fd >= 0) {
		close(fd);
		return;
	}
	if (!strstr(err, want)) {
		fprintf(stderr, "got \"%s\", want \"...%s...\"\n", err, want);
		check_failures++;
	}
}

static void test_creates(void)
{
	check_opens(at("a/b"), "c/d", at("a/b/c/d"));
	CHECK(is_dir(at("a/b/c")));
	/* Opening again finds what is there. */
	check_opens(at("a/b"), "c/d", at("a/b/c/d"));
	/* Relative to the working directory, as INLINT_OUT may be. */
	CHECK(chdir(top) == 0);
	check_opens("rel/out", "mm", at("rel/out/mm"));
	check_refuses("rel/out/mm", "../x",
		      "rel/out/mm/.. is not a plain name");
	CHECK(chdir("/") == 0);
}

static void test_symlinks(void)
{
	CHECK(mkdir(at("target"), 0755) == 0);
	/* The user's own symlink in the user's own directory is followed. */
	CHECK(symlink(at("target"), at("link")) == 0);
	check_opens(at("link"), "x", at("target/x"));
	/* A relative, dangling one too: the target is created. */
	CHECK(symlink("later/out", at("dangling")) == 0);
	check_opens(at("dangling"), "", at("later/out"));
	/* Below the output directory, no symlink is followed, whoever owns it:
	 * the record is not written where it points. */
	CHECK(mkdir(at("out"), 0755) == 0);
	CHECK(mkdir(at("elsewhere"), 0755) == 0);
	CHECK(symlink(at("elsewhere"), at("out/mm")) == 0);
	check_refuses(at("out"), "mm/sub",
		      "out/mm is a symbolic link below the output directory: "
		      "not followed");
	CHECK(!is_dir(at("elsewhere/sub")));
	CHECK(symlink("loop", at("loop")) == 0);
	check_refuses(at("loop"), "", strerror(ELOOP));
}

static void test_modes(void)
{
	CHECK(mkdir(at("open"), 0755) == 0 && chmod(at("open"), 0777) == 0);
	check_refuses(at("open"), "x",
		      "can be written by anyone and is not "
		      "sticky");
	CHECK(!is_dir(at("open/x")));
	CHECK(mkdir(at("shared"), 0755) == 0 &&
	      chmod(at("shared"), 01777) == 0);
	check_opens(at("shared"), "mine", at("shared/mine"));
	CHECK(close(open(at("file"), O_WRONLY | O_CREAT, 0644)) == 0);
	check_refuses(at("file/sub"), "", strerror(ENOTDIR));
}

/* The real thing needs a second uid: root can make one's directory. */
static void test_other_user(void)
{
	if (geteuid() != 0) {
		fprintf(stderr, "test_other_user: skipped, needs root\n");
		return;
	}
	CHECK(mkdir(at("sticky"), 0755) == 0 &&
	      chmod(at("sticky"), 01777) == 0);
	CHECK(mkdir(at("sticky/theirs"), 0755) == 0);
	CHECK(chown(at("sticky/theirs"), OTHER, OTHER) == 0);
	check_refuses(at("sticky/theirs"), "x", "belongs to uid 4242");
	check_refuses(at("sticky"), "theirs/x", "belongs to uid 4242");
	CHECK(!is_dir(at("sticky/theirs/x")));
	CHECK(symlink(at("target"), at("their-link")) == 0);
	CHECK(lchown(at("their-link"), OTHER, OTHER) == 0);
	check_refuses(at("their-link"), "", "is a symbolic link of uid 4242");
}

int main(void)
{
	if (!mkdtemp(top)) {
		perror(top);
		return 1;
	}
	test_rules();
	test_creates();
	test_symlinks();
	test_modes();
	test_other_user();
	if (check_failures == 0) {
		char cmd[600];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", top);
		CHECK(system(cmd) == 0);
	}
	return check_result();
}
