/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* project.c - reads .inlint.yaml through yaml_doc.h: each top-level key has
 * its reader in one table, each configuration's `from:` is resolved into
 * the fields it inherits, and every path is taken from the file's folder. */
#include "project.h"

#include "arena.h"
#include "array.h"
#include "checks.h"
#include "xalloc.h"
#include "yaml_doc.h"

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct reader {
	struct inlint_project *p;
	struct inlint_yaml_doc *d;
	char *dir; /* the project file's folder */
	/* Per configuration: its `from:` and the node it was read from. */
	const char **from;
	const struct inlint_yaml_node **node;
	bool *resolved;
};

/* path as seen from here: relative ones are the project file's. Either
 * way a copy in the project's strings: path is the document's, freed when
 * the reading ends. */
static const char *from_dir(struct reader *r, const char *path)
{
	char *joined;
	const char *s;
	size_t len;

	if (!path || path[0] == '/')
		return path ? inlint_arena_strdup(r->p->strings, path) : NULL;
	len = strlen(r->dir) + strlen(path) + 2;
	joined = inlint_xmalloc(len);
	snprintf(joined, len, "%s/%s", r->dir, path);
	s = inlint_arena_strdup(r->p->strings, joined);
	free(joined);
	return s;
}

static const char *const config_keys[] = {
	"name", "db", "from", "compiler", "target", "profile", NULL};

static int read_fields(struct reader *r, const struct inlint_yaml_node *n,
		       struct inlint_config *c, const char **from)
{
	struct inlint_yaml_doc *d = r->d;

	if (inlint_yaml_need_map(d, n, "configurations") ||
	    inlint_yaml_only_keys(d, n, config_keys) ||
	    inlint_yaml_get_str(d, n, "name", &c->name) ||
	    inlint_yaml_get_str(d, n, "db", &c->db) ||
	    inlint_yaml_get_str(d, n, "from", from) ||
	    inlint_yaml_get_str(d, n, "compiler", &c->compiler) ||
	    inlint_yaml_get_str(d, n, "target", &c->target) ||
	    inlint_yaml_get_str(d, n, "profile", &c->profile))
		return -1;
	if (!c->name || !c->name[0])
		return inlint_yaml_doc_fail(d, n,
					    "configuration without a "
					    "name");
	if (!c->db == !*from)
		return inlint_yaml_doc_fail(
			d, n, "configuration '%s': give one of db and from",
			c->name);
	return 0;
}

static size_t find_config(const struct inlint_project *p, const char *name)
{
	for (size_t i = 0; i < p->n; i++)
		if (strcmp(p->v[i].name, name) == 0)
			return i;
	return SIZE_MAX;
}

static int read_config(struct reader *r, const struct inlint_yaml_node *n)
{
	struct inlint_project *p = r->p;
	struct inlint_config c = {0};
	const char *from = NULL;

	if (read_fields(r, n, &c, &from))
		return -1;
	if (find_config(p, c.name) != SIZE_MAX)
		return inlint_yaml_doc_fail(
			r->d, n, "configuration '%s' given twice", c.name);
	c.name = inlint_arena_strdup(p->strings, c.name);
	c.db = from_dir(r, c.db);
	c.profile = from_dir(r, c.profile);
	c.compiler =
		c.compiler ? inlint_arena_strdup(p->strings, c.compiler) : NULL;
	c.target = c.target ? inlint_arena_strdup(p->strings, c.target) : NULL;
	c.line = inlint_yaml_line(n);
	p->v = inlint_array_grow(p->v, &p->cap, p->n + 1, sizeof(*p->v));
	r->from = inlint_xrealloc(r->from, p->cap * sizeof(*r->from));
	r->node = inlint_xrealloc(r->node, p->cap * sizeof(*r->node));
	r->from[p->n] = from;
	r->node[p->n] = n;
	p->v[p->n++] = c;
	return 0;
}

static int read_configs(struct reader *r, const struct inlint_yaml_node *n)
{
	if (!inlint_yaml_is_seq(n) || !inlint_yaml_len(n))
		return inlint_yaml_doc_fail(r->d, n,
					    "expected a list of configurations "
					    "in 'configurations'");
	for (size_t i = 0; i < inlint_yaml_len(n); i++)
		if (read_config(r, inlint_yaml_item(r->d, n, i)))
			return -1;
	return 0;
}

/* The fields configuration i does not set are its base's, resolved
 * first; a chain longer than the list loops. */
