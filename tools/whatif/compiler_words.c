/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compiler_words.c - "clang-22 x86_64", "gcc-12 arm64 -Os + AutoFDO": the
 * compiler's family and major version from its --version line, its
 * architecture from -dumpmachine with the command's target. */
#include "compiler_words.h"

#include "build_words.h"
#include "inliner.h"
#include "interrupt.h"
#include "launcher.h"
#include "process.h"
#include "read_file.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* Runs cc [target] opt with stdout into scratch/name and reads its first
 * line into line. Returns 0, or -1 with err set. */
static int ask(const char *cc, const char *target, const char *opt,
	       const char *scratch, char *line, size_t n, char *err,
	       size_t errlen)
{
	char out[4096];
	char *argv[4] = {(char *)cc}, *text;
	size_t k = 1, len;
	struct inlint_spawn s = {.argv = argv,
				 .out = out,
				 .own_group = true,
				 .null_stdin = true};
	pid_t pid;
	int rc, status = -1;

	if (target)
		argv[k++] = (char *)target;
	argv[k] = (char *)opt;
	snprintf(out, sizeof(out), "%s/compiler%s", scratch, opt);
	rc = inlint_spawn_start(&s, &pid);
	if (rc) {
		snprintf(err, errlen, "cannot run %s (%s)", cc, strerror(rc));
		return -1;
	}
	inlint_interrupt_forward(pid);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	inlint_interrupt_forget(pid);
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		snprintf(err, errlen, "%s %s failed", cc, opt);
		return -1;
	}
	text = inlint_read_file(out, &len, err, errlen);
	if (!text)
		return -1;
	snprintf(line, n, "%.*s", (int)strcspn(text, "\n"), text);
	free(text);
	return 0;
}

/* The command's last --target=T (or -target T, --target T), or NULL. */
static char *target_of(const struct inlint_whatif_tu *tu)
{
	const char *t = NULL;

	for (size_t i = 1; i < tu->argc; i++) {
		const char *a = tu->argv[i];

		if (strncmp(a, "--target=", 9) == 0)
			t = a + 9;
		else if ((!strcmp(a, "-target") || !strcmp(a, "--target")) &&
			 i + 1 < tu->argc)
			t = tu->argv[i + 1];
	}
	if (!t)
		return NULL;
	return strcat(strcpy(inlint_xmalloc(strlen(t) + 10), "--target="), t);
}

/* The last -mllvm value of each of the inliner's threshold flags. */
static void threshold_flags(const struct inlint_whatif_tu *tu,
			    const char *flags[INLINT_INLINER_N_FLAGS])
{
	for (size_t i = 1; i + 1 < tu->argc; i++) {
		const char *v = tu->argv[i + 1];

		if (strcmp(tu->argv[i], "-mllvm") || *v != '-')
			continue;
		for (int f = 0; f < INLINT_INLINER_N_FLAGS; f++) {
			size_t len = strlen(inlint_inliner_flags[f]);

			if (!strncmp(v + 1, inlint_inliner_flags[f], len) &&
			    v[len + 1] == '=')
				flags[f] = v;
		}
	}
}

/* Whether the command's last -fNAME or -fno-NAME turns GCC's NAME off. */
static bool gcc_switch_off(const struct inlint_whatif_tu *tu, const char *name)
{
	bool off = false;

	for (size_t i = 1; i < tu->argc; i++) {
		const char *a = tu->argv[i];

		if (!strncmp(a, "-fno-", 5) && !strcmp(a + 5, name))
			off = true;
		else if (!strncmp(a, "-f", 2) && !strcmp(a + 2, name))
			off = false;
	}
	return off;
}

/* The NAME=V of a --param=NAME=V, or of --param NAME=V, at argv[i]. */
static const char *gcc_param(const struct inlint_whatif_tu *tu, size_t i)
{
	if (!strncmp(tu->argv[i], "--param=", 8))
		return tu->argv[i] + 8;
	if (!strcmp(tu->argv[i], "--param") && i + 1 < tu->argc)
		return tu->argv[i + 1];
	return NULL;
}

/* GCC's parameters of its inliner's limits (max-inline-insns-single,
 * inline-unit-growth, large-function-growth, ...). */
static bool gcc_inliner_param(const char *p)
{
	size_t len = strcspn(p, "=");

	if (!p[len])
		return false;
	for (size_t k = 0; k + 5 <= len; k++)
		if (!strncmp(p + k, "inlin", 5))
			return strncmp(p, "builtin-", 8) != 0;
	return !strncmp(p, "large-function-", 15) ||
	       !strncmp(p, "large-unit-insns=", 17);
}

/* Each inliner parameter the command sets, by its last value. */
static void gcc_param_words(const struct inlint_whatif_tu *tu, char *buf,
			    size_t n)
{
	size_t used = strlen(buf);

	for (size_t i = 1; i < tu->argc; i++) {
		const char *p = gcc_param(tu, i), *later = NULL;
		size_t len;

		if (!p || !gcc_inliner_param(p))
			continue;
		len = strcspn(p, "=") + 1;
		for (size_t k = i + 1; k < tu->argc && !later; k++) {
			const char *q = gcc_param(tu, k);

			later = q && !strncmp(q, p, len) ? q : NULL;
		}
		if (!later && used < n)
			used += (size_t)snprintf(buf + used, n - used,
						 " --param=%s", p);
	}
}

