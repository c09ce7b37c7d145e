/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rebuild.c - inlint tune --rebuild-changed GLOB: which objects a step's
 * decisions change, from the check build's records, removed before the
 * build so that make compiles those TUs alone. */
#include "rebuild.h"

#include "applied_log.h"
#include "array.h"
#include "xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A TU some candidate matches in. */
struct tu {
	char *object; /* the file of GLOB */
	size_t *cands;
	bool *built; /* per cands: applied in the object on disk */
	size_t n_cands;
	bool known; /* built is what the object on disk holds */
};

struct tune_rebuild {
	struct tu *v;
	size_t n, cap;
	char **removed; /* before the build under way */
	size_t n_removed, cap_removed;
	bool learnt; /* v says which objects each candidate changes */
};

static char *const *glob_of(const struct tune *t)
{
	return (char *const *)&t->o->rebuild_changed;
}

static struct tune_rebuild *state(struct tune *t)
{
	if (!t->rebuild)
		t->rebuild = inlint_xcalloc(1, sizeof(*t->rebuild));
	return t->rebuild;
}

static int remove_file(void *ctx, const char *path, char *err, size_t errlen)
{
	struct tune_rebuild *r = ctx;

	if (unlink(path)) {
		if (errno == ENOENT)
			return 0;
		snprintf(err, errlen, "%s: cannot remove (%s)", path,
			 strerror(errno));
		return -1;
	}
	r->removed = inlint_array_grow(r->removed, &r->cap_removed,
				       r->n_removed + 1, sizeof(*r->removed));
	r->removed[r->n_removed++] = inlint_strdup(path);
	return 0;
}

/* The TU's object, unless pick applies in it what it holds already. */
static int refresh(struct tune_rebuild *r, struct tu *u, const bool *pick,
		   char *err, size_t errlen)
{
	bool same = u->known;

	for (size_t k = 0; k < u->n_cands; k++) {
		same = same && u->built[k] == pick[u->cands[k]];
		u->built[k] = pick[u->cands[k]];
	}
	u->known = true;
	return same ? 0 : remove_file(r, u->object, err, errlen);
}

static void clear_removed(struct tune_rebuild *r)
{
	for (size_t i = 0; i < r->n_removed; i++)
		free(r->removed[i]);
	r->n_removed = 0;
}

int tune_rebuild_before(struct tune *t, const bool *pick, bool records,
			bool *removed, char *err, size_t errlen)
{
	struct tune_rebuild *r = state(t);
	int ret = 0;

	clear_removed(r);
	if (!r->learnt || records) {
		/* Files of GLOB that the build does not make are no TU's:
		 * only the removal counts, not whether they come back. */
		ret = tune_each_glob(glob_of(t), 1, "--rebuild-changed", false,
				     remove_file, r, err, errlen);
		*removed = r->n_removed > 0;
		clear_removed(r);
		for (size_t i = 0; i < r->n; i++)
			r->v[i].known = false;
		return ret;
	}
	for (size_t i = 0; i < r->n && !ret; i++)
		ret = refresh(r, &r->v[i], pick, err, errlen);
	*removed = r->n_removed > 0;
	return ret;
}

int tune_rebuild_after(struct tune *t, char *err, size_t errlen)
{
	struct tune_rebuild *r = state(t);
	int ret = 0;

	for (size_t i = 0; i < r->n_removed && !ret; i++) {
		if (!access(r->removed[i], F_OK))
			continue;
		snprintf(err, errlen,
			 "the build did not make %s again after tune removed "
			 "it: --rebuild-changed needs a build that remakes a "
			 "missing object (make)",
			 r->removed[i]);
		ret = -1;
	}
	clear_removed(r);
	return ret;
}

/* The files of GLOB after the check build. */
struct files {
	char **v;
	size_t n, cap;
};

static int add_file(void *ctx, const char *path, char *err, size_t errlen)
{
	struct files *f = ctx;

	(void)err, (void)errlen;
	f->v = inlint_array_grow(f->v, &f->cap, f->n + 1, sizeof(*f->v));
	f->v[f->n++] = inlint_strdup(path);
	return 0;
}

