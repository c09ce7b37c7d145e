/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif.h - the what-if engine: a translation unit's real compile, run
 * again with the plugin as it is (the baseline, once per TU) and with a
 * decision set applied (a variant), and the two compared: call sites that
 * flipped, out-of-line copies that appeared, vanished or changed size, the
 * TU's .text. The API inlint whatif, audit and lint -p stand on.
 *
 * Use: fill a struct inlint_whatif_tus (inlint_whatif_tus_from_compdb or
 * inlint_whatif_tu_from_argv), create an engine over it, call
 * inlint_whatif_run with one request per (TU, decision file) as often as
 * needed; baselines are compiled on first need and kept. */
#ifndef INLINT_WHATIF_H
#define INLINT_WHATIF_H

#include "frames.h"
#include "model.h"
#include "sizes.h"
#include "whatif_effect.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One translation unit's compile, as its build runs it. */
struct inlint_whatif_tu {
	char *directory; /* absolute: where the compile runs */
	char *file;	 /* the source as the command names it */
	char *path;	 /* the source, absolute and normalised */
	char **argv;	 /* NULL-ended; argv[0] is the compiler */
	size_t argc;
};

struct inlint_whatif_tus {
	struct inlint_whatif_tu *v;
	size_t n, cap;
};

/* Appends the entries of the compile database at db_path whose source is
 * one of select (files or directories: a directory selects every source
 * below it; relative to our working directory), or every entry when
 * n_select is 0. Returns 0, or -1 with err set: the database cannot be
 * read, an entry's command cannot be split, or a selected path matches no
 * entry ("PATH: not in DB"). */
int inlint_whatif_tus_from_compdb(const char *db_path,
				  const char *const *select, size_t n_select,
				  struct inlint_whatif_tus *out, char *err,
				  size_t errlen);

/* Appends the compile argv[0..argc-1] ("clang -O2 -c x.c ..."), run in our
 * working directory; its source is the one operand ending in .c (or .i).
 * Returns 0, or -1 with err set. */
int inlint_whatif_tu_from_argv(char *const *argv, size_t argc,
			       struct inlint_whatif_tus *out, char *err,
			       size_t errlen);

void inlint_whatif_tus_release(struct inlint_whatif_tus *t);

/* path made absolute against dir (when relative) and normalised lexically:
 * no empty or "." components, ".." taking back the one before it. A new
 * string. */
char *inlint_whatif_absolute(const char *dir, const char *path);

/* How a compile is measured: by the plugin's records, from its objects
 * (objmode.h: the decisions made source edits in a scratch copy, the
 * calls and bytes read from the objects), or from objects when the
 * compiler is GCC, which cannot load the plugin, else by the plugin. */
enum inlint_whatif_measure {
	INLINT_WHATIF_MEASURE_AUTO,
	INLINT_WHATIF_MEASURE_PLUGIN,
	INLINT_WHATIF_MEASURE_OBJECTS,
};

struct inlint_whatif_config {
	const char *plugin; /* libinlint.so (inlint_whatif_find_plugin) */
	const char *cc;	    /* replaces every command's compiler, or NULL */
	unsigned jobs;	    /* compiles at once; 0: the number of CPUs */
	enum inlint_whatif_measure measure;
	/* Called after each compile (from the calling thread), or NULL: done
	 * of total compiles of this run, the last one's source. */
	void (*progress)(void *ctx, size_t done, size_t total,
			 const char *file);
	void *progress_ctx;
};

/* The plugin: explicit when not NULL, else $INLINT_PLUGIN, else beside the
 * running inlint (<libdir>/inlint/libinlint.so installed, the libdir
 * CMake configured, multiarch too; <bindir>/../lib/libinlint.so in the
 * build tree). Returns a malloc'd
 * absolute path, or NULL with err set to what was tried. */
char *inlint_whatif_find_plugin(const char *explicit, char *err, size_t errlen);

/* The plugin a run measured as measure says needs: that of
 * inlint_whatif_find_plugin, but a run measured only from objects needs
 * none and gets "" (malloc'd) when none is found, and so does one measured
 * as auto when no plugin was named: only its clang TUs would need one. */
