/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgrind_edges.c - inlint tune's own profile (--calls-above, --cost-above,
 * --outline-above): the bench run once under callgrind, its call counts and
 * inclusive costs per call instruction and each function's own
 * instructions, read from callgrind.out (docs/TUNE.md). */
#include "callgrind_edges.h"

#include "array.h"
#include "paths.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the parser knows at a line of the file. */
struct cg_parse {
	const char *path;
	unsigned lineno;
	size_t line_col;   /* which position column is the line, or -1 */
	size_t addr_col;   /* which is the instruction address, or -1 */
	size_t n_pos;	   /* position columns: "instr line" is 2 */
	char *fn;	   /* the current function */
	char *fl;	   /* the function's own file (fl=) */
	char *file;	   /* the current source file (fl=, fi=, fe=) */
	char *ob;	   /* the current object (ob=) */
	size_t own;	   /* the current function in e->own, or NONE */
	char *cfn, *cfile; /* the callee of the next calls= line, its file */
	char *cob;	   /* and its object, when another one (cob=) */
	unsigned long long pending; /* its count, until the cost line */
	bool want_cost;
	/* The file's total: its summary: line, else its totals: line. */
	unsigned long long summary, totals;
	bool has_summary;
};

/* A call line's positions and inclusive cost. */
struct cg_cost {
	unsigned line;
	unsigned long long addr, cost;
};

/* "name.constprop.0" and "name.llvm.123" are clones of name. */
static char *base_name(const char *s)
{
	size_t n = strcspn(s, ".");
	char *b;

	if (!n)
		return NULL;
	b = inlint_xmalloc(n + 1);
	memcpy(b, s, n);
	b[n] = '\0';
	return b;
}

static void set_str(char **dst, const char *s)
{
	free(*dst);
	*dst = s ? inlint_strdup(s) : NULL;
}

/* Code the build compiled, not a shared library's: what decisions apply
 * to. */
static bool built_object(const char *ob)
{
	return ob && strcmp(ob, "???") && strncmp(ob, "/usr/", 5) &&
	       strncmp(ob, "/lib", 4);
}

/* A call in the caller's own object. */
static bool own_object(const struct cg_parse *p)
{
	return built_object(p->ob) && (!p->cob || !strcmp(p->cob, p->ob));
}

/* The callee's source file, or NULL for code without debug information
 * (callgrind's "???"). */
static const char *callee_file(const struct cg_parse *p)
{
	const char *file = p->cfile ? p->cfile : p->file;

	return file && strcmp(file, "???") ? file : NULL;
}

/* A callee we can advise on: named, in the caller's own object, with a
 * source file (not a system header). */
static bool advisable(const struct cg_parse *p)
{
	const char *file = callee_file(p);

	if (!p->cfn || !file || inlint_system_path(file) ||
	    !strncmp(p->cfn, "0x", 2))
		return false;
	return own_object(p);
}

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* An edge is one call instruction (or, without addresses, one call line)
 * and one callee. */
static bool same_edge(const struct inlint_call_edge *a,
		      const struct inlint_call_edge *b)
{
	return a->addr == b->addr && a->line == b->line &&
	       a->inlined == b->inlined && !strcmp(a->caller, b->caller) &&
	       !strcmp(a->callee, b->callee) &&
	       same_str(a->object, b->object) && same_str(a->file, b->file);
}

struct edge_key {
	const struct inlint_call_edges *e;
	const struct inlint_call_edge *x;
};

static bool edge_eq(const void *key, size_t idx)
{
	const struct edge_key *k = key;

	return same_edge(&k->e->v[idx], k->x);
}

static uint64_t edge_hash(const struct inlint_call_edge *x)
{
	uint64_t h = inlint_hash_mix(inlint_hash_str(x->callee), x->addr);

	return inlint_hash_mix(inlint_hash_mix(h, x->line),
			       inlint_hash_str(x->caller));
}

