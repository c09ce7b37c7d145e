/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_rewrite.c - libFuzzer harness of the what-if rewrite of a compile
 * command (tools/whatif/rewrite.c) with its response files: the bytes up to
 * the first NUL are the command (split as a database's), the rest is a.rsp
 * beside it. Checks the rewrite's promise on every argv it returns. */
#include "frames.h"
#include "fuzz_input.h"
#include "launcher.h"
#include "rewrite.h"
#include "split.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCRATCH	    "/s"
#define OBJECT	    SCRATCH "/out.o"
#define PLUGIN_PATH "/p/libinlint.so"
#define PLUGIN	    "-fpass-plugin=" PLUGIN_PATH
#define DECISIONS   "always_inline:f"

static void fail(char *const *v, size_t i, const char *why)
{
	fprintf(stderr, "fuzz_rewrite: argument %zu (%s) %s; argv:", i, v[i],
		why);
	for (size_t k = 0; v[k]; k++)
		fprintf(stderr, " [%s]", v[k]);
	fputc('\n', stderr);
	abort();
}

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static bool in_scratch(const char *path)
{
	return !strcmp(path, SCRATCH) || starts(path, SCRATCH "/");
}

/* Whether w is -name or --name, alone or with =VALUE. */
static bool is_flag(const char *w, const char *name)
{
	size_t n = strlen(name);

	w += starts(w, "--") ? 2 : 1;
	return !strncmp(w, name, n) && (!w[n] || w[n] == '=');
}

/* The driver's options that write a file and are dropped: none may be
 * left. */
static bool output_left(const char *w)
{
	static const char *const flags[] = {"-MD",
					    "-MMD",
					    "-MP",
					    "-MG",
					    "--serialize-diagnostics",
					    "-gen-reproducer",
					    NULL};
	static const char *const prefixes[] = {
		"-MF", "-MT", "-MQ", "-MJ", "-gen-reproducer=", NULL};

	for (size_t i = 0; flags[i]; i++)
		if (!strcmp(w, flags[i]))
			return true;
	for (size_t i = 0; prefixes[i]; i++)
		if (starts(w, prefixes[i]))
			return true;
	return starts(w, "-o") && !starts(w, "-objc");
}

/* -Wp,a,b: none of its options may write a dependency file. */
static bool wp_writes(const char *w)
{
	char *copy = strdup(w + 4), *save = NULL, *tok;
	bool writes = false;

	for (tok = strtok_r(copy, ",", &save); tok && !writes;
	     tok = strtok_r(NULL, ",", &save))
		writes = output_left(tok);
	free(copy);
	return writes;
}

/* Joined options the rewrite sends into scratch. */
static const char *const joined_outputs[] = {
	"-ftime-trace=", "-foptimization-record-file=", "-fproc-stat-report=",
	"-fcrash-diagnostics-dir=", NULL};

static void check_joined(char *const *v, size_t i)
{
	for (size_t k = 0; joined_outputs[k]; k++)
		if (starts(v[i], joined_outputs[k]) &&
		    !in_scratch(v[i] + strlen(joined_outputs[k])))
			fail(v, i, "names a path outside scratch");
	if (v[i][0] == '-' &&
	    (is_flag(v[i], "save-temps") || is_flag(v[i], "save-stats")) &&
	    strcmp(strchr(v[i], 's'), "save-temps=obj") &&
	    strcmp(strchr(v[i], 's'), "save-stats=obj"))
		fail(v, i, "is not =obj");
}

/* The cc1 option at v[i + 1] behind -Xclang at v[i]; returns how many
 * words it takes. */
static size_t check_cc1(char *const *v, size_t i)
{
	static const char *const dropped[] = {"-o", "-dependency-file", "-MT",
					      "-MQ", NULL};
	static const char *const separate[] = {
		"-split-dwarf-file", "-split-dwarf-output",
		"-coverage-notes-file", "-coverage-data-file", NULL};
	const char *w = v[i + 1];

	for (size_t k = 0; dropped[k]; k++)
		if (!strcmp(w, dropped[k]))
			fail(v, i + 1, "is left behind -Xclang");
	if (starts(w, "-stats-file=") && !in_scratch(w + 12))
		fail(v, i + 1, "names a path outside scratch");
	for (size_t k = 0; separate[k]; k++) {
		if (strcmp(w, separate[k]))
			continue;
		if (!v[i + 2] || strcmp(v[i + 2], "-Xclang") || !v[i + 3] ||
		    !in_scratch(v[i + 3]))
			fail(v, i + 1, "is not followed by a path in scratch");
		return 4;
	}
	return 2;
}

/* The words the rewrite appends: a frame over the limit kept a warning,
 * the plugin with its options (only the plugin when the decisions go by
 * the environment), -o and the object. */
static const char *const tail[] = {INLINT_FRAMES_NO_ERROR,
				   PLUGIN,
				   "-mllvm",
				   "-inlint-no-record-file",
				   "-mllvm",
				   "-inlint-decisions=" DECISIONS,
				   "-o",
				   OBJECT,
				   NULL};
static const char *const tail_in_env[] = {INLINT_FRAMES_NO_ERROR, PLUGIN, "-o",
					  OBJECT, NULL};

/* How many words v ends with as t (NULL-ended) is; 0 when it does not. */
static size_t ends_with(char *const *v, size_t n, const char *const *t)
{
	size_t k = 0;

	while (t[k])
		k++;
	if (n < k + 1)
		return 0;
	for (size_t i = 0; i < k; i++)
		if (strcmp(v[n - k + i], t[i]))
			return 0;
	return k;
}

/* The rewritten argv keeps its promise (rewrite.h): the plugin's words and
 * the one -o, the scratch object, at the end; a launcher and the compiler
 * first; response files expanded; no driver or cc1 option that writes a
 * file left, or naming a path outside scratch. (An option that takes a
 * value, left without one at the end, takes the plugin's word: clang
 * fails as it fails on the command.) */
static void check(char *const *v, bool in_env)
{
	size_t n = 0, end;

	while (v[n])
		n++;
	end = n - ends_with(v, n, in_env ? tail_in_env : tail);
	if (end == n)
		fail(v, n ? n - 1 : 0,
		     "ends otherwise than frames, plugin, -o object");
	for (size_t i = 1 + inlint_launcher_words(v); i < end;) {
		const char *w = v[i];

		if (w[0] == '@' && w[1])
			fail(v, i, "is a response file left");
		if (output_left(w) || starts(w, "-Xclang="))
			fail(v, i, "is left");
		if (starts(w, "-Wp,") && wp_writes(w))
			fail(v, i, "writes a dependency file");
		if (!strcmp(w, "-dumpdir") && i + 1 < end &&
		    !in_scratch(v[i + 1]))
			fail(v, i + 1, "names a path outside scratch");
		check_joined(v, i);
		if (!strcmp(w, "-Xclang") && i + 1 < end)
			i += check_cc1(v, i);
		else
			i += inlint_whatif_takes_word(w) ? 2 : 1;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nul = memchr(data, '\0', size);
	size_t cmd_len = nul ? (size_t)(nul - data) : size;
	char *cmd = strndup((const char *)data, cmd_len), *dir, *slash;
	const char *rsp = inlint_fuzz_file("a.rsp", nul ? nul + 1 : data + size,
					   nul ? size - cmd_len - 1 : 0);
	struct inlint_rewrite r = {.plugin = PLUGIN_PATH,
				   .decisions = DECISIONS,
				   .object = OBJECT,
				   .scratch = SCRATCH};
	char err[512] = "", **argv, **v;
	size_t argc;
	bool in_env = false;

	dir = strdup(rsp);
	slash = strrchr(dir, '/');
	*slash = '\0';
	r.dir = dir;
	if (!inlint_split_command(cmd, &argv, &argc, err, sizeof(err))) {
		v = inlint_whatif_rewrite(argv, &r, &in_env, err, sizeof(err));
		if (v)
			check(v, in_env);
		else if (!err[0])
			abort();
		inlint_argv_free(v);
		inlint_argv_free(argv);
	}
	free(dir);
	free(cmd);
	return 0;
}
