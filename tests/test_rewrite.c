// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_rewrite.c - the what-if compile's arguments: the plugin (with its
 * decisions) and the scratch object added, a launcher kept in front of the
 * compiler, every other output of the command dropped or sent to scratch
 * (also in response files and behind -Xclang), and the commands it
 * refuses. */
#include "check.h"
#include "rewrite.h"
#include "scratch.h"
#include "split.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What every rewrite ends with: a frame over the limit kept a warning,
 * the plugin, the record kept in the object, the object in scratch. */
#define TAIL                                                                   \
	"-Wno-error=frame-larger-than= -fpass-plugin=/p/libinlint.so -mllvm "  \
	"-inlint-no-record-file -o /s/out.o"

/* A string literal and its length, NUL bytes inside counted. */
#define BYTES(lit) lit, sizeof(lit) - 1

/* The rewrite of cmd run in dir with decisions (a LIST, or NULL), joined
 * by spaces and followed by " (in env)" when the decisions go by the
 * environment, or "ERROR: problem". */
static char *run(const struct inlint_rewrite *r, const char *cmd);

static char *rewrite_with(const char *dir, const char *cmd, const char *cc,
			  const char *decisions)
{
	struct inlint_rewrite r = {.cc = cc,
				   .plugin = "/p/libinlint.so",
				   .decisions = decisions,
				   .object = "/s/out.o",
				   .scratch = "/s",
				   .dir = dir};

	return run(&r, cmd);
}

static char *run(const struct inlint_rewrite *r, const char *cmd)
{
	static char out[2048];
	char err[256];
	char **argv, **v;
	size_t argc;
	bool in_env = false;

	out[0] = '\0';
	if (inlint_split_command(cmd, &argv, &argc, err, sizeof(err)))
		return "bad test";
	v = inlint_whatif_rewrite(argv, r, &in_env, err, sizeof(err));
	inlint_argv_free(argv);
	if (!v) {
		snprintf(out, sizeof(out), "ERROR: %s", err);
		return out;
	}
	for (size_t i = 0; v[i]; i++) {
		strcat(out, i ? " " : "");
		strcat(out, v[i]);
	}
	strcat(out, in_env ? " (in env)" : "");
	inlint_argv_free(v);
	return out;
}

static char *rewrite_in(const char *dir, const char *cmd, const char *cc)
{
	return rewrite_with(dir, cmd, cc, NULL);
}

static char *rewrite(const char *cmd, const char *cc)
{
	return rewrite_in("/d", cmd, cc);
}

/* A launcher (ccache, distcc, icecc) stays in front, and --cc replaces the
 * compiler after it, never leaving the old one as an input. */
static void launchers(void)
{
	CHECK_STR(rewrite("ccache clang-22 -O2 -c a.c -o a.o", NULL),
		  "ccache clang-22 -O2 -c a.c " TAIL);
	CHECK_STR(rewrite("ccache clang-22 -O2 -c a.c", "clang-22"),
		  "ccache clang-22 -O2 -c a.c " TAIL);
	CHECK_STR(rewrite("/usr/bin/distcc gcc -c a.c", "/opt/bin/clang"),
		  "/usr/bin/distcc /opt/bin/clang -c a.c " TAIL);
	CHECK_STR(rewrite("icecc cc -c a.c", "clang"),
		  "icecc clang -c a.c " TAIL);
	CHECK_STR(rewrite("ccache gcc -c a.c", NULL),
		  "ERROR: gcc cannot load the inlint plugin (an LLVM pass "
		  "plugin); give a clang of LLVM 22 with --cc clang-22, or "
		  "--measure objects");
	/* Without a compiler after it, the launcher word is the compiler
	 * (ccache's own options, distcc's default compiler). */
	CHECK_STR(rewrite("distcc -c a.c", "clang"), "clang -c a.c " TAIL);
	/* A name that only ends like one is no launcher. */
	CHECK_STR(rewrite("myccache clang -c a.c", NULL),
		  "myccache clang -c a.c " TAIL);
}