static int resolve(struct reader *r, size_t i, size_t depth)
{
	struct inlint_project *p = r->p;
	struct inlint_config *c = &p->v[i], *b;
	size_t base;

	if (r->resolved[i] || !r->from[i])
		return 0;
	base = find_config(p, r->from[i]);
	if (base == SIZE_MAX)
		return inlint_yaml_doc_fail(
			r->d, r->node[i],
			"configuration '%s': from '%s' names no configuration",
			c->name, r->from[i]);
	if (depth > p->n)
		return inlint_yaml_doc_fail(
			r->d, r->node[i],
			"configuration '%s': its from: chain loops", c->name);
	if (resolve(r, base, depth + 1))
		return -1;
	b = &p->v[base];
	c->db = b->db;
	c->compiler = c->compiler ? c->compiler : b->compiler;
	c->target = c->target ? c->target : b->target;
	c->profile = c->profile ? c->profile : b->profile;
	r->resolved[i] = true;
	return 0;
}

/* checks: the --checks syntax, applied before the command line's. */
static int read_checks(struct reader *r, const struct inlint_yaml_node *n)
{
	const char *spec = NULL;
	char why[256];

	if (inlint_yaml_str(r->d, n, "checks", &spec))
		return -1;
	if (!spec || inlint_checks_parse(&r->p->checks, spec, why, sizeof(why)))
		return inlint_yaml_doc_fail(r->d, n, "checks: %s",
					    spec ? why : "expected globs");
	r->p->has_checks = true;
	return 0;
}

static int read_default(struct reader *r, const struct inlint_yaml_node *n)
{
	struct inlint_project *p = r->p;
	size_t len = inlint_yaml_len(n);

	if (!inlint_yaml_is_seq(n) || !len)
		return inlint_yaml_doc_fail(r->d, n,
					    "expected a list of configuration "
					    "names in 'default'");
	p->defaults = inlint_xcalloc(len, sizeof(*p->defaults));
	for (size_t i = 0; i < len; i++) {
		const struct inlint_yaml_node *item =
			inlint_yaml_item(r->d, n, i);
		const char *name = NULL;

		if (inlint_yaml_str(r->d, item, "default", &name))
			return -1;
		p->defaults[i] = name ? find_config(p, name) : SIZE_MAX;
		if (p->defaults[i] == SIZE_MAX)
			return inlint_yaml_doc_fail(
				r->d, item, "default: no configuration '%s'",
				name ? name : "~");
	}
	p->n_defaults = len;
	return 0;
}

/* The top-level keys, each with its reader, in the order they are read:
 * configurations before the names that refer to them. */
static const struct top_key {
	const char *key;
	int (*read)(struct reader *r, const struct inlint_yaml_node *n);
} top_keys[] = {
	{"configurations", read_configs},
	{"default", read_default},
	{"checks", read_checks},
};

#define N_TOP_KEYS (sizeof(top_keys) / sizeof(top_keys[0]))

static int read_root(struct reader *r, const struct inlint_yaml_node *root)
{
	const char *known[N_TOP_KEYS + 1] = {0};

	for (size_t i = 0; i < N_TOP_KEYS; i++)
		known[i] = top_keys[i].key;
	if (inlint_yaml_need_map(r->d, root, r->p->path) ||
	    inlint_yaml_only_keys(r->d, root, known))
		return -1;
	if (!inlint_yaml_get(r->d, root, "configurations") &&
	    !inlint_yaml_get(r->d, root, "checks"))
		return inlint_yaml_doc_fail(r->d, root,
					    "no 'configurations' list and no "
					    "'checks'");
	for (size_t i = 0; i < N_TOP_KEYS; i++) {
		const struct inlint_yaml_node *n =
			inlint_yaml_get(r->d, root, top_keys[i].key);

		if (n && top_keys[i].read(r, n))
			return -1;
		if (i == 0 && n) {
			r->resolved = inlint_xcalloc(r->p->n, sizeof(bool));
			for (size_t k = 0; k < r->p->n; k++)
				if (resolve(r, k, 0))
					return -1;
		}
	}
	return 0;
}

char *inlint_project_folder(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir;

	if (!slash)
		return inlint_strdup(".");
	if (slash == path)
		return inlint_strdup("/");
	dir = inlint_strdup(path);
	dir[slash - path] = '\0';
	return dir;
}

int inlint_project_read(const char *path, struct inlint_project *p, char *err,
			size_t errlen)
{
	struct reader r = {.p = p};
	const struct inlint_yaml_node *root;
	int ret = -1;

	p->path = inlint_strdup(path);
	p->strings = inlint_arena_create();
	r.d = inlint_yaml_doc_create(path, err, errlen);
	if (!r.d)
		return -1;
	r.dir = inlint_project_folder(path);
	root = inlint_yaml_doc_root(r.d);
	if (!root)
		snprintf(err, errlen, "%s: empty, expected configurations",
			 path);
	else
		ret = read_root(&r, root);
	free(r.dir);
	free(r.from);
	free(r.node);
	free(r.resolved);
	inlint_yaml_doc_destroy(r.d);
	return ret;
}