static bool same_inode(const char *a, const char *b)
{
	struct stat x, y;

	return !stat(a, &x) && !stat(b, &y) && x.st_dev == y.st_dev &&
	       x.st_ino == y.st_ino;
}

/* path names the record's object: the same file, or, for an object named
 * relative to a compile's directory that tune does not know (make -C),
 * path ends in it. */
static bool names(const char *path, const char *object)
{
	size_t lp = strlen(path), lo;

	if (object[0] == '/')
		return same_inode(path, object);
	while (!strncmp(object, "./", 2))
		object += 2;
	lo = strlen(object);
	return lp >= lo && !strcmp(path + lp - lo, object) &&
	       (lp == lo || path[lp - lo - 1] == '/');
}

/* The file of GLOB that is the object, or NULL when none or two are. */
static const char *find_file(const struct files *f, const char *object)
{
	const char *found = NULL;

	for (size_t i = 0; object && i < f->n; i++) {
		if (!names(f->v[i], object))
			continue;
		if (found)
			return NULL;
		found = f->v[i];
	}
	return found;
}

struct learning {
	struct tune *t;
	struct tune_rebuild *r;
	struct files files;
	char problem[1024]; /* the first TU whose object is not found */
};

static void lost(struct learning *l, const struct inlint_model *rec)
{
	const char *source = rec->source_file ? rec->source_file : "a TU";

	if (*l->problem)
		return;
	if (rec->object)
		snprintf(l->problem, sizeof(l->problem),
			 "the object of %s, %s, is not one file of '%s' "
			 "after the check build",
			 source, rec->object, l->t->o->rebuild_changed);
	else
		snprintf(l->problem, sizeof(l->problem),
			 "the record of %s names no object (-o)", source);
}

static void learn(void *ctx, const struct inlint_model *rec)
{
	struct learning *l = ctx;
	const struct inlint_model *c = l->t->cands;
	struct tu u = {0};
	size_t cap = 0;
	const char *file;

	for (size_t i = 0; i < c->n_recommendations; i++)
		for (size_t k = 0; k < rec->n_applied; k++)
			if (inlint_applied_logs(&rec->applied[k],
						&c->recommendations[i])) {
				u.cands = inlint_array_grow(u.cands, &cap,
							    u.n_cands + 1,
							    sizeof(*u.cands));
				u.cands[u.n_cands++] = i;
				break;
			}
	file = find_file(&l->files, rec->object);
	if (!u.n_cands || !file) {
		if (u.n_cands)
			lost(l, rec);
		free(u.cands);
		return;
	}
	u.object = inlint_strdup(file);
	u.built = inlint_xcalloc(u.n_cands, sizeof(*u.built));
	l->r->v = inlint_array_grow(l->r->v, &l->r->cap, l->r->n + 1,
				    sizeof(*l->r->v));
	l->r->v[l->r->n++] = u;
}

int tune_rebuild_learn(struct tune *t, const char *dir, char *err,
		       size_t errlen)
{
	struct tune_rebuild *r = state(t);
	struct learning l = {t, r, {0}, ""};
	int ret = tune_each_glob(glob_of(t), 1, "--rebuild-changed", false,
				 add_file, &l.files, err, errlen) ||
		  tune_each_record(dir, learn, &l, NULL, err, errlen);

	if (!ret && *l.problem) {
		snprintf(err, errlen,
			 "--rebuild-changed: %s: tune cannot rebuild that TU "
			 "alone",
			 l.problem);
		ret = -1;
	}
	for (size_t i = 0; i < l.files.n; i++)
		free(l.files.v[i]);
	free(l.files.v);
	r->learnt = !ret;
	if (!ret)
		fprintf(t->log,
			"inlint tune: rebuild: %zu object%s that candidates "
			"change, each removed before a build that changes "
			"its decisions\n",
			r->n, r->n == 1 ? "" : "s");
	return ret ? -1 : 0;
}

void tune_rebuild_release(struct tune *t)
{
	struct tune_rebuild *r = t->rebuild;

	if (!r)
		return;
	for (size_t i = 0; i < r->n; i++) {
		free(r->v[i].object);
		free(r->v[i].cands);
		free(r->v[i].built);
	}
	free(r->v);
	clear_removed(r);
	free(r->removed);
	free(r);
	t->rebuild = NULL;
}