static void add_edge(struct inlint_call_edges *e, const struct cg_parse *p,
		     const struct cg_cost *c)
{
	struct inlint_call_edge x = {
		.caller = base_name(p->fn),
		.callee = base_name(p->cfn),
		.line = c->line,
		.calls = p->pending,
		.cost = c->cost,
		/* A call in code inlined from another file: at PipelineStart
		 * it is not in caller yet. */
		.inlined = p->fl && p->file && strcmp(p->fl, p->file),
		.addr = c->addr,
	};
	struct edge_key key = {e, &x};
	uint64_t h;
	size_t i;

	/* Without cfi= or cob=, the callee is in the caller's file or
	 * object. */
	if (!x.caller || !x.callee || !strcmp(x.caller, x.callee) ||
	    !advisable(p)) {
		if (own_object(p) && !callee_file(p))
			e->no_source++;
		free(x.caller);
		free(x.callee);
		return;
	}
	x.object = p->ob;
	x.file = p->file;
	h = edge_hash(&x);
	i = inlint_htab_find(&e->index, h, edge_eq, &key);
	if (i != INLINT_HTAB_NONE) {
		e->v[i].calls += x.calls;
		e->v[i].cost += x.cost;
		free(x.caller);
		free(x.callee);
		return;
	}
	x.object = inlint_strdup(p->ob);
	x.file = p->file ? inlint_strdup(p->file) : NULL;
	e->v = inlint_array_grow(e->v, &e->cap, e->n + 1, sizeof(*e->v));
	e->v[e->n] = x;
	inlint_htab_insert(&e->index, h, e->n++);
}

/* "positions: instr line": which columns of a cost line are the line and
 * the instruction's address. */
static void parse_positions(struct cg_parse *p, const char *s)
{
	char *copy = inlint_strdup(s), *save = NULL;

	p->n_pos = 0;
	p->line_col = p->addr_col = (size_t)-1;
	for (char *w = strtok_r(copy, " \t", &save); w;
	     w = strtok_r(NULL, " \t", &save), p->n_pos++) {
		if (!strcmp(w, "line"))
			p->line_col = p->n_pos;
		if (!strcmp(w, "instr"))
			p->addr_col = p->n_pos;
	}
	free(copy);
}

/* The call's positions (absolute: the file is written with
 * --compress-pos=no) and its inclusive cost, the first event after them,
 * from the cost line after calls=. */
static int cost_line(struct cg_parse *p, const char *s, struct cg_cost *c)
{
	char *end;
	unsigned long long v;

	memset(c, 0, sizeof(*c));
	for (size_t col = 0; col <= p->n_pos; col++) {
		v = strtoull(s, &end, 0);
		if (end == s)
			return col == p->n_pos ? 0 : -1;
		s = end;
		if (col == p->line_col)
			c->line = v > 0xffffffffULL ? 0 : (unsigned)v;
		else if (col == p->addr_col)
			c->addr = v;
		else if (col == p->n_pos)
			c->cost = v;
	}
	return 0;
}

/* "summary: 1000" or "totals: 1000": the file's instructions. */
static bool total_line(struct cg_parse *p, const char *s)
{
	if (!strncmp(s, "summary:", 8)) {
		p->summary = strtoull(s + 8, NULL, 10);
		p->has_summary = true;
		return true;
	}
	if (!strncmp(s, "totals:", 7)) {
		p->totals = strtoull(s + 7, NULL, 10);
		return true;
	}
	return false;
}

/* The name lines that set a field: "fn=main" sets p->fn. */
static char **name_field(struct cg_parse *p, const char *s, size_t *skip)
{
	static const char *const keys[] = {"fn=",  "fl=",  "fi=",  "fe=", "ob=",
					   "cob=", "cfn=", "cfi=", "cfl="};
	char **fields[] = {&p->fn,  &p->fl,  &p->file,	&p->file, &p->ob,
			   &p->cob, &p->cfn, &p->cfile, &p->cfile};

	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		*skip = strlen(keys[i]);
		if (!strncmp(s, keys[i], *skip))
			return fields[i];
	}
	return NULL;
}

/* fn=name: name ran, as callgrind writes a function's block only for its
 * costs. A function's consecutive blocks add it once. */
