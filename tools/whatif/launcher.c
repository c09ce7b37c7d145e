/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* launcher.c - a launcher is known by the real name of the program a
 * command's first word runs (ccache, distcc, icecc), so that ccache's
 * compiler symlinks (/usr/lib/ccache/clang) count too; ccache is asked
 * where its cache is once per run, for every compile may write there. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "launcher.h"

#include "array.h"
#include "atomic_write.h"
#include "interrupt.h"
#include "listing.h"
#include "process.h"
#include "read_file.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

struct inlint_ccache {
	char *program;	 /* its real path */
	char *cache_dir; /* its answer, real; NULL under CCACHE_DISABLE */
};

/* A command's first word, where it runs, and what it turned out to be. */
struct inlint_program {
	char *word, *dir;
	char *path; /* the real path of what runs, or NULL */
	enum inlint_launcher_kind kind;
};

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static enum inlint_launcher_kind kind_of(const char *name)
{
	static const struct {
		const char *name;
		enum inlint_launcher_kind kind;
	} known[] = {{"ccache", INLINT_LAUNCHER_CCACHE},
		     {"distcc", INLINT_LAUNCHER_DISTCC},
		     {"icecc", INLINT_LAUNCHER_ICECC}};

	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (!strcmp(base_name(name), known[i].name))
			return known[i].kind;
	return INLINT_LAUNCHER_NONE;
}

size_t inlint_launcher_words(char *const *argv)
{
	return kind_of(argv[0]) != INLINT_LAUNCHER_NONE && argv[1] &&
	       argv[1][0] != '-';
}

/* What word runs in dir, found as the compile's exec will find it; looked
 * up once per word and directory. */
static const struct inlint_program *program(struct inlint_launchers *l,
					    const char *word, const char *dir)
{
	struct inlint_program *p;
	char *found, *abs;

	for (size_t i = 0; i < l->n_programs; i++)
		if (!strcmp(l->programs[i].word, word) &&
		    !strcmp(l->programs[i].dir, dir))
			return &l->programs[i];
	l->programs = inlint_array_grow(l->programs, &l->cap_programs,
					l->n_programs + 1, sizeof(*p));
	p = &l->programs[l->n_programs++];
	p->word = inlint_strdup(word);
	p->dir = inlint_strdup(dir);
	found = inlint_program_find(word, dir);
	abs = !found || found[0] == '/' ? found
					: inlint_strcat3(dir, "/", found);
	p->path = abs ? realpath(abs, NULL) : NULL;
	p->kind = p->path ? kind_of(p->path) : INLINT_LAUNCHER_NONE;
	if (abs != found)
		free(abs);
	free(found);
	return p;
}

/* Runs argv with its output into file out, and waits for it. Returns 0,
 * or -1 with err set. */
static int run(char *const *argv, const char *out, int *status, char *err,
	       size_t errlen)
{
	struct inlint_spawn s = {.argv = argv,
				 .out = out,
				 .err_to_out = true,
				 .null_stdin = true};
	pid_t pid;
	int rc = inlint_spawn_start(&s, &pid);

	if (rc) {
		snprintf(err, errlen, "cannot run %s (%s)", argv[0],
			 strerror(rc));
		return -1;
	}
	while (waitpid(pid, status, 0) < 0)
		if (errno != EINTR) {
			snprintf(err, errlen, "cannot wait for %s (%s)",
				 argv[0], strerror(errno));
			return -1;
		}
	if (inlint_interrupted()) {
		snprintf(err, errlen, "interrupted by %s",
			 inlint_interrupt_name());
		return -1;
	}
	return 0;
}

/* Makes path and what is missing above it, as ccache itself would. */
static int make_dirs(char *path)
{
	char *slash = path;

	while ((slash = strchr(slash + 1, '/'))) {
		*slash = '\0';
		if (mkdir(path, 0777) && errno != EEXIST) {
			*slash = '/';
			return -1;
		}
		*slash = '/';
	}
	return mkdir(path, 0777) && errno != EEXIST ? -1 : 0;
}

/* The cache directory that ccache (at path) answers, made when missing,
 * as a real path; NULL with err set. */
static char *ask_cache_dir(const char *path, const char *out, char *err,
			   size_t errlen)
{
	char *argv[] = {(char *)path, "-k", "cache_dir", NULL};
	char *text, *dir = NULL;
	size_t len;
	int status;

	if (run(argv, out, &status, err, errlen))
		return NULL;
	text = inlint_read_file(out, &len, err, errlen);
	if (!text)
		return NULL;
	text[strcspn(text, "\n")] = '\0';
	if (status)
		snprintf(err, errlen,
			 "%s -k cache_dir: %s (inlint asks ccache where its "
			 "cache is, to let what-if compiles write there; or "
			 "set CCACHE_DISABLE=1)",
			 path, WIFEXITED(status) ? text : "killed");
	else if (text[0] != '/')
		snprintf(err, errlen,
			 "ccache's cache directory '%s' is not absolute: each "
			 "compile would keep its cache in its own directory "
			 "(set CCACHE_DIR to an absolute path)",
			 text);
	else if (make_dirs(text) || !(dir = realpath(text, NULL)))
		snprintf(err, errlen, "%s: cannot create (%s)", text,
			 strerror(errno));
	free(text);
	return dir;
}