char *inlint_whatif_plugin_for(const char *explicit,
			       enum inlint_whatif_measure measure, char *err,
			       size_t errlen);

/* What one compile left, read back: its record and its object's sized
 * symbols (symsize.h). Measured from objects, the record is empty (it
 * names the target and compiler only), the symbols are named after their
 * function (clones folded), and calls holds the calls left (objcalls.h). */
struct inlint_whatif_build {
	struct inlint_model *record;
	struct inlint_symsizes *syms;
	struct inlint_objcalls *calls; /* NULL: measured by the plugin */
	char *built_by; /* from objects: "x86_64, gcc 12", else NULL */
	/* From objects: the command's level words ("-Os KASAN"), as the
	 * record's would be (inlint_model_level); else NULL. */
	char *level;
	/* The frames its compile said are over the limit, which stays a
	 * warning there (INLINT_FRAMES_NO_ERROR), and whether the command
	 * alone would make them an error. */
	struct inlint_frames frames;
	bool frames_fail;
};

/* What a baseline's record says of the build (compiler_words.c), as
 * audit's and whatif's YAML name it: compiler "clang 22" (from "Debian
 * clang version 22.1.8 ..."; measured from objects the record has "gcc 12"
 * already; else "the compiler") and arch "x86_64", the target triple's
 * first part. */
void inlint_whatif_build_words(const struct inlint_whatif_build *b,
			       char *compiler, size_t n_compiler, char *arch,
			       size_t n_arch);

/* The words of b's inliner and sanitizers where they are not -O2's
 * ("-Os -fno-inline KASAN"): its record's, or measured from objects its
 * command's; "" for neither. */
void inlint_whatif_build_level(const struct inlint_whatif_build *b, char *buf,
			       size_t n);

/* One variant compared with its TU's baseline: the effect (its flips'
 * strings point into the builds, which the engine owns until it is
 * destroyed) and the two builds. */
struct inlint_whatif_result {
	size_t tu; /* index into the engine's TUs */
	struct inlint_whatif_effect effect;
	const struct inlint_whatif_build *baseline;
	const struct inlint_whatif_build *variant;
};

/* Fills e (zeroed by the caller, who sets file and decisions) with what
 * differs from baseline to variant, two builds of one TU. Exposed for
 * tests and for callers that compile otherwise. */
void inlint_whatif_compare(const struct inlint_whatif_build *baseline,
			   const struct inlint_whatif_build *variant,
			   struct inlint_whatif_effect *e);

/* Frees what run allocated in r (inlint_whatif_effect_release); the
 * builds stay with the engine. */
void inlint_whatif_result_release(struct inlint_whatif_result *r);

struct inlint_whatif;

/* An engine over tus (kept by reference: they must outlive it) with its
 * own scratch directory, below which its compiles may write and nowhere
 * else but in the cache of the ccache they run through (launcher.h):
 * Landlock confines them where the kernel has it (and INLINT_NO_LANDLOCK
 * is not 1), else each is checked afterwards. Returns NULL with err set
 * when the directory cannot be made, or a launcher's cannot be found or
 * used. */
struct inlint_whatif *inlint_whatif_create(const struct inlint_whatif_config *c,
					   const struct inlint_whatif_tus *tus,
					   char *err, size_t errlen);

/* Kills nothing (every run has ended): removes the scratch directory and
 * frees every build. */
void inlint_whatif_destroy(struct inlint_whatif *w);

/* One variant to compile: a TU and a decision file, or NULL for the empty
 * decision set, which is applied as an empty list (the same path as any
 * set: an empty set measures the noise of applying). The decisions go on
 * the compile's command line (-mllvm -inlint-decisions=LIST), where a
 * launcher such as ccache sees them. */
struct inlint_whatif_request {
	size_t tu;
	const char *decisions;
};