/* GCC's switches that keep functions from its inliner: -fno-inline leaves
 * the __always_inline ones alone to it, as in clang, and makes the others
 * moot. */
static void gcc_inlining_words(const struct inlint_whatif_tu *tu, char *buf,
			       size_t n)
{
	static const char *const switches[] = {
		"inline", "inline-functions", "inline-small-functions",
		"inline-functions-called-once", "early-inlining"};
	size_t used = strlen(buf);

	for (size_t s = 0; s < sizeof(switches) / sizeof(*switches); s++) {
		if (!gcc_switch_off(tu, switches[s]))
			continue;
		if (used < n)
			used += (size_t)snprintf(buf + used, n - used,
						 " -fno-%s", switches[s]);
		if (s == 0)
			return;
	}
}

static void sanitize_words(const struct inlint_whatif_tu *tu, char *buf,
			   size_t n)
{
	char *list = inlint_sanitize_of_args((const char *const *)tu->argv + 1,
					     tu->argc - 1);
	size_t used = strlen(buf);

	if (list && used + 1 < n) {
		buf[used++] = ' ';
		inlint_sanitize_words(list, buf + used, n - used);
	}
	free(list);
}

/* The words of the command's inliner where it is not -O2's: its last -O
 * when that is -Os, -Oz, -O3 or -Ofast (LLVM's 50, 5 and 250, not 225;
 * CONFIG_CC_OPTIMIZE_FOR_SIZE is a build of its own), the flags that keep
 * functions from it, and each threshold flag (GCC: parameter) it gives;
 * then its sanitizers, as a record's words name them. */
void inlint_whatif_level_words(const struct inlint_whatif_tu *tu, bool gcc,
			       char *buf, size_t n)
{
	static const char *const levels[] = {"-Os", "-Oz", "-O3", "-Ofast"};
	const char *o = "", *flags[INLINT_INLINER_N_FLAGS] = {NULL}, *in = NULL;

	for (size_t i = 1; i < tu->argc; i++)
		if (!strncmp(tu->argv[i], "-O", 2))
			o = tu->argv[i];
	threshold_flags(tu, flags);
	*buf = '\0';
	for (size_t i = 0; i < sizeof(levels) / sizeof(levels[0]); i++)
		if (!strcmp(o, levels[i]))
			snprintf(buf, n, " %s", o);
	if (gcc) {
		gcc_inlining_words(tu, buf, n);
		gcc_param_words(tu, buf, n);
	} else
		in = inlint_inlining_flag(inlint_inlining_of_args(
			(const char *const *)tu->argv + 1, tu->argc - 1));
	if (in)
		snprintf(buf + strlen(buf), n - strlen(buf), " %s", in);
	for (int f = 0; f < INLINT_INLINER_N_FLAGS; f++)
		if (flags[f])
			snprintf(buf + strlen(buf), n - strlen(buf), " %s",
				 flags[f]);
	sanitize_words(tu, buf, n);
}

static bool has_profile(const struct inlint_whatif_tu *tu)
{
	for (size_t i = 1; i < tu->argc; i++)
		if (!strncmp(tu->argv[i], "-fprofile-sample-use=", 21) ||
		    !strncmp(tu->argv[i], "-fauto-profile", 14))
			return true;
	return false;
}

int inlint_whatif_compiler_words(const struct inlint_whatif_tu *tu,
				 const char *scratch, char *buf, size_t n,
				 char *err, size_t errlen)
{
	const char *cc = tu->argv[inlint_launcher_words(tu->argv)];
	char *target = target_of(tu);
	char version[256], machine[128], fam[128], arch[64],
		level[INLINT_LEVEL_WORDS_MAX];
	int ret = -1;

	if (ask(cc, NULL, "--version", scratch, version, sizeof(version), err,
		errlen) ||
	    ask(cc, target, "-dumpmachine", scratch, machine, sizeof(machine),
		err, errlen))
		goto out;
	if (!inlint_build_compiler(version, '-', fam, sizeof(fam)))
		snprintf(fam, sizeof(fam), "%s", cc);
	inlint_whatif_level_words(tu, !strncmp(fam, "gcc", 3), level,
				  sizeof(level));
	snprintf(buf, n, "%s %s%s%s", fam,
		 inlint_build_arch(machine, arch, sizeof(arch)), level,
		 has_profile(tu) ? " + AutoFDO" : "");
	ret = 0;
out:
	free(target);
	return ret;
}

void inlint_whatif_build_level(const struct inlint_whatif_build *b, char *buf,
			       size_t n)
{
	if (b->level)
		snprintf(buf, n, "%s", b->level);
	else
		inlint_model_level(b->record, buf, n);
}

void inlint_whatif_build_words(const struct inlint_whatif_build *b,
			       char *compiler, size_t n_compiler, char *arch,
			       size_t n_arch)
{
	const struct inlint_model *m = b->record;
	const char *t = m->target ? m->target : "unknown";

	if (!m->compiler ||
	    !inlint_build_compiler(m->compiler, ' ', compiler, n_compiler))
		snprintf(compiler, n_compiler, "%s",
			 b->calls && m->compiler ? m->compiler
						 : "the compiler");
	snprintf(arch, n_arch, "%.*s", (int)strcspn(t, "-"), t);
}
