/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rewrite.h - a TU's compile turned into a what-if compile: the plugin
 * loaded with its decisions on the command line, the object written into a
 * scratch directory, and every other file the command would write into the
 * user's tree left out or sent there too. */
#ifndef INLINT_REWRITE_H
#define INLINT_REWRITE_H

#include "split.h"

#include <stdbool.h>
#include <stddef.h>

struct inlint_rewrite {
	const char *cc;	       /* replaces the compiler, or NULL */
	const char *plugin;    /* -fpass-plugin= of the compile */
	const char *decisions; /* LIST of -inlint-decisions, or NULL */
	const char *object;    /* its -o, in scratch */
	const char *scratch;   /* where every other output goes */
	const char *dir;       /* the compile's working directory, which
				* relative response files are read from */
	/* file is the operand (absolute) that source or ir replaces.
	 * Measured from objects (objmode.h), when source is not NULL: no
	 * plugin; source, a copy of file in scratch, is compiled, quoted
	 * includes looked up in origin (-iquote) and __FILE__ as in origin
	 * (-fmacro-prefix-map). */
	const char *file, *source, *origin;
	/* The command's preprocessing alone (ppview.h): no launcher, no
	 * plugin, -c made -E, the macros kept (-dD), the output to object. */
	bool preprocess;
	/* The command's front end alone: no launcher, no plugin, the IR
	 * before any pass (-emit-llvm -disable-llvm-passes) to object. */
	bool emit_ir;
	/* That IR, compiled instead of the operand file: no launcher; the
	 * front end's options, unused now, are no error. */
	const char *ir;
};

/* The argv to run: argv (NULL-ended) with its compiler (argv[0], or the
 * word after a launcher, launcher.h) replaced by r->cc when not NULL, the
 * launcher kept, its response files (@FILE) expanded (response.h), then:
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
 * - -S made -c; then the plugin's words (inlint_whatif_plugin_words) and
 *   -o object appended.
 * A command that saves temps (-save-temps) runs each phase in a process of
 * its own, and the assembler's does not know the plugin's options: then
 * only -fpass-plugin is added, and *in_env set, saying that the decisions
 * go by INLINT_APPLY and the record into a file below INLINT_OUT.
 * What this misses, Landlock stops (the compile may write only in scratch).
 * Returns a NULL-ended malloc'd argv (inlint_argv_free), or NULL with err
 * set when a response file cannot be read, the command does not make an
 * object (-E, -M, -fsyntax-only, -emit-llvm, -flto, no -c), a cc1 output
 * option has no -Xclang value after it, or its compiler is GCC, which
 * cannot load the plugin. */
char **inlint_whatif_rewrite(char *const *argv, const struct inlint_rewrite *r,
			     bool *in_env, char *err, size_t errlen);

/* Appends the words that load plugin (and, for an LLVM before 22, make
 * its options known), keep the record only in the object
 * (-inlint-no-record-file) unless record_file and, when decisions is not
 * NULL, apply its decisions (-inlint-decisions=LIST): all on the command
 * line, which ccache hashes, distcc sends and Kbuild compares. */
void inlint_whatif_plugin_words(struct inlint_words *a, const char *plugin,
				const char *decisions, bool record_file);

/* Whether the compiler cc is GCC (its name says gcc or g++). */
bool inlint_whatif_is_gcc(const char *cc);

/* What to tell a user whose compiler cannot load the plugin. */
extern const char inlint_whatif_cc_advice[];

/* Whether arg takes the next word as a value that is never a driver option
 * (-Xclang, -mllvm, -Xlinker, ...): for checks of a rewritten argv. */
bool inlint_whatif_takes_word(const char *arg);

#endif