/* Compiles every request (and each TU's baseline when not done yet;
 * before them, a TU measured from objects is preprocessed once, as
 * inlint_whatif_run_views does), up to the configured number at once (it reaps
 * children with waitpid(-1): the caller has no other child running meanwhile),
 * and fills results[i] (caller-owned, n of them) for requests[i]. Returns 0, or
 * -1 with err set to one line for the first TU that failed: "FILE: problem" (a
 * compile that fails quotes the compiler's first error line; a compiler that
 * cannot load the plugin says so and suggests --cc; a compile that wrote
 * outside its scratch directory names the file). Results are filled only on
 * success. Each compile runs in a process group of its own, to which a signal
 * caught (interrupt.h; the engine's scratch directory catches them) goes
 * on: then it starts nothing more, waits for the compiles running and
 * fails with "interrupted by SIGTERM" (or SIGINT, SIGHUP). */
int inlint_whatif_run(struct inlint_whatif *w,
		      const struct inlint_whatif_request *requests, size_t n,
		      struct inlint_whatif_result *results, char *err,
		      size_t errlen);

/* Compiles the baseline of every TU not built yet, as inlint_whatif_run
 * does before its variants: for callers that choose their decisions from
 * the baseline's record (audit). Returns 0, or -1 with err set. */
int inlint_whatif_run_baselines(struct inlint_whatif *w, char *err,
				size_t errlen);

/* inlint_whatif_run_baselines for the TUs marked in which (NULL: all). */
int inlint_whatif_run_baselines_of(struct inlint_whatif *w, const bool *which,
				   char *err, size_t errlen);

/* A TU as its compiler sees it: its command run with -E -dD (ppview.h). */
struct inlint_ppview;

/* Preprocesses every TU not preprocessed yet (a run does so for the TUs
 * it measures from objects), through no launcher, as many at once as
 * compiles. Returns 0, or -1 with err set ("FILE: compile failed: ..."). */
int inlint_whatif_run_views(struct inlint_whatif *w, char *err, size_t errlen);

/* The view of TU tu, once preprocessed, or NULL. */
const struct inlint_ppview *inlint_whatif_view(const struct inlint_whatif *w,
					       size_t tu);

/* The baseline of TU tu, compiled by an earlier run, or NULL. */
const struct inlint_whatif_build *
inlint_whatif_baseline(const struct inlint_whatif *w, size_t tu);

/* The TUs a decision about a function of file reaches (reach.c): those
 * whose source is file (one path the other's tail); for any other file,
 * such as a header, or NULL, every TU, of which only those whose baseline
 * defines it count (inlint_whatif_defines). Fills tu (room for tus->n)
 * and returns how many. */
size_t inlint_whatif_reach(const struct inlint_whatif_tus *tus,
			   const char *file, size_t *tu);

/* Whether b's record defines function from file (any file when NULL);
 * measured from objects, always (a variant's edit found its definition). */
bool inlint_whatif_defines(const struct inlint_whatif_build *b,
			   const char *function, const char *file);

/* A decision file about one function (probe.c). */
struct inlint_whatif_probe {
	const char *function, *file; /* what its decisions are about */
	const char *decisions;	     /* NULL: only baselines wanted */
};

/* Called for probe i with its effects in the n TUs whose baseline defines
 * its function (none for a probe without decisions). */
typedef void (*inlint_whatif_probe_fn)(
	void *ctx, size_t i, const struct inlint_whatif_effect *const *e,
	size_t n);

/* Compiles each probe's decisions with the TUs it reaches
 * (inlint_whatif_reach), all in one run of w; a probe without decisions
 * adds, with the empty set, only TUs no other probe compiles, so that
 * inlint_whatif_baseline has them. Calls each for every probe, in order.
 * Returns 0, or -1 with err set (inlint_whatif_run). */
int inlint_whatif_probe_run(struct inlint_whatif *w,
			    const struct inlint_whatif_tus *tus,
			    const struct inlint_whatif_probe *p, size_t n,
			    inlint_whatif_probe_fn each, void *ctx, char *err,
			    size_t errlen);

/* A decision tried alone by inlint_whatif_probe_db; without one
 * (has_decision false) its TUs are compiled for their baselines only. */