/* Decisions go on the command line, where ccache hashes them. */
static void decisions(void)
{
	CHECK_STR(rewrite_with("/d", "ccache clang -c a.c", NULL,
			       "always_inline:obj_malloc"),
		  "ccache clang -c a.c -Wno-error=frame-larger-than= "
		  "-fpass-plugin=/p/libinlint.so -mllvm "
		  "-inlint-no-record-file -mllvm "
		  "-inlint-decisions=always_inline:obj_malloc -o /s/out.o");
	CHECK_STR(rewrite_with("/d", "clang -c a.c", NULL, ""),
		  "clang -c a.c -Wno-error=frame-larger-than= "
		  "-fpass-plugin=/p/libinlint.so -mllvm "
		  "-inlint-no-record-file -mllvm -inlint-decisions= -o "
		  "/s/out.o");
}

/* -Xclang X and -Xclang=X are units: an option of cc1's and its value are
 * two of them, dropped or redirected together. */
static void xclang(void)
{
	CHECK_STR(rewrite("clang -O2 -c a.c -Xclang -dependency-file -Xclang "
			  "dep.d -Xclang -MT -Xclang x.o",
			  NULL),
		  "clang -O2 -c a.c " TAIL);
	CHECK_STR(rewrite("clang -c a.c -Xclang=-dependency-file "
			  "-Xclang=tree/dep.d -Xclang=-MQ -Xclang x -Xclang "
			  "-MTy -Xclang -o -Xclang=tree/x.o",
			  NULL),
		  "clang -c a.c " TAIL);
	CHECK_STR(rewrite("clang -g -gsplit-dwarf -c a.c -Xclang "
			  "-split-dwarf-file -Xclang tree/s.dwo -Xclang "
			  "-split-dwarf-output -Xclang=tree/s.dwo",
			  NULL),
		  "clang -g -gsplit-dwarf -c a.c -Xclang -split-dwarf-file "
		  "-Xclang /s/xclang.dwo -Xclang -split-dwarf-output -Xclang "
		  "/s/xclang.dwo " TAIL);
	CHECK_STR(
		rewrite("clang -c a.c -Xclang -coverage-notes-file=t/a.gcno "
			"-Xclang=-coverage-data-file -Xclang=t/a.gcda "
			"-Xclang=-stats-file=t/a.stats -Xclang "
			"-stats-file-append",
			NULL),
		"clang -c a.c -Xclang -coverage-notes-file=/s/xclang.gcno "
		"-Xclang -coverage-data-file -Xclang /s/xclang.gcda -Xclang "
		"-stats-file=/s/xclang.stats -Xclang -stats-file-append " TAIL);
	/* Other cc1 options pass; -ftime-trace alone is cc1's flag. */
	CHECK_STR(
		rewrite("clang -c a.c -Xclang -disable-O0-optnone "
			"-Xclang=-ftime-trace -Xclang -ftime-trace=t.json",
			NULL),
		"clang -c a.c -Xclang -disable-O0-optnone -Xclang "
		"-ftime-trace -Xclang -ftime-trace=/s/xclang-trace.json " TAIL);
	/* The value of -mllvm, -Xlinker and the like is no driver option. */
	CHECK_STR(rewrite("clang -c a.c -mllvm -o -Xlinker -MF -Xarch_x86_64 "
			  "-MD -mllvm",
			  NULL),
		  "clang -c a.c -mllvm -o -Xlinker -MF -Xarch_x86_64 -MD "
		  "-mllvm " TAIL);
	/* The driver's -MT takes the next word, whatever it is, as clang. */
	CHECK_STR(rewrite("clang -c a.c -MT -Xclang", NULL),
		  "clang -c a.c " TAIL);
	CHECK_STR(rewrite("clang -c a.c -Xclang -dependency-file", NULL),
		  "ERROR: the command gives -Xclang -dependency-file without "
		  "an -Xclang with its value after it");
	CHECK_STR(rewrite("clang -c a.c -Xclang=-emit-llvm", NULL),
		  "ERROR: the command makes no object (-emit-llvm)");
}

/* Options that write beside the source, the working directory or a
 * directory they name. */
