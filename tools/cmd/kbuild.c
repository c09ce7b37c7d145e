/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* kbuild.c - "inlint kbuild [--out DIR] [--apply FILE] -- make ARGS...": runs
 * the installed kernel recipe (share/inlint/kbuild.sh) with the plugin and
 * the CLI this inlint finds, so that an install needs no path of its own. */
#include "beside_exe.h"
#include "commands.h"
#include "install_dirs.h"
#include "whatif.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int kbuild_main(int argc, char **argv);

enum { OPT_OUT = 1, OPT_APPLY, OPT_VERIFY, OPT_PLUGIN };

static const struct inlint_option options[] = {
	{OPT_OUT, "out", 0, "DIR",
	 "the record directory (default: the records of compiles run in the "
	 "build's directory, O= or -C, in $XDG_CACHE_HOME/inlint/records/, "
	 "where show, merge and lint find them when run there)",
	 0},
	{OPT_APPLY, "apply", 0, "FILE",
	 "apply the decisions of FILE (any decision file, docs/DECISIONS.md) "
	 "to every compile and link",
	 0},
	{OPT_VERIFY, "verify", 0, NULL,
	 "verify the IR after applying decisions (INLINT_VERIFY=1)", 0},
	{OPT_PLUGIN, "plugin", 0, "PATH",
	 "libinlint.so (default: $INLINT_PLUGIN, else the one installed beside "
	 "inlint)",
	 0},
	{0},
};

const struct inlint_command inlint_kbuild_command = {
	.name = "kbuild",
	.summary = "run a kernel build with the plugin",
	.synopsis = "[--out DIR] [--apply FILE] [--verify] [--plugin PATH] -- "
		    "make ARGS...",
	.description =
		"Runs make ARGS (a kernel build, or any Kbuild-style make) "
		"with the plugin in every C compile and, with LLVM= or LD=, "
		"in the LTO link: the kernel recipe installed as "
		"share/inlint/kbuild.sh, given this inlint's plugin. It "
		"checks first that the plugin loads into the build's clang, "
		"adds -gline-tables-only unless the build has debug info, "
		"passes the plugin through ccache, distcc and icecc (its "
		"flags on the command line, each record in its object), and "
		"fails if the build compiled nothing with the plugin. "
		"Kbuild's probe compiles of /dev/null write no record.\n\n"
		"  inlint kbuild -- make -C ~/linux O=~/build LLVM=-22 -j8 "
		"vmlinux\n"
		"  cd ~/build && inlint merge -o report.yaml\n\n"
		"The records go to the user's cache, under a folder named "
		"after the directory Kbuild compiles in (O=, else -C), never "
		"into the tree; the last line says where.",
	.options = options,
	.doc = "KERNEL.md",
	.examples = "inlint kbuild -- make -C ~/linux O=~/build LLVM=-22 -j8 "
		    "vmlinux\n"
		    "inlint kbuild --apply decisions.yaml -- make LLVM=1 -j8  "
		    "# the decisions in every compile and link\n",
	.run = kbuild_main,
};

struct kbuild_args {
	char **argv; /* the script's, built as options come */
	size_t n;
	const char *plugin;
	bool make; /* an operand came: the make command */
};

static void add(struct kbuild_args *a, const char *word)
{
	a->argv[a->n++] = (char *)word;
}

static int kbuild_option(void *ctx, struct inlint_args *p, int id)
{
	struct kbuild_args *a = ctx;

	switch (id) {
	case OPT_PLUGIN:
		a->plugin = p->value;
		return 0;
	case OPT_OUT:
		add(a, "--out");
		break;
	case OPT_APPLY:
		add(a, "--apply");
		break;
	case OPT_VERIFY:
		add(a, "--verify");
		return 0;
	default:
		if (!a->make)
			add(a, "--");
		a->make = true;
	}
	add(a, p->value);
	return 0;
}

/* Runs the script with a's arguments; returns only when it cannot. */
static int run_script(struct kbuild_args *a, const char *plugin)
{
	static const char *const where[] = {INLINT_DATA_FROM_BIN "/kbuild.sh",
					    "../share/inlint/kbuild.sh"};
	char *script = inlint_beside_exe(where, 2), *self = inlint_exe_path();

	if (!script) {
		inlint_error("kbuild.sh not found beside inlint (in %s)",
			     INLINT_DATA_FROM_BIN);
		free(self);
		return INLINT_EXIT_USAGE;
	}
	a->argv[0] = script;
	a->argv[1] = "--plugin";
	a->argv[2] = (char *)plugin;
	if ((self && setenv("INLINT_KBUILD_CLI", self, 1)) ||
	    setenv("INLINT_KBUILD_NAME", "inlint kbuild", 1))
		inlint_error("cannot set the environment (%s)",
			     strerror(errno));
	else {
		inlint_flush_stdout();
		execv(script, a->argv);
		inlint_error("%s: cannot run (%s)", script, strerror(errno));
	}
	free(script);
	free(self);
	return INLINT_EXIT_USAGE;
}

static int kbuild_main(int argc, char **argv)
{
	/* The script, --plugin PATH, "--", two words an argument at most
	 * (--out=DIR), and NULL. */
	struct kbuild_args a = {
		.argv = inlint_xcalloc(2 * (size_t)argc + 5, sizeof(char *)),
		.n = 3};
	char err[2048];
	char *plugin = NULL;
	int status = inlint_command_parse(&inlint_kbuild_command, argc, argv,
					  kbuild_option, &a);

	if (!status && !a.make)
		status = inlint_usage_error(&inlint_kbuild_command,
					    "no make command after --");
	if (!status) {
		plugin = inlint_whatif_find_plugin(a.plugin, err, sizeof(err));
		status = plugin ? run_script(&a, plugin) : inlint_fail(err);
	}
	free(plugin);
	free(a.argv);
	return status;
}
