/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* man_tables.c - the ENVIRONMENT and FILES of the man pages: every variable
 * the code reads (grep getenv), every file it looks for unasked. */
#include "man_tables.h"

#include "install_dirs.h"

const struct inlint_man_entry inlint_man_environment[] = {
	{"INLINT_OUT",
	 "The plugin: the directory it writes records to. Default: "
	 "$XDG_CACHE_HOME/inlint/records/ followed by the compiler's working "
	 "directory (~/.cache/inlint/records/... without XDG_CACHE_HOME; "
	 "./inlint-records without HOME either), never the source tree. show, "
	 "merge and lint read that directory when given no records. inlint "
	 "kbuild sets it (--out)"},
	{"INLINT_APPLY",
	 "The plugin: a decision file to apply in every compile "
	 "(docs/DECISIONS.md). tune sets it for its builds"},
	{"INLINT_VERIFY",
	 "The plugin: when 1, verifies the IR after applying decisions"},
	{"INLINT_VERBOSE",
	 "The plugin: when 1, prints its problems on standard error too; "
	 "otherwise they are only in the record, and a -Werror build stays "
	 "clean"},
	{"INLINT_SYSTEM",
	 "The plugin: when 1, also advises on code without a source location "
	 "or from system headers"},
	{"INLINT_PLUGIN",
	 "Commands that compile (whatif, audit, lint -p, merge --whatif, "
	 "flags, kbuild): the plugin when --plugin is not given. Default: "
	 "libinlint.so installed beside inlint, in " INLINT_PLUGIN_FROM_BIN
	 " from its bin directory (../lib in a build tree)"},
	{"INLINT_NO_LANDLOCK",
	 "Commands that compile: when 1, each compile is watched for writes "
	 "outside its scratch directory instead of confined by Landlock"},
	{"INLINT_NO_SHARED_FRONT_END",
	 "Commands that compile: when 1, each compile measured by the plugin "
	 "runs from the source, not from the IR of one front end per TU"},
	{"XDG_CACHE_HOME, HOME",
	 "Where the default record directory is (see INLINT_OUT); "
	 "XDG_CACHE_HOME counts only when it is an absolute path"},
	{"NO_COLOR",
	 "When set and not empty, no colour on a terminal (--color auto)"},
	{"TMPDIR", "Where commands that compile make their scratch "
		   "directories (default /tmp)"},
	{"MAKEFLAGS",
	 "Run by make -jN, commands that compile take their jobs from make's "
	 "jobserver"},
	{"CCACHE_DISABLE, CCACHE_EXTRAFILES, DISTCC_DIR, DISTCC_HOSTS",
	 "Compiles through ccache or distcc: read as those tools read them, "
	 "to tell whether a launcher caches or sends a compile away"},
};

const size_t inlint_man_n_environment =
	sizeof(inlint_man_environment) / sizeof(inlint_man_environment[0]);

const struct inlint_man_entry inlint_man_files[] = {
	{".inlint.yaml",
	 "The project file: its configurations are found from the working "
	 "directory up, its checks: from each finding's source file up, the "
	 "nearest file that has the key (docs/CONFIGURATIONS.md, "
	 "docs/CONVENTIONS.md)"},
	{"~/.cache/inlint/records/",
	 "The records of compiles run without INLINT_OUT, one folder per "
	 "working directory of the compiler ($XDG_CACHE_HOME/inlint/records/ "
	 "when set)"},
	{"LIBDIR/inlint/libinlint.so",
	 "The plugin clang loads (-fpass-plugin=), found from inlint's bin "
	 "directory as " INLINT_PLUGIN_FROM_BIN "/libinlint.so"},
	{"DATADIR/inlint/kbuild.sh",
	 "The kernel recipe inlint kbuild runs, found from inlint's bin "
	 "directory as " INLINT_DATA_FROM_BIN "/kbuild.sh"},
};

const size_t inlint_man_n_files =
	sizeof(inlint_man_files) / sizeof(inlint_man_files[0]);
