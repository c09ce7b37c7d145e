/* session.c - carries a module's "before" view to its "after" view, then
 * runs the rules and writes the record. Never fails the compile. */
#include "inlint.h"

#include "advice.h"
#include "callgraph.h"
#include "outcome.h"
#include "record.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* Views taken at EarlySimplification, waiting for OptimizerLast. A list,
 * because a ThinLTO backend may hold several modules in one process. */
struct pending {
	LLVMModuleRef mod;
	struct inlint_model *m;
	struct pending *next;
};

static struct pending *pending;
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;

static struct inlint_model *take(LLVMModuleRef mod)
{
	struct inlint_model *m = NULL;

	pthread_mutex_lock(&pending_lock);
	for (struct pending **p = &pending; *p; p = &(*p)->next) {
		struct pending *hit = *p;

		if (hit->mod != mod)
			continue;
		*p = hit->next;
		m = hit->m;
		free(hit);
		break;
	}
	pthread_mutex_unlock(&pending_lock);
	return m;
}

void inlint_observe_before(LLVMModuleRef mod, const struct inlint_options *o)
{
	struct pending *p = malloc(sizeof(*p));

	(void)o;
	if (!p)
		return;
	/* A second pipeline over the same module starts its view anew. */
	inlint_model_destroy(take(mod));
	p->mod = mod;
	p->m = inlint_callgraph_build(mod);
	pthread_mutex_lock(&pending_lock);
	p->next = pending;
	pending = p;
	pthread_mutex_unlock(&pending_lock);
}

static void report_problems(const struct inlint_model *m)
{
	for (size_t i = 0; i < m->n_problems; i++)
		fprintf(stderr, "inlint: %s\n", m->problems[i]);
}

void inlint_observe_after(LLVMModuleRef mod, const struct inlint_options *o)
{
	struct inlint_model *m = take(mod);
	char err[1024];
	char *path;

	if (!m)
		return;
	inlint_outcome_build(m, mod);
	inlint_advise(m);
	path = inlint_record_path(o->out_dir, m->source_file);
	if (inlint_record_write(m, path, err, sizeof(err)) != 0 && o->verbose)
		fprintf(stderr, "inlint: %s\n", err);
	if (o->verbose)
		report_problems(m);
	free(path);
	inlint_model_destroy(m);
}
