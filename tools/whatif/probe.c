/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* probe.c - decision files each about one function, compiled with the TUs
 * they reach in one run, and each one's effects in the TUs that define
 * its function handed back. lint -p and merge --whatif stand on it. */
#include "whatif.h"

#include "xalloc.h"

#include <stdlib.h>

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

static void hand_back(const struct plan *q, const struct inlint_whatif_probe *p,
		      size_t n, const struct inlint_whatif_result *res,
		      inlint_whatif_probe_fn each, void *ctx)
{
	const struct inlint_whatif_effect **e =
		inlint_xcalloc(q->n + 1, sizeof(*e));

	for (size_t i = 0; i < n; i++) {
		size_t m = 0;

		for (size_t k = 0; k < q->n; k++)
			if (q->probe[k] == i && p[i].decisions &&
			    inlint_whatif_defines(res[k].baseline,
						  p[i].function, p[i].file))
				e[m++] = &res[k].effect;
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
		hand_back(&q, p, n, res, each, ctx);
		for (size_t i = 0; i < q.n; i++)
			inlint_whatif_result_release(&res[i]);
	}
	free(res);
	free(q.v);
	free(q.probe);
	return ret;
}