static void add_ran(struct inlint_call_edges *e, const char *fn)
{
	char *name = base_name(fn);

	if (!name || (e->n_ran && !strcmp(e->ran[e->n_ran - 1], name))) {
		free(name);
		return;
	}
	e->ran = inlint_array_grow(e->ran, &e->cap_ran, e->n_ran + 1,
				   sizeof(*e->ran));
	e->ran[e->n_ran++] = name;
}

struct own_key {
	const struct inlint_call_edges *e;
	const char *function;
};

static bool own_eq(const void *key, size_t idx)
{
	const struct own_key *k = key;

	return !strcmp(k->e->own[idx].function, k->function);
}

/* fn=name in the build's object: its index in e->own, added at 0
 * instructions when new; else NONE. */
static size_t own_function(struct inlint_call_edges *e, const char *fn,
			   const char *ob)
{
	char *name = built_object(ob) ? base_name(fn) : NULL;
	struct own_key key = {e, name};
	uint64_t h;
	size_t i;

	if (!name)
		return INLINT_HTAB_NONE;
	h = inlint_hash_str(name);
	i = inlint_htab_find(&e->own_index, h, own_eq, &key);
	if (i != INLINT_HTAB_NONE) {
		free(name);
		return i;
	}
	e->own = inlint_array_grow(e->own, &e->cap_own, e->n_own + 1,
				   sizeof(*e->own));
	e->own[e->n_own] = (struct inlint_function_cost){name, 0};
	inlint_htab_insert(&e->own_index, h, e->n_own);
	return e->n_own++;
}

/* A cost line that is no call's: instructions of the current function's
 * own. */
static int own_cost(struct cg_parse *p, struct inlint_call_edges *e,
		    const char *s)
{
	struct cg_cost c;

	if (p->own == INLINT_HTAB_NONE || !(*s >= '0' && *s <= '9'))
		return 0;
	if (cost_line(p, s, &c))
		return -1;
	e->own[p->own].self += c.cost;
	return 0;
}

/* One line of the file. Returns 0, or -1 when it cannot be read. */
static int parse_line(struct cg_parse *p, struct inlint_call_edges *e, char *s)
{
	struct cg_cost c;
	size_t skip;
	char *end, **field;

	if (p->want_cost) {
		p->want_cost = false;
		if (p->line_col == (size_t)-1 || cost_line(p, s, &c))
			return -1;
		add_edge(e, p, &c);
		set_str(&p->cfile, NULL);
		set_str(&p->cob, NULL);
		return 0;
	}
	if (!strncmp(s, "positions:", 10)) {
		parse_positions(p, s + 10);
	} else if (total_line(p, s)) {
		return 0;
	} else if (!strncmp(s, "calls=", 6)) {
		p->pending = strtoull(s + 6, &end, 10);
		if (end == s + 6 || !p->fn || !p->cfn)
			return -1;
		p->want_cost = true;
	} else if ((field = name_field(p, s, &skip))) {
		set_str(field, s + skip);
		if (field == &p->fn) {
			add_ran(e, p->fn);
			p->own = own_function(e, p->fn, p->ob);
		}
		/* A function's lines start in its own file. */
		if (field == &p->fn || field == &p->fl)
			set_str(&p->file, p->fl);
	} else {
		return own_cost(p, e, s);
	}
	return 0;
}

int inlint_call_edges_read(struct inlint_call_edges *e, const char *path,
			   char *err, size_t errlen)
{
	struct cg_parse p = {.path = path,
			     .line_col = (size_t)-1,
			     .addr_col = (size_t)-1,
			     .own = INLINT_HTAB_NONE};
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);
	int ret = 0;

	if (!text)
		return -1;
	if (memchr(text, '\0', len)) {
		snprintf(err, errlen, "%s: not a callgrind output file", path);
		free(text);
		return -1;
	}
	for (char *s = text, *nl; s && *s && !ret; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		p.lineno++;
		if (parse_line(&p, e, s)) {
			snprintf(err, errlen,
				 "%s:%u: not a callgrind call line (run "
				 "with --compress-pos=no "
				 "--compress-strings=no)",
				 path, p.lineno);
			ret = -1;
		}
	}
	e->total += p.has_summary ? p.summary : p.totals;
	free(p.fn);
	free(p.fl);
	free(p.file);
	free(p.ob);
	free(p.cob);
	free(p.cfn);
	free(p.cfile);
	free(text);
	return ret;
}

