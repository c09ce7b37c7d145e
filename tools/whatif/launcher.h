/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* launcher.h - the compiler launchers what-if compiles run through (ccache,
 * distcc, icecc), found in each TU's command, and what they may write: the
 * ccache's cache directory, asked of it once, and a DISTCC_DIR in scratch. */
#ifndef INLINT_LAUNCHER_H
#define INLINT_LAUNCHER_H

#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

enum inlint_launcher_kind {
	INLINT_LAUNCHER_NONE,
	INLINT_LAUNCHER_CCACHE,
	INLINT_LAUNCHER_DISTCC,
	INLINT_LAUNCHER_ICECC,
};

/* How many words of argv come before the compiler: 1 when argv[0] is named
 * ccache, distcc or icecc (in any directory) and argv[1] is a word that is
 * no option (the compiler), else 0. */
size_t inlint_launcher_words(char *const *argv);

/* What a TU's compile runs through. */
struct inlint_launch {
	enum inlint_launcher_kind kind;
	const char *cache_dir; /* ccache's, which it may write; or NULL */
};

/* The launchers of an engine's TUs; zeroed ({0}) before init. */
struct inlint_launchers {
	struct inlint_launch *tu; /* one per TU */
	/* The distcc client's DISTCC_DIR (its locks and host states), in
	 * the engine's scratch, holding a copy of the user's hosts file;
	 * NULL when no TU has a launcher. */
	char *distcc_dir;
	struct inlint_ccache *ccaches; /* each ccache asked once */
	size_t n_ccaches, cap_ccaches;
	struct inlint_program *programs; /* commands' first words looked up */
	size_t n_programs, cap_programs;
};

/* Finds the launcher of each TU's compile, as run with --cc cc (or NULL):
 * the first word, or the compiler that PATH resolves to a launcher
 * (/usr/lib/ccache/clang). Asks each ccache for its cache directory
 * (ccache -k cache_dir, unless CCACHE_DISABLE is set), which must be
 * absolute and hold no TU's directory, and makes it when missing. Returns
 * 0, or -1 with err set. */
int inlint_launchers_init(struct inlint_launchers *l,
			  const struct inlint_whatif_tus *tus, const char *cc,
			  const char *scratch, char *err, size_t errlen);

void inlint_launchers_release(struct inlint_launchers *l);

#endif
