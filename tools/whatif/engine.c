/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* engine.c - the engine of whatif.h: a queue of compiles (each TU's
 * baseline once, then one per request) run a few at a time, read back,
 * and each variant compared with its baseline. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "whatif.h"

#include "array.h"
#include "atomic_write.h"
#include "beside_exe.h"
#include "compile.h"
#include "confine.h"
#include "decision_arg.h"
#include "install_dirs.h"
#include "interrupt.h"
#include "jobserver.h"
#include "launcher.h"
#include "objmode.h"
#include "scratch.h"
#include "xalloc.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

struct inlint_whatif {
	struct inlint_whatif_config c;
	const struct inlint_whatif_tus *tus;
	char *scratch;
	char *empty;   /* the empty decision set, a file in scratch */
	bool confined; /* compiles under Landlock, else watched */
	struct inlint_launchers launchers;
	struct inlint_whatif_build **baselines; /* per TU, NULL until built */
	struct inlint_ppview **views; /* per TU, NULL until preprocessed */
	/* Per TU, the IR its front end made once and its compiles start
	 * from; NULL until made, or when they start from the source. */
	char **irs;
	struct inlint_whatif_build **variants; /* every variant built */
	size_t n_variants, cap_variants;
	unsigned compiles;		   /* names each compile's directory */
	struct inlint_jobserver jobserver; /* make's, when run under make */
};

/* The install's libdir (GNUInstallDirs, multiarch included), else a build
 * tree's lib/ beside its bin/. */
static char *find_beside_us(char *err, size_t errlen)
{
	static const char *const below[] = {
		INLINT_PLUGIN_FROM_BIN "/libinlint.so", "../lib/libinlint.so"};
	char *found = inlint_beside_exe(below, 2);

	if (!found)
		snprintf(err, errlen,
			 "libinlint.so not found (not beside inlint, in "
			 "%s or ../lib); give --plugin PATH or set "
			 "INLINT_PLUGIN",
			 INLINT_PLUGIN_FROM_BIN);
	return found;
}

char *inlint_whatif_find_plugin(const char *explicit, char *err, size_t errlen)
{
	const char *env = getenv("INLINT_PLUGIN");
	const char *path = explicit ? explicit : env && *env ? env : NULL;
	char *abs;

	if (!path)
		return find_beside_us(err, errlen);
	abs = realpath(path, NULL);
	if (!abs || access(abs, R_OK)) {
		snprintf(err, errlen, "%s: plugin not found (%s%s)", path,
			 strerror(errno),
			 explicit ? "" : ", from INLINT_PLUGIN");
		free(abs);
		return NULL;
	}
	return abs;
}

char *inlint_whatif_plugin_for(const char *explicit,
			       enum inlint_whatif_measure measure, char *err,
			       size_t errlen)
{
	const char *env = getenv("INLINT_PLUGIN");
	bool named = explicit || (env && *env);
	char *path = inlint_whatif_find_plugin(explicit, err, errlen);

	/* Under auto a GCC-only build loads no plugin either: a clang TU
	 * that would is refused when it comes (inlint_compile_start). */
	if (!path && (measure == INLINT_WHATIF_MEASURE_OBJECTS ||
		      (measure == INLINT_WHATIF_MEASURE_AUTO && !named)))
		return inlint_strdup("");
	return path;
}

/* Whether compiles run under Landlock: unless the kernel lacks it, or
 * INLINT_NO_LANDLOCK=1 asks for the check instead (to test it). */
static bool confine(void)
{
	const char *off = getenv("INLINT_NO_LANDLOCK");

	return !(off && *off && strcmp(off, "0")) && inlint_confine_available();
}

