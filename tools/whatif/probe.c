/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* probe.c - decision files each about one function, compiled with the TUs
 * they reach in one run, and each one's effects in the TUs that define
 * its function handed back. lint -p and merge --whatif stand on it. */
#include "whatif.h"

#include "decision_list.h"
#include "def_scan.h"
#include "ppview.h"
#include "scratch.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct plan {
	struct inlint_whatif_request *v;
	size_t *probe; /* the probe each request is for */
	size_t n;
};

static void add(struct plan *q, size_t tu, size_t probe, const char *dec)
{
	q->v[q->n] = (struct inlint_whatif_request){tu, dec};
	q->probe[q->n++] = probe;
}

/* One request per probe with decisions and TU it reaches; a probe
 * without decisions only gets the TUs that none of those compiles, with
 * the empty set, so that their baselines are there. */
static void plan(struct plan *q, const struct inlint_whatif_tus *tus,
		 const struct inlint_whatif_probe *p, size_t n)
{
	size_t *tu = inlint_xcalloc(tus->n + 1, sizeof(*tu));
	bool *covered = inlint_xcalloc(tus->n + 1, sizeof(*covered));
	size_t max = (n + 1) * (tus->n + 1);

	q->v = inlint_xcalloc(max, sizeof(*q->v));
	q->probe = inlint_xcalloc(max, sizeof(*q->probe));
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++) {
			size_t k = 0, m;

			if ((p[i].decisions != NULL) != (pass == 0))
				continue;
			m = inlint_whatif_reach(tus, p[i].file, tu);
			for (; k < m; k++) {
				if (pass == 1 && covered[tu[k]])
					continue;
				covered[tu[k]] = true;
				add(q, tu[k], i, p[i].decisions);
			}
		}
	free(covered);
	free(tu);
}

/* Measured from objects, no record tells what correctness needs: r's
 * TU's view says whether an __always_inline on p's function may never go
 * (audit's rule, for lint -p to judge by). */
static void note_required(const struct inlint_whatif *w,
			  const struct inlint_whatif_probe *p,
			  struct inlint_whatif_result *r)
{
	const struct inlint_ppview *v = inlint_whatif_view(w, r->tu);
	const struct inlint_ppdef *d = inlint_ppview_find_named(v, p->function);
	char buf[256];
	const char *why;

	if (!r->baseline->calls || !d)
		return;
	why = inlint_ppview_required(v, d, INLINT_ANNOT_ALWAYS_INLINE, buf,
				     sizeof(buf));
	if (why)
		r->effect.required = inlint_strdup(why);
}

static void hand_back(const struct inlint_whatif *w, const struct plan *q,
		      const struct inlint_whatif_probe *p, size_t n,
		      struct inlint_whatif_result *res,
		      inlint_whatif_probe_fn each, void *ctx)
{
	const struct inlint_whatif_effect **e =
		inlint_xcalloc(q->n + 1, sizeof(*e));

	for (size_t i = 0; i < n; i++) {
		size_t m = 0;

		for (size_t k = 0; k < q->n; k++)
			if (q->probe[k] == i && p[i].decisions &&
			    inlint_whatif_defines(res[k].baseline,
						  p[i].function, p[i].file)) {
				note_required(w, &p[i], &res[k]);
				e[m++] = &res[k].effect;
			}
		each(ctx, i, e, m);
	}
	free(e);
}

int inlint_whatif_probe_run(struct inlint_whatif *w,
			    const struct inlint_whatif_tus *tus,
			    const struct inlint_whatif_probe *p, size_t n,
			    inlint_whatif_probe_fn each, void *ctx, char *err,
			    size_t errlen)
{
	struct plan q = {0};
	struct inlint_whatif_result *res;
	int ret;

	plan(&q, tus, p, n);
	res = inlint_xcalloc(q.n + 1, sizeof(*res));
	ret = inlint_whatif_run(w, q.v, q.n, res, err, errlen);
	if (!ret) {
		hand_back(w, &q, p, n, res, each, ctx);
		for (size_t i = 0; i < q.n; i++)
			inlint_whatif_result_release(&res[i]);
	}
	free(res);
	free(q.v);
	free(q.probe);
	return ret;
}

