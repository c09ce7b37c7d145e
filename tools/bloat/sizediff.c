/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sizediff.c - the comparison scripts/bloat-o-meter (Linux 6.12) makes, rule
 * for rule, so that `inlint bloat` prints the same numbers as the script. */
#include "sizediff.h"

#include "array.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* A folded name and the summed size of the symbols that fold to it. */
struct total {
	char *name;
	uint64_t size;
};

struct totals {
	struct total *v;
	size_t n;
};

/* Symbols the kernel generates per module or syscall, and the two strings
 * that change with every build: the script leaves them out. */
static bool generated(const char *name)
{
	static const char *const prefixes[] = {
		"__mod_", "__se_sys", "__se_compat_sys", "__addressable_"};

	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
			return true;
	return !strcmp(name, "linux_banner") || !strcmp(name, "vermagic");
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Drops every '.' followed by digits (the script's re.sub(r'\.[0-9]+')), so
 * that foo.constprop.0 and foo.constprop.3 of two builds are one symbol,
 * foo.constprop; a static's clones in one file add up under that name. */
static char *fold(const char *name)
{
	char *out = inlint_xmalloc(strlen(name) + 1), *o = out;

	while (*name) {
		if (name[0] == '.' && is_digit(name[1])) {
			for (name++; is_digit(*name); name++)
				;
			continue;
		}
		*o++ = *name++;
	}
	*o = '\0';
	return out;
}

/* The script skips nm lines with a ':' (an archive's member headers), which
 * also skips any symbol whose name has one. */
static bool counted(const struct inlint_sym *s, const char *types)
{
	return s->type && strchr(types, s->type) && !strchr(s->name, ':') &&
	       !generated(s->name);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct total *)a)->name,
		      ((const struct total *)b)->name);
}

static void free_totals(struct totals *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i].name);
	free(t->v);
}

/* Sums the sizes per folded name: sorted by name, one entry each. */
static void collect(struct totals *t, const struct inlint_symsizes *syms,
		    const char *types)
{
	size_t n = 0;

	t->n = 0;
	t->v = inlint_xcalloc(syms->n_syms, sizeof(*t->v));
	for (size_t i = 0; i < syms->n_syms; i++) {
		if (!counted(&syms->syms[i], types))
			continue;
		t->v[t->n].name = fold(syms->syms[i].name);
		t->v[t->n++].size = syms->syms[i].size;
	}
	inlint_array_sort(t->v, t->n, sizeof(*t->v), by_name);
	for (size_t i = 0; i < t->n; i++) {
		if (n && !strcmp(t->v[n - 1].name, t->v[i].name)) {
			t->v[n - 1].size += t->v[i].size;
			free(t->v[i].name);
			continue;
		}
		t->v[n++] = t->v[i];
	}
	t->n = n;
}

/* Records a changed name, taking over its string. */
static void change(struct inlint_sizediff *d, struct total *old,
		   struct total *new)
{
	struct inlint_size_change *c = &d->changes[d->n_changes++];
	struct total *t = old ? old : new;

	c->name = t->name;
	t->name = NULL;
	c->in_old = old;
	c->in_new = new;
	c->old_size = old ? old->size : 0;
	c->new_size = new ? new->size : 0;
	c->delta = (int64_t)(c->new_size - c->old_size);
}

static void count(struct inlint_sizediff *d, struct total *old,
		  struct total *new)
{
	if (!new) {
		d->remove++;
		d->down += old->size;
	} else if (!old) {
		d->add++;
		d->up += new->size;
	} else if (new->size > old->size) {
		d->grow++;
		d->up += new->size - old->size;
	} else if (new->size < old->size) {
		d->shrink++;
		d->down += old->size - new->size;
	} else {
		return;
	}
	change(d, old, new);
}

/* The script's sort(reverse=True) on (delta, name) pairs. */
static int by_delta(const void *a, const void *b)
{
	const struct inlint_size_change *x = a, *y = b;

	if (x->delta != y->delta)
		return x->delta < y->delta ? 1 : -1;
	return strcmp(y->name, x->name);
}

static void compare(struct inlint_sizediff *d, struct totals *old,
		    struct totals *new)
{
	size_t i = 0, j = 0;

	while (i < old->n || j < new->n) {
		int c = i == old->n   ? 1
			: j == new->n ? -1
				      : strcmp(old->v[i].name, new->v[j].name);
		struct total *o = c <= 0 ? &old->v[i++] : NULL;
		struct total *n = c >= 0 ? &new->v[j++] : NULL;

		d->before += o ? o->size : 0;
		d->after += n ? n->size : 0;
		count(d, o, n);
	}
	inlint_array_sort(d->changes, d->n_changes, sizeof(*d->changes),
			  by_delta);
}

struct inlint_sizediff *
inlint_sizediff_create(const char *title, const char *types,
		       const struct inlint_symsizes *old,
		       const struct inlint_symsizes *new)
{
	struct totals o = {0}, n = {0};
	struct inlint_sizediff *d = inlint_xcalloc(1, sizeof(*d));

	collect(&o, old, types);
	collect(&n, new, types);
	d->changes = inlint_xcalloc(o.n + n.n, sizeof(*d->changes));
	d->title = title;
	compare(d, &o, &n);
	free_totals(&o);
	free_totals(&n);
	return d;
}

void inlint_sizediff_destroy(struct inlint_sizediff *d)
{
	if (!d)
		return;
	for (size_t i = 0; i < d->n_changes; i++)
		free(d->changes[i].name);
	free(d->changes);
	free(d);
}
