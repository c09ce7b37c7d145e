/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_safe_dir.c - which directories an output may go through: the rules
 * on given ownership and modes, then real walks. Run: ctest -R safe_dir */
#include "check.h"
#include "safe_dir.h"
#include "scratch.h"

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
	check_opens(tmp_path("a/b"), "c/d", tmp_path("a/b/c/d"));
	CHECK(is_dir(tmp_path("a/b/c")));
	/* Opening again finds what is there. */
	check_opens(tmp_path("a/b"), "c/d", tmp_path("a/b/c/d"));
	/* Relative to the working directory, as INLINT_OUT may be. */
	CHECK(chdir(tmpdir) == 0);
	check_opens("rel/out", "mm", tmp_path("rel/out/mm"));
	check_refuses("rel/out/mm", "../x",
		      "rel/out/mm/.. is not a plain name");
	CHECK(chdir("/") == 0);
}

static void test_symlinks(void)
{
	CHECK(mkdir(tmp_path("target"), 0755) == 0);
	/* The user's own symlink in the user's own directory is followed. */
	CHECK(symlink(tmp_path("target"), tmp_path("link")) == 0);
	check_opens(tmp_path("link"), "x", tmp_path("target/x"));
	/* A relative, dangling one too: the target is created. */
	CHECK(symlink("later/out", tmp_path("dangling")) == 0);
	check_opens(tmp_path("dangling"), "", tmp_path("later/out"));
	/* Below the output directory, no symlink is followed, whoever owns it:
	 * the record is not written where it points. */
	CHECK(mkdir(tmp_path("out"), 0755) == 0);
	CHECK(mkdir(tmp_path("elsewhere"), 0755) == 0);
	CHECK(symlink(tmp_path("elsewhere"), tmp_path("out/mm")) == 0);
	check_refuses(tmp_path("out"), "mm/sub",
		      "out/mm is a symbolic link below the output directory: "
		      "not followed");
	CHECK(!is_dir(tmp_path("elsewhere/sub")));
	CHECK(symlink("loop", tmp_path("loop")) == 0);
	check_refuses(tmp_path("loop"), "", strerror(ELOOP));
}

static void test_modes(void)
{
	CHECK(mkdir(tmp_path("open"), 0755) == 0 &&
	      chmod(tmp_path("open"), 0777) == 0);
	check_refuses(tmp_path("open"), "x",
		      "can be written by anyone and is not "
		      "sticky");
	CHECK(!is_dir(tmp_path("open/x")));
	CHECK(mkdir(tmp_path("shared"), 0755) == 0 &&
	      chmod(tmp_path("shared"), 01777) == 0);
	check_opens(tmp_path("shared"), "mine", tmp_path("shared/mine"));
	write_file(tmp_path("file"), "x", 1);
	check_refuses(tmp_path("file/sub"), "", strerror(ENOTDIR));
}

/* The real thing needs a second uid: root can make one's directory. */
static void test_other_user(void)
{
	if (geteuid() != 0) {
		fprintf(stderr, "test_other_user: skipped, needs root\n");
		return;
	}
	CHECK(mkdir(tmp_path("sticky"), 0755) == 0 &&
	      chmod(tmp_path("sticky"), 01777) == 0);
	CHECK(mkdir(tmp_path("sticky/theirs"), 0755) == 0);
	CHECK(chown(tmp_path("sticky/theirs"), OTHER, OTHER) == 0);
	check_refuses(tmp_path("sticky/theirs"), "x", "belongs to uid 4242");
	check_refuses(tmp_path("sticky"), "theirs/x", "belongs to uid 4242");
	CHECK(!is_dir(tmp_path("sticky/theirs/x")));
	CHECK(symlink(tmp_path("target"), tmp_path("their-link")) == 0);
	CHECK(lchown(tmp_path("their-link"), OTHER, OTHER) == 0);
	check_refuses(tmp_path("their-link"), "",
		      "is a symbolic link of uid 4242");
}

int main(void)
{
	if (scratch_make("test_safe_dir") != 0)
		return 1;
	test_rules();
	test_creates();
	test_symlinks();
	test_modes();
	test_other_user();
	remove_tree(tmpdir);
	return check_result();
}
