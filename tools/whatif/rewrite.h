/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rewrite.h - a TU's compile turned into a what-if compile: the plugin
 * loaded, the object written into a scratch directory, and every other
 * file the command would write into the user's tree left out or sent
 * there too. */
#ifndef INLINT_REWRITE_H
#define INLINT_REWRITE_H

#include <stdbool.h>
#include <stddef.h>

struct inlint_rewrite {
	const char *cc;	     /* replaces argv[0], or NULL */
	const char *plugin;  /* -fpass-plugin= of the compile */
	const char *object;  /* its -o, in scratch */
	const char *scratch; /* where every other output goes */
	const char *dir;     /* the compile's working directory, which
			      * relative response files are read from */
};

/* The argv to run: argv (NULL-ended) with argv[0] replaced by r->cc when
 * not NULL, its response files (@FILE) expanded (response.h), then:
 * - dropped: -o, dependency files (-MD, -MMD, -MF, -MT, -MQ, -MJ, -MP,
 *   -MG, and those inside -Wp,...), --serialize-diagnostics, -gen-reproducer
 *   (which makes every compile fail), and another inlint's -fpass-plugin=;
 * - into scratch: -save-temps and -save-stats (made =obj), -dumpdir,
 *   -ftime-trace=, -foptimization-record-file=, -fproc-stat-report=,
 *   -fcrash-diagnostics-dir=;
 * - -Xclang X and -Xclang=X read as one unit, an option of clang -cc1, and
 *   its value the next unit: cc1's own output options dropped (-o,
 *   -dependency-file, -MT, -MQ, ...) or sent into scratch (-split-dwarf-file,
 *   -split-dwarf-output, -coverage-notes-file, -coverage-data-file,
 *   -stats-file=, ...);
 * - the value after -mllvm, -Xlinker and the like passed on as it is;
 * - -S made -c; then -fpass-plugin=plugin and -o object appended.
 * What this misses, Landlock stops (the compile may write only in scratch).
 * Returns a NULL-ended malloc'd argv (inlint_argv_free), or NULL with err
 * set when a response file cannot be read, the command does not make an
 * object (-E, -M, -fsyntax-only, -emit-llvm, -flto, no -c), a cc1 output
 * option has no -Xclang value after it, or its compiler is GCC, which
 * cannot load the plugin. */
char **inlint_whatif_rewrite(char *const *argv, const struct inlint_rewrite *r,
			     char *err, size_t errlen);

/* Whether arg takes the next word as a value that is never a driver option
 * (-Xclang, -mllvm, -Xlinker, ...): for checks of a rewritten argv. */
bool inlint_whatif_takes_word(const char *arg);

#endif
