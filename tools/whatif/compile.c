/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile.c - runs one TU's compile for what-if (core/process.h), confined
 * to its scratch directory or watched, and reads back what it left: the
 * record the plugin wrote into a private INLINT_OUT, and the object's
 * symbol sizes. */
#include "compile.h"

#include "escape.h"
#include "one_line.h"
#include "record.h"
#include "rewrite.h"
#include "process.h"
#include "split.h"
#include "symsize.h"
#include "walk.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

/* a, sep and b joined, malloc'd. */
static char *joined(const char *a, char sep, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *p = inlint_xmalloc(n);

	snprintf(p, n, "%s%c%s", a, sep, b);
	return p;
}

static char *in_dir(const char *dir, const char *name)
{
	return joined(dir, '/', name);
}

static int spawn_compile(struct inlint_compile *c,
			 const struct inlint_whatif_tu *tu, char **argv,
			 char *err, size_t errlen)
{
	char *out = in_dir(c->dir, "rec"), *log = in_dir(c->dir, "log"),
	     *tmp = in_dir(c->dir, "tmp");
	char *settings[] = {
		joined("INLINT_OUT", '=', out),
		joined("INLINT_APPLY", '=', c->apply ? c->apply : ""),
		joined("TMPDIR", '=', tmp), NULL};
	struct inlint_spawn s = {.argv = argv,
				 .dir = tu->directory,
				 .out = log,
				 .err_to_out = true,
				 .own_group = true,
				 .null_stdin = true,
				 .confine = c->confined ? c->dir : NULL};
	int rc;

	s.env = inlint_spawn_environment(settings);
	rc = inlint_spawn_start(&s, &c->pid);
	if (rc)
		snprintf(err, errlen, "%s: cannot run %s in %s (%s)", tu->file,
			 argv[0], tu->directory, strerror(rc));
	free(s.env);
	for (size_t i = 0; settings[i]; i++)
		free(settings[i]);
	free(out);
	free(log);
	free(tmp);
	return rc ? -1 : 0;
}

/* Makes c->dir and its tmp/, the compile's TMPDIR. */
static int make_dirs(const struct inlint_compile *c, char *err, size_t errlen)
{
	char *tmp = in_dir(c->dir, "tmp");
	const char *failed = mkdir(c->dir, 0700) ? c->dir
			     : mkdir(tmp, 0700)	 ? tmp
						 : NULL;

	if (failed)
		snprintf(err, errlen, "%s: cannot create (%s)", failed,
			 strerror(errno));
	free(tmp);
	return failed ? -1 : 0;
}

int inlint_compile_start(struct inlint_compile *c,
			 const struct inlint_whatif_tu *tu,
			 const struct inlint_whatif_config *cfg, char *err,
			 size_t errlen)
{
	char *object = in_dir(c->dir, "out.o");
	struct inlint_rewrite r = {.cc = cfg->cc,
				   .plugin = cfg->plugin,
				   .object = object,
				   .scratch = c->dir,
				   .dir = tu->directory};
	char why[512];
	char **argv;
	int ret = -1;

	if (make_dirs(c, err, errlen))
		goto out;
	argv = inlint_whatif_rewrite(tu->argv, &r, why, sizeof(why));
	if (!argv) {
		snprintf(err, errlen, "%s: %s", tu->file, why);
		goto out;
	}
	c->cc = cfg->cc ? cfg->cc : tu->argv[0];
	if (!c->confined)
		inlint_watch_start(&c->watch, argv, tu->directory, c->scratch);
	ret = spawn_compile(c, tu, argv, err, errlen);
	inlint_argv_free(argv);
out:
	free(object);
	return ret;
}

/* The compiler's first line that says "error", else its first line. */
static void first_error(const char *log, char *line, size_t len)
{
	FILE *f = fopen(log, "r");
	char buf[512];
	bool found = false;

	line[0] = '\0';
	if (!f)
		return;
	while (!found && fgets(buf, sizeof(buf), f)) {
		found = strstr(buf, "error") != NULL;
		if (found || !line[0])
			memcpy(line, buf,
			       len < sizeof(buf) ? len : sizeof(buf));
		line[len - 1] = '\0';
	}
	fclose(f);
	line[strcspn(line, "\r\n")] = '\0';
	inlint_one_line(line);
}