/* Edges of two different calls in the source. */
static bool other_call(const struct inlint_call_edge *x,
		       const struct inlint_call_edge *y)
{
	return x->line != y->line || x->inlined != y->inlined ||
	       strcmp(x->callee, y->callee) || strcmp(x->caller, y->caller);
}

static int by_source(const void *a, const void *b)
{
	const struct inlint_call_edge *x = a, *y = b;
	int c = strcmp(x->callee, y->callee);

	if (!c)
		c = strcmp(x->caller, y->caller);
	if (!c)
		c = (x->line > y->line) - (x->line < y->line);
	if (!c)
		c = (int)x->inlined - (int)y->inlined;
	/* Then by instruction: the same order from run to run. */
	return c ? c : (x->addr > y->addr) - (x->addr < y->addr);
}

bool inlint_call_edges_ran(const struct inlint_call_edges *e,
			   const char *function)
{
	return inlint_array_search(&function, e->ran, e->n_ran, sizeof(*e->ran),
				   inlint_array_cmp_str) != NULL;
}

struct inlint_profiled_call *
inlint_call_edges_by_call(struct inlint_call_edges *e, size_t *n)
{
	struct inlint_profiled_call *v = NULL;
	size_t cap = 0;

	e->n_ran = inlint_array_unique_str(e->ran, e->n_ran, free);
	/* The index goes stale: nothing is added after this. */
	inlint_htab_release(&e->index);
	inlint_array_sort(e->v, e->n, sizeof(*e->v), by_source);
	*n = 0;
	for (size_t i = 0; i < e->n; i++) {
		const struct inlint_call_edge *x = &e->v[i];

		if (!i || other_call(&e->v[i - 1], x)) {
			v = inlint_array_grow(v, &cap, *n + 1, sizeof(*v));
			v[(*n)++] = (struct inlint_profiled_call){i, i, 0, 0};
		}
		v[*n - 1].end = i + 1;
		v[*n - 1].calls += x->calls;
		v[*n - 1].cost += x->cost;
	}
	return v;
}

/* The larger first, then the earlier call. */
static int most_first(unsigned long long a, unsigned long long b,
		      const struct inlint_profiled_call *x,
		      const struct inlint_profiled_call *y)
{
	if (a != b)
		return a < b ? 1 : -1;
	return (x->first > y->first) - (x->first < y->first);
}

static int by_cost(const void *a, const void *b)
{
	const struct inlint_profiled_call *x = *(const void *const *)a;
	const struct inlint_profiled_call *y = *(const void *const *)b;

	return most_first(x->cost, y->cost, x, y);
}

static int by_calls(const void *a, const void *b)
{
	const struct inlint_profiled_call *x = *(const void *const *)a;
	const struct inlint_profiled_call *y = *(const void *const *)b;

	return most_first(x->calls, y->calls, x, y);
}

const struct inlint_profiled_call **
inlint_profiled_calls_ranked(const struct inlint_profiled_call *calls, size_t n,
			     bool by_cost_first)
{
	const struct inlint_profiled_call **v =
		inlint_xcalloc(n + 1, sizeof(*v));

	for (size_t i = 0; i < n; i++)
		v[i] = &calls[i];
	inlint_array_sort(v, n, sizeof(*v), by_cost_first ? by_cost : by_calls);
	return v;
}

void inlint_call_edges_release(struct inlint_call_edges *e)
{
	for (size_t i = 0; i < e->n; i++) {
		struct inlint_call_edge *x = &e->v[i];

		free(x->caller);
		free(x->callee);
		free(x->object);
		free(x->file);
		for (size_t k = 0; k < x->n_up; k++)
			free(x->up[k].function);
		free(x->up);
	}
	free(e->v);
	for (size_t i = 0; i < e->n_ran; i++)
		free(e->ran[i]);
	free(e->ran);
	for (size_t i = 0; i < e->n_own; i++)
		free(e->own[i].function);
	free(e->own);
	inlint_htab_release(&e->own_index);
	inlint_htab_release(&e->index);
	memset(e, 0, sizeof(*e));
}