static void more_outputs(void)
{
	CHECK_STR(
		rewrite("clang -c a.c -save-stats --save-stats=cwd "
			"-save-stats=obj -dumpdir tree/ "
			"-fproc-stat-report=tree/s.csv -fproc-stat-report "
			"-gen-reproducer=always -gen-reproducer "
			"-fcrash-diagnostics-dir=tree",
			NULL),
		"clang -c a.c -save-stats=obj -save-stats=obj -save-stats=obj "
		"-dumpdir /s/ -fproc-stat-report=/s/proc-stat.csv "
		"-fproc-stat-report -fcrash-diagnostics-dir=/s " TAIL);
}

/* @FILE: read from the compile's directory, nested, and rewritten as the
 * rest; one that cannot be read is an error naming it. */
static void response_files(void)
{
	static const char utf16[] = "\xff\xfe-\0c\0";
	char cmd[1024], want[1024];

	write_file(tmp_path("flags.rsp"),
		   BYTES("\xef\xbb\xbf-MD -MF tree/rsp.d '-DA=a b' @sub.rsp"));
	write_file(tmp_path("sub.rsp"), BYTES("-Xclang -MT\n-Xclang x -DB"));
	write_file(tmp_path("loop.rsp"), BYTES("-DL @loop.rsp"));
	write_file(tmp_path("utf16.rsp"), utf16, sizeof(utf16) - 1);
	CHECK_STR(rewrite_in(tmpdir, "clang -c a.c @flags.rsp @", NULL),
		  "clang -c a.c -DA=a b -DB @ " TAIL);
	snprintf(cmd, sizeof(cmd), "clang @%s a.c", tmp_path("sub.rsp"));
	CHECK_STR(rewrite_in("/d", cmd, NULL),
		  "ERROR: the command makes no object (no -c)");
	snprintf(want, sizeof(want),
		 "ERROR: response file %s: cannot open (No such file or "
		 "directory)",
		 tmp_path("none.rsp"));
	CHECK_STR(rewrite_in(tmpdir, "clang -c a.c @none.rsp", NULL), want);
	snprintf(want, sizeof(want),
		 "ERROR: response file %s: response files nested more than 16 "
		 "deep (does one name itself?)",
		 tmp_path("loop.rsp"));
	CHECK_STR(rewrite_in(tmpdir, "clang -c a.c @loop.rsp", NULL), want);
	snprintf(want, sizeof(want),
		 "ERROR: response file %s: UTF-16, which inlint does not read",
		 tmp_path("utf16.rsp"));
	CHECK_STR(rewrite_in(tmpdir, "clang -c a.c @utf16.rsp", NULL), want);
}

/* Measured from objects: no plugin, GCC welcome; the source operand (by
 * any name of it) replaced by its scratch copy, whose quoted includes and
 * __FILE__ are the original's; a command that names no such source is
 * refused. */
static char *rewrite_objects(const char *cmd)
{
	struct inlint_rewrite r = {.object = "/s/out.o",
				   .scratch = "/s",
				   .dir = "/d",
				   .file = "/d/mm/a.c",
				   .source = "/s/src/a.c",
				   .origin = "/d/mm"};

	return run(&r, cmd);
}

static void objects(void)
{
	CHECK_STR(rewrite_objects("ccache gcc -O2 -Wp,-MMD,mm/.a.o.d -c mm/a.c "
				  "-o mm/a.o"),
		  "ccache gcc -iquote /d/mm -O2 -c /s/src/a.c "
		  "-Wno-error=frame-larger-than= "
		  "-fmacro-prefix-map=/s/src=/d/mm -o /s/out.o");
	CHECK_STR(rewrite_objects("clang -c -o a.o /d/mm/./a.c -DA=a.c"),
		  "clang -iquote /d/mm -c /s/src/a.c -DA=a.c "
		  "-Wno-error=frame-larger-than= "
		  "-fmacro-prefix-map=/s/src=/d/mm -o /s/out.o");
	CHECK_STR(rewrite_objects("gcc -c b.c"),
		  "ERROR: the command does not name /d/mm/a.c");
}

/* One front end per TU: the command to IR before any pass, no plugin and
 * no launcher; then each compile from that IR, the operand replaced and
 * the front end's options unused without error, no launcher either. */
static char *rewrite_ir(const char *cmd, bool front_end)
{
	struct inlint_rewrite r = {.plugin = "/p/libinlint.so",
				   .object =
					   front_end ? "/s/out.bc" : "/s/out.o",
				   .scratch = "/s",
				   .dir = "/d",
				   .file = "/d/mm/a.c",
				   .emit_ir = front_end,
				   .ir = front_end ? NULL : "/s/ir000000.bc"};

	return run(&r, cmd);
}