/* The cache directory of the ccache at path, asked once; *dir NULL when
 * CCACHE_DISABLE is set (ccache then writes nothing). */
static int cache_dir(struct inlint_launchers *l, const char *path,
		     const char *scratch, const char **dir, char *err,
		     size_t errlen)
{
	struct inlint_ccache *c;
	char name[64];
	char *out;

	for (size_t i = 0; i < l->n_ccaches; i++)
		if (!strcmp(l->ccaches[i].program, path)) {
			*dir = l->ccaches[i].cache_dir;
			return 0;
		}
	l->ccaches = inlint_array_grow(l->ccaches, &l->cap_ccaches,
				       l->n_ccaches + 1, sizeof(*c));
	c = &l->ccaches[l->n_ccaches++];
	c->program = inlint_strdup(path);
	c->cache_dir = NULL;
	*dir = NULL;
	if (getenv("CCACHE_DISABLE"))
		return 0;
	snprintf(name, sizeof(name), "/ccache%zu.config", l->n_ccaches);
	out = inlint_strcat3(scratch, name, "");
	c->cache_dir = ask_cache_dir(path, out, err, errlen);
	free(out);
	*dir = c->cache_dir;
	return c->cache_dir ? 0 : -1;
}

/* scratch/distcc, with the hosts file of the user's DISTCC_DIR when
 * DISTCC_HOSTS does not name the hosts: distcc's locks and host states go
 * there, and the user's own directory, whose hosts file decides where
 * later builds send their code, stays out of the compiles' reach. */
static int make_distcc_dir(struct inlint_launchers *l, const char *scratch,
			   char *err, size_t errlen)
{
	const char *env = getenv("DISTCC_DIR"), *home = getenv("HOME");
	char *user = env && *env ? inlint_strcat3(env, "/", "hosts")
		     : home	 ? inlint_strcat3(home, "/", ".distcc/hosts")
				 : NULL;
	char *hosts, *text = NULL;
	struct stat st;
	size_t len;
	int ret = 0;

	l->distcc_dir = inlint_strcat3(scratch, "/", "distcc");
	if (mkdir(l->distcc_dir, 0700)) {
		snprintf(err, errlen, "%s: cannot create (%s)", l->distcc_dir,
			 strerror(errno));
		free(user);
		return -1;
	}
	if (getenv("DISTCC_HOSTS") || !user || stat(user, &st)) {
		free(user);
		return 0;
	}
	hosts = inlint_strcat3(l->distcc_dir, "/", "hosts");
	text = inlint_read_file(user, &len, err, errlen);
	ret = text ? inlint_atomic_write_buffer(hosts, text, len, err, errlen)
		   : -1;
	free(text);
	free(hosts);
	free(user);
	return ret;
}

/* TU i's compile may write in its cache: it must not hold the TU's
 * directory. */
static int check_cache_dir(const struct inlint_whatif_tu *tu, const char *dir,
			   char *err, size_t errlen)
{
	char *real = realpath(tu->directory, NULL);
	const char *cache[] = {dir, NULL};
	int ret = 0;

	if (real && inlint_listing_below(real, cache)) {
		snprintf(err, errlen,
			 "%s: ccache's cache directory %s holds %s, where the "
			 "compile runs, and what-if compiles may write in it "
			 "(set CCACHE_DIR elsewhere, or CCACHE_DISABLE=1)",
			 tu->file, dir, tu->directory);
		ret = -1;
	}
	free(real);
	return ret;
}

/* The launcher of TU i's compile. */
static int init_tu(struct inlint_launchers *l,
		   const struct inlint_whatif_tu *tu, const char *cc,
		   const char *scratch, struct inlint_launch *launch, char *err,
		   size_t errlen)
{
	const char *first =
		inlint_launcher_words(tu->argv) || !cc ? tu->argv[0] : cc;
	const struct inlint_program *p = program(l, first, tu->directory);

	launch->kind = p->kind;
	if (p->kind == INLINT_LAUNCHER_NONE)
		return 0;
	if (!l->distcc_dir && make_distcc_dir(l, scratch, err, errlen))
		return -1;
	if (p->kind != INLINT_LAUNCHER_CCACHE)
		return 0;
	if (cache_dir(l, p->path, scratch, &launch->cache_dir, err, errlen))
		return -1;
	return launch->cache_dir
		       ? check_cache_dir(tu, launch->cache_dir, err, errlen)
		       : 0;
}

int inlint_launchers_init(struct inlint_launchers *l,
			  const struct inlint_whatif_tus *tus, const char *cc,
			  const char *scratch, char *err, size_t errlen)
{
	l->tu = inlint_xcalloc(tus->n + 1, sizeof(*l->tu));
	for (size_t i = 0; i < tus->n; i++)
		if (init_tu(l, &tus->v[i], cc, scratch, &l->tu[i], err, errlen))
			return -1;
	return 0;
}

void inlint_launchers_release(struct inlint_launchers *l)
{
	for (size_t i = 0; i < l->n_ccaches; i++) {
		free(l->ccaches[i].program);
		free(l->ccaches[i].cache_dir);
	}
	for (size_t i = 0; i < l->n_programs; i++) {
		free(l->programs[i].word);
		free(l->programs[i].dir);
		free(l->programs[i].path);
	}
	free(l->ccaches);
	free(l->programs);
	free(l->tu);
	free(l->distcc_dir);
	memset(l, 0, sizeof(*l));
}