int inlint_whatif_trials_write(const struct inlint_whatif_trial *t, size_t n,
			       const char *path, char *err, size_t errlen)
{
	struct inlint_model *m = inlint_model_create();
	bool *all = inlint_xcalloc(n + 1, sizeof(*all));
	int ret;

	for (size_t i = 0; i < n; i++) {
		struct inlint_recommendation *r =
			inlint_model_add_recommendation(m);

		all[i] = true;
		r->function = inlint_model_strdup(m, t[i].function);
		r->file = inlint_model_strdup(m, t[i].file);
		r->caller = inlint_model_strdup(m, t[i].caller);
		r->call_line = t[i].call_line;
		r->action = t[i].action;
	}
	ret = inlint_decision_list_write(m, all, NULL, path, err, errlen);
	free(all);
	inlint_model_destroy(m);
	return ret;
}

/* Trial i with a decision as file path[i] under dir; NULL without one. */
static int write_trials(const struct inlint_whatif_trial *t, size_t n,
			const char *dir, char **path, char *err, size_t errlen)
{
	for (size_t i = 0; i < n; i++) {
		if (!t[i].has_decision)
			continue;
		path[i] = inlint_xmalloc(strlen(dir) + 32);
		sprintf(path[i], "%s/d%zu.yaml", dir, i);
		if (inlint_whatif_trials_write(&t[i], 1, path[i], err, errlen))
			return -1;
	}
	return 0;
}

int inlint_whatif_probe_trials(struct inlint_whatif *w,
			       const struct inlint_whatif_tus *tus,
			       const char *dir,
			       const struct inlint_whatif_trial *t, size_t n,
			       inlint_whatif_probe_fn each,
			       inlint_whatif_baseline_fn baseline, void *ctx,
			       char *err, size_t errlen)
{
	struct inlint_whatif_probe *p = inlint_xcalloc(n + 1, sizeof(*p));
	char **path = inlint_xcalloc(n + 1, sizeof(*path));
	int ret = write_trials(t, n, dir, path, err, errlen);

	for (size_t i = 0; i < n; i++)
		p[i] = (struct inlint_whatif_probe){t[i].function, t[i].file,
						    path[i]};
	if (!ret)
		ret = inlint_whatif_probe_run(w, tus, p, n, each, ctx, err,
					      errlen);
	for (size_t i = 0; !ret && baseline && i < tus->n; i++) {
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(w, i);

		if (b)
			baseline(ctx, b);
	}
	for (size_t i = 0; i < n; i++)
		free(path[i]);
	free(path);
	free(p);
	return ret;
}

int inlint_whatif_probe_tus(const struct inlint_whatif_config *cfg,
			    const struct inlint_whatif_tus *tus,
			    const char *prefix,
			    const struct inlint_whatif_trial *t, size_t n,
			    inlint_whatif_probe_fn each,
			    inlint_whatif_baseline_fn baseline, void *ctx,
			    char *err, size_t errlen)
{
	struct inlint_whatif *w = NULL;
	char *dir = inlint_scratch_create(prefix, err, errlen);
	int ret = -1;

	if (!dir)
		return -1;
	w = inlint_whatif_create(cfg, tus, err, errlen);
	if (w)
		ret = inlint_whatif_probe_trials(w, tus, dir, t, n, each,
						 baseline, ctx, err, errlen);
	inlint_whatif_destroy(w);
	inlint_scratch_remove(dir);
	free(dir);
	return ret;
}

int inlint_whatif_probe_db(const struct inlint_whatif_config *cfg,
			   const char *db_path, const char *prefix,
			   const struct inlint_whatif_trial *t, size_t n,
			   inlint_whatif_probe_fn each,
			   inlint_whatif_baseline_fn baseline, void *ctx,
			   char *err, size_t errlen)
{
	struct inlint_whatif_tus tus = {0};
	int ret = -1;

	if (!inlint_whatif_tus_from_compdb(db_path, NULL, 0, &tus, err, errlen))
		ret = inlint_whatif_probe_tus(cfg, &tus, prefix, t, n, each,
					      baseline, ctx, err, errlen);
	inlint_whatif_tus_release(&tus);
	return ret;
}
