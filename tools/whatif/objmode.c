/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objmode.c - measured from objects: the decisions read and made source
 * edits in a scratch copy, and the object read back as a build whose
 * record is empty and whose calls and sizes the comparison takes. */
#include "objmode.h"

#include "atomic_write.h"
#include "build_words.h"
#include "clone_name.h"
#include "compiler_words.h"
#include "def_scan.h"
#include "objcalls.h"
#include "paths.h"
#include "read_file.h"
#include "record.h"
#include "rewrite.h"
#include "srcedit.h"
#include "symsize.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool inlint_objmode_wanted(const struct inlint_whatif_config *cfg,
			   const char *cc)
{
	if (cfg->measure == INLINT_WHATIF_MEASURE_OBJECTS)
		return true;
	return cfg->measure == INLINT_WHATIF_MEASURE_AUTO &&
	       inlint_whatif_is_gcc(cc);
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* The edits for the decisions of m, which must be about functions of
 * tu's source as a whole, less those that would not compile
 * (inlint_srcedit_refusal).
 * Returns how many, or -1 with err set. */
static ssize_t edits_of(const struct inlint_model *m,
			const struct inlint_whatif_tu *tu,
			const struct inlint_ppview *live,
			struct inlint_srcedit *e, char *err, size_t errlen)
{
	size_t n = 0;

	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (r->caller) {
			snprintf(err, errlen,
				 "%s: the decision about %s's call in %s is "
				 "about a call site, which a source edit "
				 "cannot make (measure it with the plugin)",
				 tu->file, r->function, r->caller);
			return -1;
		}
		/* As the plugin matches a decision's file: with the
		 * source as the command names it. */
		if (r->file && *r->file &&
		    !inlint_same_file(r->file, tu->file) &&
		    !inlint_same_file(r->file, tu->path)) {
			snprintf(err, errlen,
				 "%s: %s is defined in %s; measured from "
				 "objects, only a TU's own source is edited",
				 tu->file, r->function, r->file);
			return -1;
		}
		e[n] = (struct inlint_srcedit){r->function, r->action};
		n += !inlint_srcedit_refusal(live, &e[n]);
	}
	return (ssize_t)n;
}

/* text with the decisions of file decisions made edits. */
static char *edited(const struct inlint_whatif_tu *tu,
		    const struct inlint_ppview *live, const char *decisions,
		    const char *text, size_t len, size_t *out_len, char *err,
		    size_t errlen)
{
	struct inlint_model *m = inlint_decisions_read(decisions, err, errlen);
	struct inlint_srcedit *e;
	char *out = NULL;
	ssize_t n;

	if (!m)
		return NULL;
	e = inlint_xcalloc(m->n_recommendations + 1, sizeof(*e));
	n = edits_of(m, tu, live, e, err, errlen);
	if (n >= 0)
		out = inlint_srcedit_apply(text, len, tu->file, live, e,
					   (size_t)n, out_len, err, errlen);
	free(e);
	inlint_model_destroy(m);
	return out;
}

char *inlint_objmode_source(const struct inlint_whatif_tu *tu,
			    const struct inlint_ppview *live,
			    const char *decisions, const char *dir, char *err,
			    size_t errlen)
{
	size_t len, out_len;
	char *text = inlint_read_file(tu->path, &len, err, errlen);
	char *out = NULL, *path = NULL;

	if (!text)
		return NULL;
	if (mkdir(dir, 0700)) {
		snprintf(err, errlen, "%s: cannot create (%s)", dir,
			 strerror(errno));
		goto out;
	}
	if (decisions)
		out = edited(tu, live, decisions, text, len, &out_len, err,
			     errlen);
	if (decisions && !out)
		goto out;
	path = inlint_strcat3(dir, "/", base_name(tu->path));
	if (inlint_atomic_write_buffer(path, out ? out : text,
				       out ? out_len : len, err, errlen)) {
		free(path);
		path = NULL;
	}
out:
	free(out);
	free(text);
	return path;
}

/* "gcc 12" or "clang 22" from a .comment ("GCC: (Debian 12.2.0-14)
 * 12.2.0", "Debian clang version 22.1.8"), else its first word. */
static void compiler_words(const char *comment, char *buf, size_t n)
{
	if (comment && inlint_build_compiler(comment, ' ', buf, n))
		return;
	if (comment && *comment)
		snprintf(buf, n, "%.*s", (int)strcspn(comment, " "), comment);
	else
		snprintf(buf, n, "compiler unknown");
}

/* Each text symbol named after its function. */
static void fold_clones(struct inlint_symsizes *s)
{
	for (size_t i = 0; i < s->n_syms; i++) {
		size_t n = inlint_clone_base_len(s->syms[i].name);

		s->syms[i].name[n] = '\0';
	}
}

