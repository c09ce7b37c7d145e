// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* test_rewrite.c - the what-if compile's arguments: the plugin and the
 * scratch object added, every other output of the command dropped or sent
 * to scratch, and the commands it refuses. */
#include "check.h"
#include "rewrite.h"
#include "split.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The rewrite of cmd, joined by spaces, or "ERROR: problem". */
static char *rewrite(const char *cmd, const char *cc)
{
	static char out[2048];
	char err[256];
	char **argv, **v;
	size_t argc;

	out[0] = '\0';
	if (inlint_split_command(cmd, &argv, &argc, err, sizeof(err)))
		return "bad test";
	v = inlint_whatif_rewrite(argv, cc, "/p/libinlint.so", "/s/out.o", "/s",
				  err, sizeof(err));
	inlint_argv_free(argv);
	if (!v) {
		snprintf(out, sizeof(out), "ERROR: %s", err);
		return out;
	}
	for (size_t i = 0; v[i]; i++) {
		strcat(out, i ? " " : "");
		strcat(out, v[i]);
	}
	inlint_argv_free(v);
	return out;
}

int main(void)
{
	CHECK_STR(rewrite("clang -O2 -c a.c -o a.o", NULL),
		  "clang -O2 -c a.c -fpass-plugin=/p/libinlint.so -o /s/out.o");
	/* The kernel's dependency file, and the rest of -Wp kept. */
	CHECK_STR(rewrite("clang -Wp,-MMD,mm/.a.o.d -Wp,-MD,x.d,-DX=1 -c a.c",
			  "clang-22"),
		  "clang-22 -Wp,-DX=1 -c a.c -fpass-plugin=/p/libinlint.so "
		  "-o /s/out.o");
	CHECK_STR(rewrite("cc -MD -MF a.d -MT a.o -MQx -MJ a.json -MP -oa.o -c "
			  "a.c",
			  "clang"),
		  "clang -c a.c -fpass-plugin=/p/libinlint.so -o /s/out.o");
	CHECK_STR(rewrite("clang -save-temps -ftime-trace=t.json "
			  "-foptimization-record-file=r.yaml "
			  "--serialize-diagnostics d.dia -S a.c",
			  NULL),
		  "clang -save-temps=obj -ftime-trace=/s/trace.json "
		  "-foptimization-record-file=/s/remarks.yaml -c a.c "
		  "-fpass-plugin=/p/libinlint.so -o /s/out.o");
	/* Another plugin stays; another inlint goes. */
	CHECK_STR(rewrite("clang -fpass-plugin=/x/libother.so "
			  "-fpass-plugin=/old/libinlint.so -c a.c",
			  NULL),
		  "clang -fpass-plugin=/x/libother.so -c a.c "
		  "-fpass-plugin=/p/libinlint.so -o /s/out.o");
	/* -objc... is not -o. */
	CHECK_STR(rewrite("clang -objcmt-migrate-literals -c a.c", NULL),
		  "clang -objcmt-migrate-literals -c a.c "
		  "-fpass-plugin=/p/libinlint.so -o /s/out.o");

	CHECK_STR(rewrite("clang -E a.c", NULL),
		  "ERROR: the command makes no object (-E)");
	CHECK_STR(rewrite("clang -flto=thin -c a.c", NULL),
		  "ERROR: the command makes LTO bitcode, whose code the link "
		  "decides (-flto=thin)");
	CHECK_STR(rewrite("clang a.c -o a", NULL),
		  "ERROR: the command makes no object (no -c)");
	CHECK_STR(rewrite("x86_64-linux-gnu-gcc-12 -c a.c", NULL),
		  "ERROR: x86_64-linux-gnu-gcc-12 cannot load the inlint "
		  "plugin (an LLVM pass plugin); give a clang of inlint's "
		  "LLVM with --cc clang-22");
	CHECK_STR(rewrite("gcc -c a.c", "clang-22"),
		  "clang-22 -c a.c -fpass-plugin=/p/libinlint.so -o /s/out.o");
	return check_result();
}
