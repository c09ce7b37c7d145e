/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rewrite.h - a TU's compile turned into a what-if compile: the plugin
 * loaded, the object written into a scratch directory, and every other
 * file the command would write into the user's tree left out or sent
 * there too. */
#ifndef INLINT_REWRITE_H
#define INLINT_REWRITE_H

#include <stddef.h>

/* The argv to run: argv (NULL-ended) with argv[0] replaced by cc when not
 * NULL; -o, dependency files (-MD, -MMD, -MF, -MT, -MQ, -MJ, -MP, and
 * those inside -Wp,...), -save-temps (made =obj), --serialize-diagnostics,
 * -ftime-trace=, -foptimization-record-file= and other -fpass-plugin= of
 * inlint dropped or redirected into scratch; -S made -c; then
 * -fpass-plugin=plugin and -o object appended. Returns a NULL-ended
 * malloc'd argv (inlint_argv_free), or NULL with err set when the command
 * does not make an object (-E, -M, -fsyntax-only, -emit-llvm, -flto, no -c)
 * or its compiler is GCC, which cannot load the plugin. */
char **inlint_whatif_rewrite(char *const *argv, const char *cc,
			     const char *plugin, const char *object,
			     const char *scratch, char *err, size_t errlen);

#endif
