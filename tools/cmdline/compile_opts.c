/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile_opts.c - -p, -j, --plugin and --cc, taken the same way by every
 * command that re-runs a build's compiles. */
#include "compile_opts.h"

#include "xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Why path is no program to run, or NULL. */
static const char *not_runnable(const char *path)
{
	struct stat st;

	if (stat(path, &st) || access(path, X_OK))
		return strerror(errno);
	return S_ISREG(st.st_mode) ? NULL : "not a regular file";
}

/* Each compile runs in its entry's directory, where a relative --cc would
 * name whatever program the build tree holds: a path is taken against our
 * own directory now, as the user meant it. A bare name stays a PATH
 * lookup. */
static int take_cc(struct inlint_compile_opts *o, struct inlint_args *p)
{
	const char *v = p->value;
	size_t len = 0, cap = sizeof(o->cc_path);
	const char *why;

	o->cc = v;
	if (!strchr(v, '/'))
		return 0;
	if (v[0] != '/') {
		if (!getcwd(o->cc_path, cap - 1)) {
			snprintf(p->err, sizeof(p->err),
				 "--cc '%s': cannot find the working "
				 "directory (%s)",
				 v, strerror(errno));
			return -1;
		}
		len = strlen(o->cc_path);
		o->cc_path[len++] = '/';
		while (v[0] == '.' && v[1] == '/')
			v += 2 + strspn(v + 2, "/");
	}
	if ((size_t)snprintf(o->cc_path + len, cap - len, "%s", v) >=
	    cap - len) {
		snprintf(p->err, sizeof(p->err), "--cc '%s': path too long",
			 p->value);
		return -1;
	}
	why = not_runnable(o->cc_path);
	if (why) {
		snprintf(p->err, sizeof(p->err), "--cc '%s': %s", p->value,
			 why);
		return -1;
	}
	o->cc = o->cc_path;
	return 0;
}

static int take_measure(struct inlint_compile_opts *o, struct inlint_args *p)
{
	static const char *const how[] = {"auto", "plugin", "objects"};

	for (unsigned i = 0; i < 3; i++)
		if (!strcmp(p->value, how[i])) {
			o->measure = i;
			return 0;
		}
	snprintf(p->err, sizeof(p->err),
		 "--measure '%s': not plugin, objects or auto", p->value);
	return -1;
}

int inlint_compile_opts_take(struct inlint_compile_opts *o,
			     struct inlint_args *p, int id)
{
	switch (id) {
	case INLINT_COMPILE_OPT_DB:
		o->db = p->value;
		return 0;
	case INLINT_COMPILE_OPT_JOBS:
		return inlint_args_jobs(p, &o->jobs);
	case INLINT_COMPILE_OPT_PLUGIN:
		o->plugin = p->value;
		return 0;
	case INLINT_COMPILE_OPT_CC:
		return take_cc(o, p);
	case INLINT_COMPILE_OPT_MEASURE:
		return take_measure(o, p);
	case INLINT_COMPILE_OPT_CONFIG:
		if (!o->configs)
			o->configs = inlint_xcalloc((size_t)p->argc + 1,
						    sizeof(*o->configs));
		o->configs[o->n_configs++] = p->value;
		return 0;
	default:
		return 1;
	}
}

bool inlint_compile_opts_tuned(const struct inlint_compile_opts *o)
{
	return o->jobs || o->plugin || o->cc || o->measure;
}

static bool has_configs(const struct inlint_project *p)
{
	return p->n > 0;
}

int inlint_compile_opts_configs(const struct inlint_compile_opts *o,
				struct inlint_project *p, size_t **idx,
				size_t *n, char *err, size_t errlen)
{
	int found;

	*n = 0;
	if (o->db && o->n_configs) {
		snprintf(err, errlen,
			 "--config selects from %s: not with -p, which is "
			 "one configuration",
			 INLINT_PROJECT_FILE);
		return -1;
	}
	if (o->db)
		return 0;
	found = inlint_project_find_read(NULL, has_configs, p, err, errlen);
	if (found < 0)
		return -1;
	if (!found && !o->n_configs)
		return 0;
	if (!found) {
		snprintf(err, errlen,
			 "--config: no %s with configurations here or in a "
			 "folder above",
			 INLINT_PROJECT_FILE);
		return -1;
	}
	*n = inlint_project_select(p, o->configs, o->n_configs, idx, err,
				   errlen);
	return *n ? 0 : -1;
}
