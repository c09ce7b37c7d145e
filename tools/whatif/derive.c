/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* derive.c - a configuration's compiles: the words of each command of its
 * database changed for its compiler, target and profile, as a build made
 * with them would run it. */
#include "whatif.h"

#include "project.h"

#include "compiler_words.h"
#include "launcher.h"
#include "paths.h"
#include "rewrite.h"
#include "scratch.h"
#include "split.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* GCC cross-compiles as its own driver: TARGET-gcc (a compiler named with
 * its target already stays). */
static char *cross_gcc(const char *cc, const char *target)
{
	const char *b = base_name(cc);
	size_t len = strlen(target) + strlen(b) + 2;
	char *s;

	if (strncmp(b, target, strlen(target)) == 0)
		return inlint_strdup(cc);
	s = inlint_xmalloc(len);
	snprintf(s, len, "%s-%s", target, b);
	return s;
}

static char *joined(const char *a, const char *b)
{
	size_t len = strlen(a) + strlen(b) + 1;
	char *s = inlint_xmalloc(len);

	snprintf(s, len, "%s%s", a, b);
	return s;
}

static void derive(struct inlint_whatif_tu *tu, const struct inlint_config *c)
{
	struct inlint_words w = {0};
	size_t k = inlint_launcher_words(tu->argv);
	const char *cc = c->compiler ? c->compiler : tu->argv[k];
	bool gcc = inlint_whatif_is_gcc(cc);
	char *word;

	for (size_t i = 0; i < k; i++)
		inlint_words_push(&w, tu->argv[i]);
	word = gcc && c->target ? cross_gcc(cc, c->target) : inlint_strdup(cc);
	inlint_words_push(&w, word);
	free(word);
	for (size_t i = k + 1; i < tu->argc; i++)
		inlint_words_push(&w, tu->argv[i]);
	if (c->target && !gcc) {
		word = joined("--target=", c->target);
		inlint_words_push(&w, word);
		free(word);
	}
	if (c->profile) {
		word = joined(gcc ? "-fauto-profile=" : "-fprofile-sample-use=",
			      c->profile);
		inlint_words_push(&w, word);
		free(word);
	}
	inlint_argv_free(tu->argv);
	tu->argv = w.v;
	tu->argc = w.n;
}

/* The words of tu that name a configuration: its compiler and target. */
static void identity(const struct inlint_whatif_tu *tu, const char **cc,
		     const char **target)
{
	*cc = tu->argv[inlint_launcher_words(tu->argv)];
	*target = "";
	for (size_t i = 0; i < tu->argc; i++)
		if (!strncmp(tu->argv[i], "--target=", 9))
			*target = tu->argv[i];
		else if (!strcmp(tu->argv[i], "-target") && i + 1 < tu->argc)
			*target = tu->argv[i + 1];
}

static bool same_identity(const struct inlint_whatif_tu *a,
			  const struct inlint_whatif_tu *b)
{
	const char *ca, *ta, *cb, *tb;

	identity(a, &ca, &ta);
	identity(b, &cb, &tb);
	return !strcmp(ca, cb) && !strcmp(ta, tb);
}

/* The TU of [first, n) that names the configuration: the first of the
 * compiler and target most of them share. A kernel database starts with
 * host tools (scripts/), built by the machine's compiler for the machine,
 * not for the target the configuration is about. Samples a TU in each
 * stretch of 64 so that a database of thousands costs little. */
static size_t most_common(const struct inlint_whatif_tus *tus, size_t first)
{
	size_t step = (tus->n - first) / 64 + 1, best = first, most = 0;

	for (size_t i = first; i < tus->n; i += step) {
		size_t count = 0, head = i;

		for (size_t k = first; k < tus->n; k += step)
			if (same_identity(&tus->v[i], &tus->v[k]) && !count++)
				head = k;
		if (count > most) {
			most = count;
			best = head;
		}
	}
	return best;
}

static int words_of(const struct inlint_whatif_tu *tu, char *words,
		    size_t n_words, char *err, size_t errlen)
{
	char *dir = inlint_scratch_create("inlint-compiler", err, errlen);
	int ret;

	if (!dir)
		return -1;
	ret = inlint_whatif_compiler_words(tu, dir, words, n_words, err,
					   errlen);
	inlint_scratch_remove(dir);
	free(dir);
	return ret;
}

int inlint_whatif_tus_from_config(const struct inlint_config *c,
				  const char *const *select, size_t n_select,
				  struct inlint_whatif_tus *out, char *words,
				  size_t n_words, char *err, size_t errlen)
{
	size_t first = out->n;

	if (inlint_whatif_tus_from_compdb(c->db, select, n_select, out, err,
					  errlen))
		return -1;
	for (size_t i = first; i < out->n; i++)
		derive(&out->v[i], c);
	if (!words || out->n == first)
		return 0;
	return words_of(&out->v[most_common(out, first)], words, n_words, err,
			errlen);
}

/* The TU that names a configuration lint measures: the first whose
 * source a trial is about, else the most common kind. */
static size_t probed(const struct inlint_whatif_tus *tus,
		     const struct inlint_whatif_trial *t, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; t[i].file && k < tus->n; k++)
			if (inlint_same_file(tus->v[k].path, t[i].file))
				return k;
	return most_common(tus, 0);
}

int inlint_whatif_probe_config(
	const struct inlint_whatif_config *cfg, const struct inlint_config *c,
	const char *prefix, const struct inlint_whatif_trial *t, size_t n,
	inlint_whatif_probe_fn each, inlint_whatif_baseline_fn baseline,
	void *ctx, char *words, size_t n_words, char *err, size_t errlen)
{
	struct inlint_whatif_tus tus = {0};
	int ret = -1;

	if (!inlint_whatif_tus_from_config(c, NULL, 0, &tus, NULL, 0, err,
					   errlen) &&
	    (!words || !tus.n ||
	     !words_of(&tus.v[probed(&tus, t, n)], words, n_words, err,
		       errlen)))
		ret = inlint_whatif_probe_tus(cfg, &tus, prefix, t, n, each,
					      baseline, ctx, err, errlen);
	inlint_whatif_tus_release(&tus);
	return ret;
}