static void shared_front_end(void)
{
	const char *cmd = "ccache clang -Wp,-MMD,mm/.a.o.d -Imm -O2 "
			  "-Werror=unused-command-line-argument -c mm/a.c "
			  "-o mm/a.o";

	CHECK_STR(rewrite_ir(cmd, true),
		  "clang -Imm -O2 -Werror=unused-command-line-argument -c "
		  "mm/a.c -emit-llvm -Xclang -disable-llvm-passes -o "
		  "/s/out.bc");
	CHECK_STR(rewrite_ir(cmd, false),
		  "clang -Imm -O2 -Werror=unused-command-line-argument -c "
		  "/s/ir000000.bc -Wno-error=frame-larger-than= "
		  "-fpass-plugin=/p/libinlint.so -mllvm "
		  "-inlint-no-record-file -Wno-unused-command-line-argument "
		  "-o /s/out.o");
	CHECK_STR(rewrite_ir("clang -c b.c", false),
		  "ERROR: the command does not name /d/mm/a.c");
}

int main(void)
{
	objects();
	shared_front_end();
	CHECK_STR(rewrite("clang -O2 -c a.c -o a.o", NULL),
		  "clang -O2 -c a.c " TAIL);
	/* The kernel's dependency file, and the rest of -Wp kept. */
	CHECK_STR(rewrite("clang -Wp,-MMD,mm/.a.o.d -Wp,-MD,x.d,-DX=1 -c a.c",
			  "clang-22"),
		  "clang-22 -Wp,-DX=1 -c a.c " TAIL);
	CHECK_STR(rewrite("cc -MD -MF a.d -MT a.o -MQx -MJ a.json -MP -oa.o -c "
			  "a.c",
			  "clang"),
		  "clang -c a.c " TAIL);
	/* Each phase of -save-temps runs in a process of its own, not all
	 * of which know the plugin's options: the decisions go by the
	 * environment. */
	CHECK_STR(rewrite_with("/d",
			       "clang -save-temps -ftime-trace=t.json "
			       "-foptimization-record-file=r.yaml "
			       "--serialize-diagnostics d.dia -S a.c",
			       NULL, "always_inline:f"),
		  "clang -save-temps=obj -ftime-trace=/s/trace.json "
		  "-foptimization-record-file=/s/remarks.yaml -c a.c "
		  "-Wno-error=frame-larger-than= -fpass-plugin=/p/libinlint.so "
		  "-o /s/out.o (in env)");
	/* Another plugin stays; another inlint goes. */
	CHECK_STR(rewrite("clang -fpass-plugin=/x/libother.so "
			  "-fpass-plugin=/old/libinlint.so -c a.c",
			  NULL),
		  "clang -fpass-plugin=/x/libother.so -c a.c " TAIL);
	/* -objc... is not -o. */
	CHECK_STR(rewrite("clang -objcmt-migrate-literals -c a.c", NULL),
		  "clang -objcmt-migrate-literals -c a.c " TAIL);

	CHECK_STR(rewrite("clang -E a.c", NULL),
		  "ERROR: the command makes no object (-E)");
	CHECK_STR(rewrite("clang -flto=thin -c a.c", NULL),
		  "ERROR: the command makes LTO bitcode, whose code the link "
		  "decides (-flto=thin)");
	CHECK_STR(rewrite("clang a.c -o a", NULL),
		  "ERROR: the command makes no object (no -c)");
	CHECK_STR(rewrite("x86_64-linux-gnu-gcc-12 -c a.c", NULL),
		  "ERROR: x86_64-linux-gnu-gcc-12 cannot load the inlint "
		  "plugin (an LLVM pass plugin); give a clang of LLVM 22 with "
		  "--cc clang-22, or --measure objects");
	CHECK_STR(rewrite("gcc -c a.c", "clang-22"), "clang-22 -c a.c " TAIL);

	xclang();
	more_outputs();
	launchers();
	decisions();
	if (scratch_make("test_rewrite"))
		return 1;
	response_files();
	remove_tree(tmpdir);
	return check_result();
}