struct inlint_whatif_trial {
	const char *function, *file;
	const char *caller; /* a call-site decision; NULL: the function's */
	unsigned call_line;
	enum inlint_action action;
	bool has_decision;
};

/* Called after the run with the baseline of every TU compiled. */
typedef void (*inlint_whatif_baseline_fn)(void *ctx,
					  const struct inlint_whatif_build *b);

/* Writes the n trials' decisions to path as one decision file. Returns 0,
 * or -1 with err set. */
int inlint_whatif_trials_write(const struct inlint_whatif_trial *t, size_t n,
			       const char *path, char *err, size_t errlen);

/* Each trial's decision written to a file under dir and run as probe i
 * on w over tus (inlint_whatif_probe_run: each is called for every
 * trial); then baseline, if not NULL, for every baseline. w keeps its
 * baselines for later runs. Returns 0, or -1 with err set. */
int inlint_whatif_probe_trials(struct inlint_whatif *w,
			       const struct inlint_whatif_tus *tus,
			       const char *dir,
			       const struct inlint_whatif_trial *t, size_t n,
			       inlint_whatif_probe_fn each,
			       inlint_whatif_baseline_fn baseline, void *ctx,
			       char *err, size_t errlen);

/* inlint_whatif_probe_trials on tus, in an engine and a scratch directory
 * named after prefix that are gone on return. Returns 0, or -1 with err
 * set. */
int inlint_whatif_probe_tus(const struct inlint_whatif_config *cfg,
			    const struct inlint_whatif_tus *tus,
			    const char *prefix,
			    const struct inlint_whatif_trial *t, size_t n,
			    inlint_whatif_probe_fn each,
			    inlint_whatif_baseline_fn baseline, void *ctx,
			    char *err, size_t errlen);

/* What lint -p shares with merge --whatif: inlint_whatif_probe_trials
 * on the TUs of compile database db_path, in an engine and a scratch
 * directory named after prefix that are gone on return. Returns 0, or -1
 * with err set. */
int inlint_whatif_probe_db(const struct inlint_whatif_config *cfg,
			   const char *db_path, const char *prefix,
			   const struct inlint_whatif_trial *t, size_t n,
			   inlint_whatif_probe_fn each,
			   inlint_whatif_baseline_fn baseline, void *ctx,
			   char *err, size_t errlen);

/* A progress callback for inlint_whatif_config (progress.c): "[done/total]
 * file" on stderr when a run has more than four compiles. */
void inlint_whatif_progress_stderr(void *ctx, size_t done, size_t total,
				   const char *file);

/* The project file's configurations (format/project.h), as what-if TUs
 * (derive.c). */
struct inlint_config;

/* Appends the TUs of c's database whose source is one of select
 * (inlint_whatif_tus_from_compdb), each command changed for c:
 * - compiler: the compiler word (after a launcher, which stays) replaced;
 * - target: clang gets --target=T, GCC is T-gcc (the cross compiler);
 * - profile: clang gets -fprofile-sample-use=P, GCC -fauto-profile=P.
 * When words is not NULL, it gets (n_words bytes) what outputs call the
 * compiler and target most of the TUs share (compiler_words.h, asked in a
 * scratch directory of its own): a kernel database's host tools come
 * first. Returns 0, or -1 with err set. */
int inlint_whatif_tus_from_config(const struct inlint_config *c,
				  const char *const *select, size_t n_select,
				  struct inlint_whatif_tus *out, char *words,
				  size_t n_words, char *err, size_t errlen);

/* As inlint_whatif_probe_db, on configuration c's TUs; and words (n_words
 * bytes) gets what outputs call it (compiler_words.h): the compile of the
 * first trial's file, else as inlint_whatif_tus_from_config. */
int inlint_whatif_probe_config(
	const struct inlint_whatif_config *cfg, const struct inlint_config *c,
	const char *prefix, const struct inlint_whatif_trial *t, size_t n,
	inlint_whatif_probe_fn each, inlint_whatif_baseline_fn baseline,
	void *ctx, char *words, size_t n_words, char *err, size_t errlen);

#endif