static unsigned attrs_of(unsigned annots)
{
	unsigned attrs = 0;

	if (annots & INLINT_ANNOT_ALWAYS_INLINE)
		attrs |= INLINT_ATTR_ALWAYS_INLINE;
	else if (annots & INLINT_ANNOT_INLINE)
		attrs |= INLINT_ATTR_INLINE_HINT;
	if (annots & (INLINT_ANNOT_NOINLINE | INLINT_ANNOT_NOINLINE_FOR_STACK))
		attrs |= INLINT_ATTR_NOINLINE;
	if (annots & INLINT_ANNOT_COLD)
		attrs |= INLINT_ATTR_COLD;
	return attrs;
}

/* The record's functions: the definitions of tu's source that the
 * preprocessor keeps (live) and their annotations as the compiler sees
 * them, those an edit can strip (what audit strips), no calls. */
static void add_definitions(struct inlint_model *m,
			    const struct inlint_whatif_tu *tu,
			    const struct inlint_ppview *live)
{
	struct inlint_srcdefs defs = {0};
	size_t len;
	char err[256],
		*text = inlint_read_file(tu->path, &len, err, sizeof(err));

	if (!text)
		return;
	inlint_srcedit_definitions(text, len, live, &defs);
	for (size_t i = 0; i < defs.n; i++) {
		struct inlint_function *f =
			inlint_model_add_function(m, defs.v[i].name);

		f->file = inlint_model_strdup(m, tu->file);
		f->line = defs.v[i].line;
		f->linkage = inlint_model_strdup(
			m, defs.v[i].is_static ? "static" : "extern");
		f->attrs = attrs_of(defs.v[i].annots);
	}
	inlint_srcdefs_release(&defs);
	free(text);
}

/* The decisions of file decisions that the source edits left out
 * (inlint_srcedit_refusal), logged in m as the plugin logs them: a
 * refusal must not read as a decision measured to change nothing. */
static int log_refusals(struct inlint_model *m,
			const struct inlint_whatif_tu *tu,
			const struct inlint_ppview *live, const char *decisions,
			char *err, size_t errlen)
{
	struct inlint_model *d = inlint_decisions_read(decisions, err, errlen);

	if (!d)
		return -1;
	for (size_t i = 0; i < d->n_recommendations; i++) {
		const struct inlint_recommendation *r = &d->recommendations[i];
		struct inlint_srcedit e = {r->function, r->action};
		const char *why = inlint_srcedit_refusal(live, &e);
		struct inlint_applied *a;

		if (!why)
			continue;
		a = inlint_model_add_applied(m);
		a->function = inlint_model_strdup(m, r->function);
		a->file = inlint_model_strdup(m, tu->file);
		a->action = r->action;
		a->status = INLINT_APPLY_REFUSED;
		a->detail = inlint_model_strdup(m, why);
	}
	inlint_model_destroy(d);
	return 0;
}

struct inlint_whatif_build *
inlint_objmode_read(const char *path, const struct inlint_whatif_tu *tu,
		    const struct inlint_ppview *live, const char *decisions,
		    char *err, size_t errlen)
{
	struct inlint_model *rec = inlint_model_create();
	struct inlint_whatif_build *b;
	char cc[64], level[INLINT_LEVEL_WORDS_MAX],
		words[128 + INLINT_LEVEL_WORDS_MAX];
	bool gcc;

	if (decisions && log_refusals(rec, tu, live, decisions, err, errlen)) {
		inlint_model_destroy(rec);
		return NULL;
	}
	b = inlint_xcalloc(1, sizeof(*b));
	b->record = rec;
	b->calls = inlint_xcalloc(1, sizeof(*b->calls));
	b->syms = inlint_symsizes_read(path, err, errlen);
	if (!b->syms || inlint_objcalls_read(path, b->calls, err, errlen)) {
		inlint_model_destroy(rec);
		inlint_symsizes_destroy(b->syms);
		inlint_objcalls_release(b->calls);
		free(b->calls);
		free(b);
		return NULL;
	}
	fold_clones(b->syms);
	compiler_words(b->calls->comment, cc, sizeof(cc));
	gcc = !strncmp(cc, "gcc", 3);
	inlint_whatif_level_words(tu, gcc, level, sizeof(level));
	snprintf(words, sizeof(words), "%s, %s%s%s", b->calls->arch, cc,
		 *level ? "," : "", level);
	b->built_by = inlint_strdup(words);
	b->level = inlint_strdup(level + (*level == ' '));
	rec->source_file = inlint_model_strdup(rec, tu->file);
	add_definitions(rec, tu, live);
	rec->target = inlint_model_strdup(rec, b->calls->arch);
	rec->compiler = inlint_model_strdup(rec, cc);
	return b;
}