void inlint_project_release(struct inlint_project *p)
{
	free(p->path);
	free(p->v);
	free(p->defaults);
	inlint_checks_release(&p->checks);
	inlint_arena_destroy(p->strings);
	memset(p, 0, sizeof(*p));
}

static bool is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

char *inlint_project_find(const char *dir)
{
	char buf[PATH_MAX];
	size_t len;

	if (dir)
		snprintf(buf, sizeof(buf), "%s", dir);
	else if (!getcwd(buf, sizeof(buf)))
		return NULL;
	for (;;) {
		char *path;

		len = strlen(buf);
		path = inlint_xmalloc(len + sizeof(INLINT_PROJECT_FILE) + 1);
		sprintf(path, "%s/%s", len == 1 && buf[0] == '/' ? "" : buf,
			INLINT_PROJECT_FILE);
		if (is_file(path))
			return path;
		free(path);
		if (len <= 1 || !strrchr(buf, '/'))
			return NULL;
		*strrchr(buf, '/') = '\0';
		if (!buf[0])
			strcpy(buf, "/");
	}
}

char *inlint_project_above(const char *path)
{
	char *folder = inlint_project_folder(path), *parent = NULL;

	if (strcmp(folder, "/") != 0 && strcmp(folder, ".") != 0)
		parent = inlint_project_folder(folder);
	free(folder);
	return parent;
}

int inlint_project_find_read(const char *dir,
			     bool (*wanted)(const struct inlint_project *p),
			     struct inlint_project *p, char *err, size_t errlen)
{
	char *path = inlint_project_find(dir);

	while (path) {
		char *next;

		if (inlint_project_read(path, p, err, errlen)) {
			free(path);
			return -1;
		}
		if (wanted(p)) {
			free(path);
			return 1;
		}
		inlint_project_release(p);
		next = inlint_project_above(path);
		free(path);
		path = next ? inlint_project_find(next) : NULL;
		free(next);
	}
	return 0;
}

/* Every configuration's name, for an error: "a, b, c". */
static void list_names(const struct inlint_project *p, char *buf, size_t n)
{
	size_t used = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < p->n && used < n; i++)
		used += (size_t)snprintf(buf + used, n - used, "%s%s",
					 i ? ", " : "", p->v[i].name);
}

/* Adds configuration i to idx unless it is there. */
static void add_once(size_t *idx, size_t *n, size_t i)
{
	for (size_t k = 0; k < *n; k++)
		if (idx[k] == i)
			return;
	idx[(*n)++] = i;
}

/* Adds the configurations of one comma-separated word. */
static int select_word(const struct inlint_project *p, const char *word,
		       size_t *idx, size_t *n, char *err, size_t errlen)
{
	char names[512];

	while (*word) {
		size_t len = strcspn(word, ","), i;
		char *name = inlint_xmalloc(len + 1);

		memcpy(name, word, len);
		name[len] = '\0';
		i = find_config(p, name);
		if (strcmp(name, "all") == 0) {
			for (size_t k = 0; k < p->n; k++)
				add_once(idx, n, k);
		} else if (i != SIZE_MAX) {
			add_once(idx, n, i);
		} else {
			list_names(p, names, sizeof(names));
			snprintf(err, errlen,
				 "%s: no configuration '%s' (it has %s)",
				 p->path, name, names);
			free(name);
			return -1;
		}
		free(name);
		word += len + (word[len] == ',');
	}
	return 0;
}

size_t inlint_project_select(const struct inlint_project *p,
			     const char *const *names, size_t n_names,
			     size_t **idx, char *err, size_t errlen)
{
	size_t n = 0;

	*idx = inlint_xcalloc(p->n + 1, sizeof(**idx));
	if (!n_names && p->n_defaults) {
		for (size_t i = 0; i < p->n_defaults; i++)
			add_once(*idx, &n, p->defaults[i]);
		return n;
	}
	if (!n_names)
		return select_word(p, "all", *idx, &n, err, errlen) ? 0 : n;
	for (size_t i = 0; i < n_names; i++)
		if (select_word(p, names[i], *idx, &n, err, errlen))
			return 0;
	if (!n)
		snprintf(err, errlen, "%s: --config names no configuration",
			 p->path);
	return n;
}