struct inlint_whatif *inlint_whatif_create(const struct inlint_whatif_config *c,
					   const struct inlint_whatif_tus *tus,
					   char *err, size_t errlen)
{
	struct inlint_whatif *w = inlint_xcalloc(1, sizeof(*w));
	size_t n;

	w->c = *c;
	if (!w->c.jobs) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		w->c.jobs = n > 0 ? (unsigned)n : 1;
	}
	w->tus = tus;
	inlint_jobserver_open(&w->jobserver);
	w->confined = confine();
	w->baselines = inlint_xcalloc(tus->n + 1, sizeof(*w->baselines));
	w->views = inlint_xcalloc(tus->n + 1, sizeof(*w->views));
	w->irs = inlint_xcalloc(tus->n + 1, sizeof(*w->irs));
	w->scratch = inlint_scratch_create("inlint-whatif", err, errlen);
	if (!w->scratch)
		goto fail;
	n = strlen(w->scratch) + sizeof("/empty.yaml");
	w->empty = inlint_xmalloc(n);
	snprintf(w->empty, n, "%s/empty.yaml", w->scratch);
	/* For the compiles that take their decisions from a file. */
	if (inlint_atomic_write_buffer(w->empty, "[]\n", 3, err, errlen) ||
	    inlint_launchers_init(&w->launchers, tus, c->cc, w->scratch, err,
				  errlen))
		goto fail;
	return w;
fail:
	inlint_whatif_destroy(w);
	return NULL;
}

void inlint_whatif_destroy(struct inlint_whatif *w)
{
	if (!w)
		return;
	if (w->scratch)
		inlint_scratch_remove(w->scratch);
	free(w->scratch);
	free(w->empty);
	inlint_jobserver_close(&w->jobserver);
	inlint_launchers_release(&w->launchers);
	for (size_t i = 0; i < w->tus->n; i++) {
		inlint_whatif_build_destroy(w->baselines[i]);
		inlint_ppview_destroy(w->views[i]);
		free(w->irs[i]);
	}
	free(w->views);
	free(w->irs);
	for (size_t i = 0; i < w->n_variants; i++)
		inlint_whatif_build_destroy(w->variants[i]);
	free(w->baselines);
	free(w->variants);
	free(w);
}

const struct inlint_whatif_build *
inlint_whatif_baseline(const struct inlint_whatif *w, size_t tu)
{
	return tu < w->tus->n ? w->baselines[tu] : NULL;
}

/* The compiles of one run: baselines first, then the requests'. */
struct queue {
	struct inlint_compile *v;
	size_t n, cap;
	size_t next; /* the next to start */
	size_t done; /* finished */
	size_t running;
};

/* A request's decisions as the compile takes them: LIST (the empty set's
 * is "", applied through the same path as any set, so that it measures the
 * noise of applying; NULL when too long for one argument), and the file
 * (absolute: compiles run elsewhere). */
struct decisions {
	char *list, *file;
};

static void enqueue(struct inlint_whatif *w, struct queue *q, size_t tu,
		    const struct decisions *d)
{
	struct inlint_compile *c;
	size_t n = strlen(w->scratch) + 32;

	q->v = inlint_array_grow(q->v, &q->cap, q->n + 1, sizeof(*q->v));
	c = &q->v[q->n++];
	memset(c, 0, sizeof(*c));
	c->tu = tu;
	c->live = w->views[tu];
	c->ir = w->irs[tu];
	c->decisions = d ? d->list : NULL;
	c->apply = d ? d->file : NULL;
	c->scratch = w->scratch;
	c->launchers = &w->launchers;
	c->confined = w->confined;
	c->dir = inlint_xmalloc(n);
	/* Of one length: measured from objects, the sources compiled are
	 * below, and only their edits differ. */
	snprintf(c->dir, n, "%s/c%06u", w->scratch, w->compiles++);
}

/* The decisions of file (NULL: the empty set). Returns 0, or -1 with err
 * set. */
static int read_decisions(const struct inlint_whatif *w, const char *file,
			  struct decisions *d, char *err, size_t errlen)
{
	if (!file) {
		d->list = inlint_strdup("");
		d->file = inlint_strdup(w->empty);
		return 0;
	}
	d->file = realpath(file, NULL);
	if (!d->file) {
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		return -1;
	}
	d->list = inlint_decision_arg_from_file(file, err, errlen);
	if (!d->list)
		return -1;
	if (!inlint_decision_arg_fits(d->list)) {
		free(d->list);
		d->list = NULL;
	}
	return 0;
}

