/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build_records.c - tune's builds for records: INLINT_OUT in a directory of
 * its own, or the records the objects carry copied there. */
#include "tune.h"

#include "object_records.h"
#include "paths.h"
#include "record.h"
#include "walk.h"
#include "xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct copy {
	const char *dir;
	char cwd[4096];
};

/* Each record an object of --objects carries, written below dir as it is,
 * named for the object (and record) that carried it. */
static int copy_records(void *ctx, const char *path, char *err, size_t errlen)
{
	struct copy *c = ctx;
	struct inlint_object_records recs = {0};
	int ret = inlint_object_records_read(path, &recs, err, errlen) < 0;

	for (size_t i = 0; i < recs.n && !ret; i++) {
		char *name = inlint_record_name(recs.v[i].label, c->cwd);

		ret = inlint_record_write_in(recs.v[i].text, recs.v[i].len,
					     c->dir, name, err, errlen);
		free(name);
	}
	inlint_object_records_release(&recs);
	return ret ? -1 : 0;
}

/* A directory that cannot be read counts as empty here: tune_each_record
 * says why when it reads it. */
static bool holds_records(const char *dir)
{
	struct inlint_paths found = {0};
	char err[1];
	bool any =
		!inlint_find_records(dir, &found, err, sizeof(err)) && found.n;

	inlint_paths_release(&found);
	return any;
}

/* A build whose compiles keep their records in their objects alone
 * (-inlint-no-record-file, as `inlint flags` prints for Kbuild's KCFLAGS),
 * or that sets INLINT_OUT itself, writes none into dir: the objects' are
 * copied there, before the next build rewrites them. */
static int take_object_records(const struct tune *t, const char *dir, char *err,
			       size_t errlen)
{
	struct copy c = {dir, ""};

	if (!t->o->n_objects || holds_records(dir))
		return 0;
	if (!getcwd(c.cwd, sizeof(c.cwd))) {
		snprintf(err, errlen, "cannot read the working directory (%s)",
			 strerror(errno));
		return -1;
	}
	return tune_each_object(t->o, false, copy_records, &c, err, errlen);
}

char *tune_build_for_records(struct tune *t, const bool *pick, const char *name,
			     char *err, size_t errlen)
{
	size_t n = strlen(t->scratch) + strlen(name) + 2;
	char *dir = inlint_xmalloc(n);

	snprintf(dir, n, "%s/%s", t->scratch, name);
	if (mkdir(dir, 0700)) {
		snprintf(err, errlen, "%s: cannot create (%s)", dir,
			 strerror(errno));
		goto fail;
	}
	if (tune_build(t, pick, dir, err, errlen) ||
	    take_object_records(t, dir, err, errlen))
		goto fail;
	return dir;
fail:
	free(dir);
	return NULL;
}
