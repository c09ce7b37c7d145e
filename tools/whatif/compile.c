/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile.c - runs one TU's compile for what-if (core/process.h), confined
 * to its scratch directory (and its launcher's) or watched, and reads back
 * what it left: the record its object carries, and the object's symbol
 * sizes. */
#include "compile.h"

#include "objcalls.h"
#include "object_records.h"
#include "objmode.h"
#include "one_line.h"
#include "process.h"
#include "read_file.h"
#include "record.h"
#include "rewrite.h"
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

static char *in_dir(const char *dir, const char *name)
{
	return inlint_strcat3(dir, "/", name);
}

/* Appends the setting "name=a" (a, sep and b joined when b is not NULL). */
static void set(struct inlint_words *w, const char *name, const char *a,
		const char *sep, const char *b)
{
	char *value = b ? inlint_strcat3(a, sep, b) : inlint_strdup(a);
	char *setting = inlint_strcat3(name, "=", value);

	inlint_words_push(w, setting);
	free(setting);
	free(value);
}

static void launch_here(struct inlint_words *w)
{
	for (size_t i = 0; inlint_launch_here[i]; i++)
		inlint_words_push(w, inlint_launch_here[i]);
}

/* The environment's settings for c, which takes its decisions from the
 * file apply when not NULL: the record file (when the object does not
 * carry the record) and temporary files into scratch; through a launcher,
 * ccache hashes the plugin's contents too (not only its path), and its
 * temporary files and distcc's state go into scratch. */
static void settings(const struct inlint_compile *c, const char *plugin,
		     const char *apply, struct inlint_words *w)
{
	const struct inlint_launch *l = &c->launchers->tu[c->tu];
	const char *extra = getenv("CCACHE_EXTRAFILES");

	set(w, "INLINT_OUT", c->dir, "/", "rec");
	set(w, "INLINT_APPLY", apply ? apply : "", NULL, NULL);
	set(w, "TMPDIR", c->dir, "/", "tmp");
	if (l->kind == INLINT_LAUNCHER_NONE)
		return;
	/* Measured from objects, no plugin runs: the source has the edit. */
	if (!c->objects)
		set(w, "CCACHE_EXTRAFILES", plugin, ":",
		    extra && *extra ? extra : NULL);
	set(w, "CCACHE_TEMPDIR", c->dir, "/", "tmp");
	set(w, "DISTCC_DIR", c->launchers->distcc_dir, NULL, NULL);
	if (apply)
		launch_here(w);
}

/* The directories c may write beneath (NULL-ended): its own, and its
 * launcher's. */
static void writable(const struct inlint_compile *c, const char **dirs)
{
	const struct inlint_launch *l = &c->launchers->tu[c->tu];
	size_t n = 0;

	dirs[n++] = c->dir;
	if (l->kind != INLINT_LAUNCHER_NONE)
		dirs[n++] = c->launchers->distcc_dir;
	if (l->cache_dir)
		dirs[n++] = l->cache_dir;
	dirs[n] = NULL;
}

static int spawn_compile(struct inlint_compile *c,
			 const struct inlint_whatif_tu *tu, const char *plugin,
			 const char *apply, char **argv, char *err,
			 size_t errlen)
{
	char *log = in_dir(c->dir, "log");
	const char *dirs[4];
	struct inlint_words env = {0};
	struct inlint_spawn s = {.argv = argv,
				 .dir = tu->directory,
				 .out = log,
				 .err_to_out = true,
				 .own_group = true,
				 .null_stdin = true,
				 .confine = c->confined ? dirs : NULL};
	int rc;

	writable(c, dirs);
	settings(c, plugin, apply, &env);
	s.env = inlint_spawn_environment(env.v);
	rc = inlint_spawn_start(&s, &c->pid);
	if (rc)
		snprintf(err, errlen, "%s: cannot run %s in %s (%s)", tu->file,
			 argv[0], tu->directory, strerror(rc));
	free(s.env);
	inlint_argv_free(env.v);
	free(log);
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

/* Measured from objects: the source copied into c->dir/src with c's
 * decisions made edits, compiled there as if it were in its directory. */
static int objects_source(const struct inlint_compile *c,
			  const struct inlint_whatif_tu *tu,
			  struct inlint_rewrite *r, char *err, size_t errlen)
{
	char *dir = in_dir(c->dir, "src");
	const char *slash = strrchr(tu->path, '/');

	r->source =
		inlint_objmode_source(tu, c->live, c->apply, dir, err, errlen);
	r->origin = inlint_strndup(tu->path,
				   slash == tu->path ? 1 : slash - tu->path);
	free(dir);
	return r->source ? 0 : -1;
}

int inlint_compile_start(struct inlint_compile *c,
			 const struct inlint_whatif_tu *tu,
			 const struct inlint_whatif_config *cfg, char *err,
			 size_t errlen)
{
	char *object = in_dir(c->dir, c->preprocess  ? "out.i"
				      : c->front_end ? "out.bc"
						     : "out.o");
	struct inlint_rewrite r = {.cc = cfg->cc,
				   .plugin = cfg->plugin,
				   .decisions = c->decisions,
				   .object = object,
				   .scratch = c->dir,
				   .dir = tu->directory,
				   .preprocess = c->preprocess,
				   .emit_ir = c->front_end,
				   .file = tu->path,
				   .ir = c->front_end ? NULL : c->ir};
	const char *skip[] = {c->scratch, c->launchers->tu[c->tu].cache_dir,
			      NULL};
	char why[512];
	char **argv;
	bool in_env;
	int ret = -1;

	c->cc = cfg->cc ? cfg->cc : tu->argv[inlint_launcher_words(tu->argv)];
	c->objects = !c->preprocess && !c->front_end &&
		     inlint_objmode_wanted(cfg, c->cc);
	if (!*cfg->plugin && !inlint_objmode_wanted(cfg, c->cc)) {
		snprintf(err, errlen,
			 "%s: %s compiles it, measured with the plugin, and "
			 "libinlint.so was not found beside inlint; give "
			 "--plugin PATH or set INLINT_PLUGIN",
			 tu->file, c->cc);
		goto out;
	}
	if (make_dirs(c, err, errlen) ||
	    (c->objects && objects_source(c, tu, &r, err, errlen)))
		goto out;
	argv = inlint_whatif_rewrite(tu->argv, &r, &in_env, why, sizeof(why));
	if (!argv) {
		snprintf(err, errlen, "%s: %s", tu->file, why);
		goto out;
	}
	if (!c->confined)
		inlint_watch_start(&c->watch, argv, tu->directory, skip);
	ret = spawn_compile(c, tu, cfg->plugin,
			    !c->objects && (in_env || !c->decisions) ? c->apply
								     : NULL,
			    argv, err, errlen);
	inlint_argv_free(argv);
out:
	free((char *)r.source);
	free((char *)r.origin);
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

/* Whether the compiler's complaint is about loading the plugin, or about
 * its options, which a clang that did not load it does not know. */
static bool plugin_problem(const char *line)
{
	return strstr(line, "-fpass-plugin") || strstr(line, "load plugin") ||
	       strstr(line, "Could not load library") ||
	       strstr(line, "argument '-inlint-");
}

/* Measured from objects, the compiler names the scratch copy it compiled:
 * line names the source as the command does instead. */
static void unscratch(const struct inlint_compile *c,
		      const struct inlint_whatif_tu *tu, char *line, size_t n)
{
	const char *slash = strrchr(tu->path, '/');
	char *src = in_dir(c->dir, "src"), *copy, *at, *rest;

	copy = inlint_strcat3(src, "/", slash ? slash + 1 : tu->path);
	at = strstr(line, copy);
	if (at) {
		rest = inlint_strdup(at + strlen(copy));
		snprintf(at, n - (size_t)(at - line), "%s%s", tu->file, rest);
		free(rest);
	}
	free(copy);
	free(src);
}

static int failed(const struct inlint_compile *c,
		  const struct inlint_whatif_tu *tu, int status, char *err,
		  size_t errlen)
{
	char *log = in_dir(c->dir, "log");
	char line[512];

	first_error(log, line, sizeof(line));
	free(log);
	if (c->objects)
		unscratch(c, tu, line, sizeof(line));
	if (!c->objects && plugin_problem(line))
		snprintf(err, errlen,
			 "%s: %s cannot load the inlint plugin (%s); %s",
			 tu->file, c->cc, line, inlint_whatif_cc_advice);
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

/* The one record file below dir/rec: a compile that saves temps writes
 * its record there, as its object's code comes from another process. */
static struct inlint_model *record_file(const struct inlint_compile *c,
					const struct inlint_whatif_tu *tu,
					char *err, size_t errlen)
{
	char *rec = in_dir(c->dir, "rec");
	struct inlint_paths found = {0};
	struct inlint_model *m = NULL;
	char why[1024];

	if (inlint_find_records(rec, &found, why, sizeof(why)) || found.n != 1)
		snprintf(err, errlen,
			 "%s: the compile left no inlint record (does %s load "
			 "libinlint.so?)",
			 tu->file, c->cc);
	else
		m = inlint_record_read(found.v[0], err, errlen);
	inlint_paths_release(&found);
	free(rec);
	return m;
}

/* The record the object carries (-inlint-no-record-file: a ccache hit's
 * object carries it too, where no record file is written), else the
 * record file. */
static struct inlint_model *read_record(const struct inlint_compile *c,
					const struct inlint_whatif_tu *tu,
					const char *object, char *err,
					size_t errlen)
{
	struct inlint_object_records recs = {0};
	struct inlint_model *m = NULL;
	int kind = inlint_object_records_read(object, &recs, err, errlen);

	if (kind >= 0 && recs.n > 1)
		snprintf(err, errlen,
			 "%s: the compile's object carries %zu inlint records",
			 tu->file, recs.n);
	else if (kind >= 0 && recs.n)
		m = inlint_record_read_text(recs.v[0].text, recs.v[0].len,
					    recs.v[0].label, err, errlen);
	else if (kind >= 0)
		m = record_file(c, tu, err, errlen);
	inlint_object_records_release(&recs);
	return m;
}

/* The preprocessed output read into c->view. */
static int read_view(struct inlint_compile *c, char *err, size_t errlen)
{
	char *path = in_dir(c->dir, "out.i");
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);

	free(path);
	if (!text)
		return -1;
	c->view = inlint_ppview_create(text, len);
	free(text);
	return 0;
}

/* The front end's IR moved out of c->dir, which goes when it is read. */
static int keep_ir(const struct inlint_compile *c, char *err, size_t errlen)
{
	char *path = in_dir(c->dir, "out.bc");
	int ret = rename(path, c->ir);

	if (ret)
		snprintf(err, errlen, "%s: cannot move to %s (%s)", path, c->ir,
			 strerror(errno));
	free(path);
	return ret ? -1 : 0;
}

/* The frames over the limit that the compile's log names. */
static void read_frames(const struct inlint_compile *c,
			const struct inlint_whatif_tu *tu,
			struct inlint_whatif_build *b)
{
	char *log = in_dir(c->dir, "log"), err[256];
	size_t len;
	char *text = inlint_read_file(log, &len, err, sizeof(err));

	if (text)
		inlint_frames_parse(text, &b->frames);
	b->frames_fail = inlint_frames_fatal(tu->argv);
	free(text);
	free(log);
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
	if (c->preprocess)
		return read_view(c, err, errlen);
	if (c->front_end)
		return keep_ir(c, err, errlen);
	object = in_dir(c->dir, "out.o");
	if (c->objects) {
		b = inlint_objmode_read(object, tu, c->live, c->apply, err,
					errlen);
	} else {
		b = inlint_xcalloc(1, sizeof(*b));
		b->record = read_record(c, tu, object, err, errlen);
		if (b->record)
			b->syms = inlint_symsizes_read(object, err, errlen);
	}
	free(object);
	if (!b || !b->syms) {
		inlint_whatif_build_destroy(b);
		return -1;
	}
	read_frames(c, tu, b);
	c->build = b;
	return 0;
}

void inlint_compile_release(struct inlint_compile *c)
{
	inlint_whatif_build_destroy(c->build);
	c->build = NULL;
	inlint_ppview_destroy(c->view);
	c->view = NULL;
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
	if (b->calls)
		inlint_objcalls_release(b->calls);
	free(b->calls);
	free(b->built_by);
	free(b->level);
	inlint_frames_release(&b->frames);
	free(b);
}