static void release_decisions(struct decisions *d, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(d[i].list);
		free(d[i].file);
	}
	free(d);
}

static bool same_file(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* Each request's decisions; a file named again is read once. */
static struct decisions *all_decisions(const struct inlint_whatif *w,
				       const struct inlint_whatif_request *r,
				       size_t n, char *err, size_t errlen)
{
	struct decisions *d = inlint_xcalloc(n + 1, sizeof(*d));

	for (size_t i = 0; i < n; i++) {
		size_t k = 0;

		while (k < i && !same_file(r[k].decisions, r[i].decisions))
			k++;
		if (k < i) {
			d[i].list = d[k].list ? inlint_strdup(d[k].list) : NULL;
			d[i].file = d[k].file ? inlint_strdup(d[k].file) : NULL;
		} else if (read_decisions(w, r[i].decisions, &d[i], err,
					  errlen)) {
			release_decisions(d, i + 1);
			return NULL;
		}
	}
	return d;
}

static struct inlint_compile *find_pid(struct queue *q, pid_t pid)
{
	for (size_t i = 0; i < q->next; i++)
		if (q->v[i].pid == pid)
			return &q->v[i];
	return NULL;
}

/* The compile of pid, waited for, or NULL: its group is on its own now.
 * Its jobserver token goes back: the first compile runs on inlint's own. */
static struct inlint_compile *reaped(struct inlint_whatif *w, struct queue *q,
				     pid_t pid)
{
	struct inlint_compile *c = find_pid(q, pid);

	if (!c)
		return NULL;
	inlint_interrupt_forget(pid);
	c->pid = 0;
	q->running--;
	while (w->jobserver.held && w->jobserver.held >= q->running)
		inlint_jobserver_give(&w->jobserver);
	return c;
}

static int interrupted(char *err, size_t errlen)
{
	snprintf(err, errlen, "interrupted by %s", inlint_interrupt_name());
	return -1;
}

/* What sets c apart from the other compiles of its file, for the progress
 * line: "baseline", "no decisions" (the empty set, the noise of applying),
 * the first decision of its LIST ("always_inline obj_malloc" and how many
 * more), or its decision file when the list was too long to pass. */
static void variant_label(const struct inlint_compile *c, char *buf, size_t len)
{
	const char *list = c->decisions, *end, *colon, *second;
	size_t more = 0;

	if (c->preprocess || c->front_end) {
		snprintf(buf, len,
			 c->preprocess ? "preprocessed" : "front end");
		return;
	}
	if (!list && !c->apply) {
		snprintf(buf, len, "baseline");
		return;
	}
	if (!list) {
		snprintf(buf, len, "the decisions of %s", c->apply);
		return;
	}
	if (!*list) {
		snprintf(buf, len, "no decisions");
		return;
	}
	for (const char *p = list; (p = strchr(p, ',')); p++)
		more++;
	end = list + strcspn(list, ",");
	/* ACTION:FUNCTION, without the file and the caller that follow. */
	colon = memchr(list, ':', (size_t)(end - list));
	second = colon ? memchr(colon + 1, ':', (size_t)(end - colon - 1))
		       : NULL;
	if (second)
		end = second;
	if (colon && colon < end)
		snprintf(buf, len, "%.*s %.*s", (int)(colon - list), list,
			 (int)(end - colon - 1), colon + 1);
	else
		snprintf(buf, len, "%.*s", (int)(end - list), list);
	if (more)
		snprintf(buf + strlen(buf), len - strlen(buf), " and %zu more",
			 more);
}

/* Waits for one running compile and reads it back. */
static int reap(struct inlint_whatif *w, struct queue *q, char *err,
		size_t errlen)
{
	struct inlint_compile *c = NULL;
	int status, ret;
	pid_t pid;

	while (!c) {
		pid = waitpid(-1, &status, 0);
		if (pid < 0 && errno == EINTR)
			continue;
		if (pid < 0) {
			snprintf(err, errlen, "cannot wait for a compile (%s)",
				 strerror(errno));
			q->running = 0;
			return -1;
		}
		c = reaped(w, q, pid);
	}
	q->done++;
	/* The compile had the signal too: what it left says nothing, and
	 * what is left of its group goes (see stop). */
	if (inlint_interrupted()) {
		kill(-pid, SIGKILL);
		return interrupted(err, errlen);
	}
	if (w->c.progress) {
		char what[256], label[4352];

		variant_label(c, what, sizeof(what));
		snprintf(label, sizeof(label), "%s: %s", w->tus->v[c->tu].file,
			 what);
		w->c.progress(w->c.progress_ctx, q->done, q->n, label);
	}
	ret = inlint_compile_finish(c, &w->tus->v[c->tu], status, err, errlen);
	/* Everything is read: the object and the record can go. */
	inlint_scratch_remove(c->dir);
	return ret;
}

/* Stops the compiles still running, after a failure or a signal, and waits
 * for them; what is left of a group once its leader is gone (a driver's
 * cc1) is killed, for it would write into the scratch directory. */
static void stop(struct inlint_whatif *w, struct queue *q)
{
	for (size_t i = 0; i < q->next; i++)
		if (q->v[i].pid > 0)
			kill(-q->v[i].pid, SIGTERM);
	while (q->running > 0) {
		int status;
		pid_t pid = waitpid(-1, &status, 0);

		if (pid < 0 && errno == EINTR)
			continue;
		if (pid < 0)
			break;
		if (reaped(w, q, pid))
			kill(-pid, SIGKILL);
	}
}

/* Whether one more compile may start: -j allows it, and under make, the
 * first runs on inlint's own token and each other on one taken from make's
 * jobserver (none free: wait for a compile to end). */
static bool may_start(struct inlint_whatif *w, const struct queue *q)
{
	if (q->running >= w->c.jobs || q->next >= q->n)
		return false;
	return !q->running || inlint_jobserver_take(&w->jobserver);
}

/* Starts what -j and make's jobserver allow: each compile in a process
 * group of its own, to which a signal to inlint goes on (interrupt.h). */
static int start_more(struct inlint_whatif *w, struct queue *q, char *err,
		      size_t errlen)
{
	int ret = 0;

	while (!ret && !inlint_interrupted() && may_start(w, q)) {
		struct inlint_compile *c = &q->v[q->next++];

		ret = inlint_compile_start(c, &w->tus->v[c->tu], &w->c, err,
					   errlen);
		if (ret) {
			q->done++;
			while (w->jobserver.held &&
			       w->jobserver.held >= q->running)
				inlint_jobserver_give(&w->jobserver);
			continue;
		}
		q->running++;
		inlint_interrupt_forward(c->pid);
	}
	return ret;
}

/* Runs the queue, jobs at a time; after a failure or a signal, starts
 * nothing more and stops the compiles still running. */
static int run_queue(struct inlint_whatif *w, struct queue *q, char *err,
		     size_t errlen)
{
	int ret = 0;

	while (q->done < q->n && !ret) {
		if (inlint_interrupted()) {
			ret = interrupted(err, errlen);
			break;
		}
		ret = start_more(w, q, err, errlen);
		if (!ret && q->running && reap(w, q, err, errlen))
			ret = -1;
	}
	stop(w, q);
	return ret;
}

/* Baselines to the engine, variants to results (compared). */
static void keep(struct inlint_whatif *w, struct queue *q, size_t n_base,
		 const struct inlint_whatif_request *r,
		 struct inlint_whatif_result *results)
{
	for (size_t i = 0; i < n_base; i++) {
		w->baselines[q->v[i].tu] = q->v[i].build;
		q->v[i].build = NULL;
	}
	for (size_t i = n_base; i < q->n; i++) {
		struct inlint_whatif_result *res = &results[i - n_base];

		memset(res, 0, sizeof(*res));
		res->tu = r[i - n_base].tu;
		res->effect.file = w->tus->v[res->tu].file;
		res->effect.decisions = r[i - n_base].decisions;
		res->baseline = w->baselines[res->tu];
		res->variant = q->v[i].build;
		inlint_whatif_compare(res->baseline, res->variant,
				      &res->effect);
		w->variants = inlint_array_grow(w->variants, &w->cap_variants,
						w->n_variants + 1,
						sizeof(*w->variants));
		w->variants[w->n_variants++] = q->v[i].build;
		q->v[i].build = NULL;
	}
}

static size_t queue_baselines(struct inlint_whatif *w, struct queue *q,
			      const struct inlint_whatif_request *r, size_t n)
{
	bool *queued = inlint_xcalloc(w->tus->n + 1, sizeof(*queued));

	for (size_t i = 0; i < n; i++) {
		if (w->baselines[r[i].tu] || queued[r[i].tu])
			continue;
		queued[r[i].tu] = true;
		enqueue(w, q, r[i].tu, NULL);
	}
	free(queued);
	return q->n;
}

/* What a TU needs before its compiles: its view, its IR. */
enum prep { PREP_VIEW = 1, PREP_IR = 2 };

/* The TU's IR, in the engine's scratch directory. */
static char *ir_path(const struct inlint_whatif *w, size_t tu)
{
	size_t n = strlen(w->scratch) + 32;
	char *path = inlint_xmalloc(n);

	snprintf(path, n, "%s/ir%06zu.bc", w->scratch, tu);
	return path;
}

/* Preprocesses (-E -dD) the TUs that want a view and runs the front end of
 * those that want IR, unless done already, as many at once as compiles,
 * and keeps what they made. */
static int run_prep(struct inlint_whatif *w, const unsigned char *want,
		    char *err, size_t errlen)
{
	struct queue q = {0};
	int ret;

	for (size_t i = 0; i < w->tus->n; i++) {
		if (want[i] & PREP_VIEW && !w->views[i]) {
			enqueue(w, &q, i, NULL);
			q.v[q.n - 1].preprocess = true;
		}
		if (want[i] & PREP_IR && !w->irs[i]) {
			w->irs[i] = ir_path(w, i);
			enqueue(w, &q, i, NULL);
			q.v[q.n - 1].front_end = true;
		}
	}
	ret = run_queue(w, &q, err, errlen);
	for (size_t i = 0; i < q.n; i++) {
		struct inlint_compile *c = &q.v[i];

		if (!ret && c->preprocess) {
			w->views[c->tu] = c->view;
			c->view = NULL;
		}
		if (ret && c->front_end) {
			free(w->irs[c->tu]);
			w->irs[c->tu] = NULL;
		}
		inlint_compile_release(c);
	}
	free(q.v);
	return ret;
}

/* Whether TU tu is measured from its objects. */
static bool from_objects(const struct inlint_whatif *w, size_t tu)
{
	char *const *argv = w->tus->v[tu].argv;

	return inlint_objmode_wanted(
		&w->c, w->c.cc ? w->c.cc : argv[inlint_launcher_words(argv)]);
}

/* Options after which the operand must be the source: -x names its
 * language, a response file may hide anything, -save-temps runs the
 * phases apart anyway, and gcov's notes file is named by the front end's
 * compile. */
static bool source_only(const char *arg)
{
	static const char *const prefixes[] = {"-x",
					       "@",
					       "-save-temps",
					       "--save-temps",
					       "--coverage",
					       "-ftest-coverage",
					       "-fprofile-arcs",
					       NULL};

	for (size_t i = 0; prefixes[i]; i++)
		if (!strncmp(arg, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

/* Whether the compiles of TU tu, measured by the plugin, start from the
 * IR of one run of its front end, which is half of a kernel TU's compile:
 * through no launcher (a cache and a server take sources), and no option
 * of source_only. INLINT_NO_SHARED_FRONT_END=1 compiles each from the
 * source. */
static bool shares_front_end(const struct inlint_whatif *w, size_t tu)
{
	char *const *argv = w->tus->v[tu].argv;
	const char *off = getenv("INLINT_NO_SHARED_FRONT_END");

	if ((off && *off && strcmp(off, "0")) ||
	    w->launchers.tu[tu].kind != INLINT_LAUNCHER_NONE)
		return false;
	for (size_t i = 0; argv[i]; i++)
		if (source_only(argv[i]))
			return false;
	return true;
}

/* What the compiles of the n TUs at tu need first: those measured from
 * objects edit and read their source as the preprocessor leaves it; the
 * others share one front end. */
static int prep_for(struct inlint_whatif *w, const size_t *tu, size_t n,
		    char *err, size_t errlen)
{
	unsigned char *want = inlint_xcalloc(w->tus->n + 1, sizeof(*want));
	int ret;

	for (size_t i = 0; i < n; i++)
		want[tu[i]] = from_objects(w, tu[i])	   ? PREP_VIEW
			      : shares_front_end(w, tu[i]) ? PREP_IR
							   : 0;
	ret = run_prep(w, want, err, errlen);
	free(want);
	return ret;
}

int inlint_whatif_run_views(struct inlint_whatif *w, char *err, size_t errlen)
{
	unsigned char *all = inlint_xcalloc(w->tus->n + 1, sizeof(*all));
	int ret;

	memset(all, PREP_VIEW, w->tus->n * sizeof(*all));
	ret = run_prep(w, all, err, errlen);
	free(all);
	return ret;
}

const struct inlint_ppview *inlint_whatif_view(const struct inlint_whatif *w,
					       size_t tu)
{
	return tu < w->tus->n ? w->views[tu] : NULL;
}

int inlint_whatif_run(struct inlint_whatif *w,
		      const struct inlint_whatif_request *requests, size_t n,
		      struct inlint_whatif_result *results, char *err,
		      size_t errlen)
{
	struct queue q = {0};
	struct decisions *d;
	size_t n_base, *tus;
	int ret;

	for (size_t i = 0; i < n; i++)
		if (requests[i].tu >= w->tus->n) {
			snprintf(err, errlen, "no TU %zu", requests[i].tu);
			return -1;
		}
	tus = inlint_xcalloc(n + 1, sizeof(*tus));
	for (size_t i = 0; i < n; i++)
		tus[i] = requests[i].tu;
	ret = prep_for(w, tus, n, err, errlen);
	free(tus);
	if (ret)
		return -1;
	d = all_decisions(w, requests, n, err, errlen);
	if (!d)
		return -1;
	n_base = queue_baselines(w, &q, requests, n);
	for (size_t i = 0; i < n; i++)
		enqueue(w, &q, requests[i].tu, &d[i]);
	ret = run_queue(w, &q, err, errlen);
	if (!ret)
		keep(w, &q, n_base, requests, results);
	for (size_t i = 0; i < q.n; i++)
		inlint_compile_release(&q.v[i]);
	free(q.v);
	release_decisions(d, n);
	return ret;
}

int inlint_whatif_run_baselines_of(struct inlint_whatif *w, const bool *which,
				   char *err, size_t errlen)
{
	struct inlint_whatif_request *some =
		inlint_xcalloc(w->tus->n + 1, sizeof(*some));
	size_t *tus = inlint_xcalloc(w->tus->n + 1, sizeof(*tus));
	struct queue q = {0};
	size_t n_base, n = 0;
	int ret;

	for (size_t i = 0; i < w->tus->n; i++)
		if (!which || which[i]) {
			tus[n] = i;
			some[n++].tu = i;
		}
	ret = prep_for(w, tus, n, err, errlen);
	n_base = ret ? 0 : queue_baselines(w, &q, some, n);
	if (!ret)
		ret = run_queue(w, &q, err, errlen);
	if (!ret)
		keep(w, &q, n_base, NULL, NULL);
	for (size_t i = 0; i < q.n; i++)
		inlint_compile_release(&q.v[i]);
	free(q.v);
	free(some);
	free(tus);
	return ret;
}

int inlint_whatif_run_baselines(struct inlint_whatif *w, char *err,
				size_t errlen)
{
	return inlint_whatif_run_baselines_of(w, NULL, err, errlen);
}