/* Whether the compiler's complaint is that it could not write a file,
 * which is what Landlock's denial looks like. */
static bool write_denied(const char *line)
{
	return strstr(line, "Permission denied") ||
	       strstr(line, "Operation not permitted");
}

/* Whether the compiler's complaint is about loading the plugin. */
static bool plugin_problem(const char *line)
{
	return strstr(line, "-fpass-plugin") || strstr(line, "load plugin") ||
	       strstr(line, "Could not load library");
}

static int failed(const struct inlint_compile *c,
		  const struct inlint_whatif_tu *tu, int status, char *err,
		  size_t errlen)
{
	char *log = in_dir(c->dir, "log");
	char line[512];

	first_error(log, line, sizeof(line));
	free(log);
	if (plugin_problem(line))
		snprintf(err, errlen,
			 "%s: %s cannot load the inlint plugin (%s); give a "
			 "clang of inlint's LLVM with --cc clang-22",
			 tu->file, c->cc, line);
	else if (c->confined && write_denied(line))
		snprintf(err, errlen,
			 "%s: compile failed: %s (what-if compiles may write "
			 "only in their scratch directory)",
			 tu->file, line);
	else if (WIFSIGNALED(status))
		snprintf(err, errlen,
			 "%s: the compiler was killed by signal %d", tu->file,
			 WTERMSIG(status));
	else
		snprintf(err, errlen, "%s: compile failed: %s", tu->file,
			 line[0] ? line : "(no message)");
	return -1;
}

/* The one record below dir/rec. */
static struct inlint_model *read_record(const struct inlint_compile *c,
					const struct inlint_whatif_tu *tu,
					char *err, size_t errlen)
{
	char *rec = in_dir(c->dir, "rec");
	struct inlint_paths found = {0};
	struct inlint_model *m = NULL;
	char why[1024];

	if (inlint_find_records(rec, &found, why, sizeof(why)) ||
	    found.n != 1) {
		snprintf(err, errlen,
			 "%s: the plugin wrote no record (does the compiler "
			 "load %s?)",
			 tu->file, "libinlint.so");
		goto out;
	}
	m = inlint_record_read(found.v[0], err, errlen);
out:
	inlint_paths_release(&found);
	free(rec);
	return m;
}

int inlint_compile_finish(struct inlint_compile *c,
			  const struct inlint_whatif_tu *tu, int status,
			  char *err, size_t errlen)
{
	struct inlint_whatif_build *b;
	char *object, where[1024];

	if (!c->confined &&
	    inlint_watch_check(&c->watch, where, sizeof(where))) {
		snprintf(err, errlen,
			 "%s: the compile wrote outside its scratch directory: "
			 "%s (an option inlint does not redirect; without "
			 "Landlock this is found only afterwards)",
			 tu->file, where);
		return -1;
	}
	if (status)
		return failed(c, tu, status, err, errlen);
	b = inlint_xcalloc(1, sizeof(*b));
	b->record = read_record(c, tu, err, errlen);
	object = in_dir(c->dir, "out.o");
	if (b->record)
		b->syms = inlint_symsizes_read(object, err, errlen);
	free(object);
	if (!b->syms) {
		inlint_whatif_build_destroy(b);
		return -1;
	}
	c->build = b;
	return 0;
}

void inlint_compile_release(struct inlint_compile *c)
{
	inlint_whatif_build_destroy(c->build);
	c->build = NULL;
	free(c->dir);
	c->dir = NULL;
	inlint_watch_release(&c->watch);
}

void inlint_whatif_build_destroy(struct inlint_whatif_build *b)
{
	if (!b)
		return;
	inlint_model_destroy(b->record);
	inlint_symsizes_destroy(b->syms);
	free(b);
}
