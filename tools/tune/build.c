/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build.c - one build of tune's: the picked decisions written, the build
 * run, and --objects checked: a build that rewrote none of them compiled
 * no decision. */
#include "tune.h"

#include "array.h"
#include "decision_list.h"
#include "read_file.h"
#include "rebuild.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Who a file is and when it was last written: a build that rewrites it,
 * in place or by renaming a new one over it, changes one of these. */
struct stamp {
	char *path;
	struct stat st;
};

struct stamps {
	struct stamp *v;
	size_t n, cap;
	bool after;		/* the build has run */
	size_t seen, rewritten; /* after the build */
	const char *first;	/* after the build: a file not rewritten */
};

static bool same_time(struct timespec a, struct timespec b)
{
	return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

static bool same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino &&
	       a->st_size == b->st_size && same_time(a->st_mtim, b->st_mtim) &&
	       same_time(a->st_ctim, b->st_ctim);
}

static void compare(struct stamps *s, const char *path, const struct stat *st)
{
	s->seen++;
	for (size_t i = 0; i < s->n; i++) {
		if (strcmp(s->v[i].path, path))
			continue;
		if (same_file(&s->v[i].st, st)) {
			s->first = s->first ? s->first : s->v[i].path;
			return;
		}
		break;
	}
	s->rewritten++;
}

/* Before the build, notes each file; after it, compares. A file that
 * cannot be stat'ed counts as absent: the text reader after the build says
 * what is wrong with it. */
static int stamp(void *ctx, const char *path, char *err, size_t errlen)
{
	struct stamps *s = ctx;
	struct stat st;

	(void)err, (void)errlen;
	if (stat(path, &st))
		return 0;
	if (s->after) {
		compare(s, path, &st);
		return 0;
	}
	s->v = inlint_array_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	s->v[s->n++] = (struct stamp){inlint_strdup(path), st};
	return 0;
}

static void stamps_release(struct stamps *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i].path);
	free(s->v);
}

/* Whether the decisions to build are those of the last build, and
 * remembers them for the next. */
static bool same_decisions(struct tune *t, char *err, size_t errlen)
{
	size_t len;
	char *now = inlint_read_file(t->apply, &len, err, errlen);
	bool same = now && t->last_apply && !strcmp(now, t->last_apply);

	free(t->last_apply);
	t->last_apply = now;
	return same;
}

int tune_build(struct tune *t, const bool *pick, const char *records, char *err,
	       size_t errlen)
{
	struct stamps s = {0};
	bool same, removed = true;
	int ret = -1;

	if (inlint_decision_list_write(t->cands, pick, NULL, t->apply, err,
				       errlen))
		return -1;
	same = same_decisions(t, err, errlen);
	if ((t->o->rebuild_changed &&
	     tune_rebuild_before(t, pick, records, &removed, err, errlen)) ||
	    tune_each_object(t->o, false, stamp, &s, err, errlen) ||
	    inlint_run_build(t->o->build, t->apply, records, err, errlen) ||
	    (t->o->rebuild_changed && tune_rebuild_after(t, err, errlen)))
		goto out;
	s.after = true;
	if (tune_each_object(t->o, false, stamp, &s, err, errlen))
		goto out;
	/* With --rebuild-changed, no object to remove is no decision
	 * changed in any TU: nothing to compile. */
	if (s.seen && !s.rewritten && !same && removed) {
		snprintf(err, errlen,
			 "the build rewrote none of --objects (%s, as "
			 "before it): it compiled nothing with the decisions "
			 "of INLINT_APPLY; a build that tracks files alone "
			 "(make) must rebuild every time (make -B, or remove "
			 "the objects first: --rebuild-changed)",
			 s.first);
		goto out;
	}
	ret = 0;
out:
	stamps_release(&s);
	return ret;
}
