/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile.h - one what-if compile: started in the TU's directory with the
 * plugin and its decisions on the command line, through the TU's launcher,
 * able to write only in its own scratch directory and the launcher's
 * (Landlock, else checked afterwards); then the record its object carries
 * and the object's sizes read back. */
#ifndef INLINT_COMPILE_H
#define INLINT_COMPILE_H

#include "launcher.h"
#include "ppview.h"
#include "watch.h"
#include "whatif.h"

#include <stdbool.h>
#include <sys/types.h>

struct inlint_compile {
	size_t tu;
	/* A variant's decisions: LIST for the command line (NULL when too
	 * long for one argument), and the absolute decision file for
	 * INLINT_APPLY, used when there is no LIST or the command saves
	 * temps (rewrite.h); both NULL for the baseline. */
	const char *decisions;
	const char *apply;
	const char *cc;	     /* the compiler run (set by start) */
	char *dir;	     /* its scratch directory: out.o, log, rec/, tmp/ */
	const char *scratch; /* the engine's, which holds dir */
	const struct inlint_launchers *launchers; /* the engine's */
	/* Landlock lets it write only beneath dir; else watch checks it. */
	bool confined;
	bool objects; /* measured from its object (objmode.h; set by start) */
	/* Only the command's preprocessing (-E -dD), read into view. */
	bool preprocess;
	/* Only the command's front end: its IR, moved to ir when it ends. */
	bool front_end;
	/* The TU's IR (the engine's), which the compile starts from instead
	 * of the source; a front end's destination; else NULL. */
	const char *ir;
	/* The TU as preprocessed, which a compile measured from objects
	 * edits and reads its definitions from (the engine's), or NULL. */
	const struct inlint_ppview *live;
	struct inlint_ppview *view; /* a preprocessing's, after finish */
	struct inlint_watch watch;
	pid_t pid;
	struct inlint_whatif_build *build; /* after finish */
};

/* Makes c->dir (which the caller named, below the engine's scratch) and
 * starts the compile. Returns 0, or -1 with err set to "FILE: problem". */
int inlint_compile_start(struct inlint_compile *c,
			 const struct inlint_whatif_tu *tu,
			 const struct inlint_whatif_config *cfg, char *err,
			 size_t errlen);

/* After the compile's process ended with wait status status: checks that
 * it wrote nothing outside c->dir (unless confined), then reads the record
 * its object carries, and the object, into c->build. Returns 0, or -1 with err
 * set to "FILE: problem" (the path it wrote; the compiler's first error line
 * when it failed, with a word on the confinement when that is what it names).
 */
int inlint_compile_finish(struct inlint_compile *c,
			  const struct inlint_whatif_tu *tu, int status,
			  char *err, size_t errlen);

/* Frees what c holds (its build or view, directory name and watch). */
void inlint_compile_release(struct inlint_compile *c);

void inlint_whatif_build_destroy(struct inlint_whatif_build *b);

#endif
