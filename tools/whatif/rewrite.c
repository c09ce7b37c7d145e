/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rewrite.c - the arguments of a what-if compile: response files expanded,
 * then what clang would write besides the object (dependency files, temps,
 * traces, stats, split DWARF, coverage notes, crash reports), also through
 * -Xclang, goes into the scratch directory or nowhere. */
#include "rewrite.h"

#include "decision_arg.h"
#include "launcher.h"
#include "whatif.h"
#include "response.h"
#include "xalloc.h"

#include <llvm/Config/llvm-config.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Pushes x followed by y, and by "/" and z when z is not NULL. */
static void push_joined(struct inlint_words *a, const char *x, const char *y,
			const char *z)
{
	size_t n = strlen(x) + strlen(y) + (z ? strlen(z) + 1 : 0) + 1;
	char *s = inlint_xmalloc(n);

	snprintf(s, n, "%s%s%s%s", x, y, z ? "/" : "", z ? z : "");
	inlint_words_push(a, s);
	free(s);
}

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* Whether arg is -NAME or --NAME, alone or with =VALUE. */
static bool is_flag(const char *arg, const char *name)
{
	size_t n = strlen(name);

	if (arg[0] != '-')
		return false;
	arg += arg[1] == '-' ? 2 : 1;
	return !strncmp(arg, name, n) && (!arg[n] || arg[n] == '=');
}

/* Dependency options that take the next argument (or a joined one). */
static const char *const dep_with_arg[] = {"-MF", "-MT", "-MQ", "-MJ", NULL};
/* Options that write a file named by the next argument. */
static const char *const out_with_arg[] = {"-o", "--serialize-diagnostics",
					   "-serialize-diagnostics", NULL};

/* 2 when arg and the next argument go, 1 when arg alone goes, else 0. */
static int dropped(const char *arg)
{
	for (size_t i = 0; out_with_arg[i]; i++)
		if (!strcmp(arg, out_with_arg[i]))
			return 2;
	for (size_t i = 0; dep_with_arg[i]; i++) {
		if (!strcmp(arg, dep_with_arg[i]))
			return 2;
		if (starts(arg, dep_with_arg[i]))
			return 1;
	}
	if (starts(arg, "-o") && !starts(arg, "-objc"))
		return 1;
	if (!strcmp(arg, "-MD") || !strcmp(arg, "-MMD") ||
	    !strcmp(arg, "-MP") || !strcmp(arg, "-MG"))
		return 1;
	/* =always makes every compile fail; a crash report goes to scratch
	 * anyway (-fcrash-diagnostics-dir=, TMPDIR). */
	if (!strcmp(arg, "-gen-reproducer") || starts(arg, "-gen-reproducer="))
		return 1;
	if (starts(arg, "-fpass-plugin=") &&
	    starts(base_name(arg + 14), "libinlint"))
		return 1;
	return 0;
}

/* -Wp,a,b,...: the preprocessor's options without its dependency ones
 * (the kernel's -Wp,-MMD,dir/.x.o.d), or NULL when none is left. */
static char *wp_without_deps(const char *arg)
{
	char *copy = inlint_strdup(arg + 4),
	     *out = inlint_xmalloc(strlen(arg) + 1);
	char *save = NULL, *tok;
	bool skip_next = false;

	strcpy(out, "-Wp");
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int d = skip_next ? 1 : dropped(tok);

		skip_next = false;
		if (!strcmp(tok, "-MD") || !strcmp(tok, "-MMD") || d == 2)
			skip_next = true;
		if (d)
			continue;
		strcat(out, ",");
		strcat(out, tok);
	}
	free(copy);
	if (!strcmp(out, "-Wp")) {
		free(out);
		return NULL;
	}
	return out;
}

/* Options whose value is the next word, for another tool: passed on as
 * they are, never read as the driver's (-mllvm -o is not -o). */
static const char *const takes_word[] = {"-mllvm",
					 "-Xlinker",
					 "-Xassembler",
					 "-Xpreprocessor",
					 "-Xanalyzer",
					 "-Xcuda-ptxas",
					 "-Xcuda-fatbinary",
					 "-Xoffload-linker",
					 "-Xopenmp-target",
					 "-z",
					 NULL};

bool inlint_whatif_takes_word(const char *arg)
{
	if (!strcmp(arg, "-Xclang") || starts(arg, "-Xarch_"))
		return true;
	for (size_t i = 0; takes_word[i]; i++)
		if (!strcmp(arg, takes_word[i]))
			return true;
	return false;
}

/* Joined options that name a file or directory to write, and what they
 * name in scratch instead (NULL: scratch itself). */
static const struct {
	const char *prefix, *into;
} joined_outputs[] = {
	{"-ftime-trace=", "trace.json"},
	{"-foptimization-record-file=", "remarks.yaml"},
	{"-fproc-stat-report=", "proc-stat.csv"},
	{"-fcrash-diagnostics-dir=", NULL},
	{NULL, NULL},
};

/* clang -cc1's options that write a file, and the file in scratch they
 * write instead (NULL: dropped). Their value is the next -Xclang's, or
 * joined after "=" (and after -MT, -MQ with nothing between); a name that
 * ends in "=" takes only a joined one. */
static const struct cc1_output {
	const char *name, *into;
} cc1_outputs[] = {
	{"-o", NULL},
	{"-dependency-file", NULL},
	{"-MT", NULL},
	{"-MQ", NULL},
	{"-dependency-dot", NULL},
	{"-header-include-file", NULL},
	{"-diagnostic-log-file", NULL},
	{"-serialize-diagnostic-file", NULL},
	{"-module-dependency-dir", NULL},
	{"-split-dwarf-file", "xclang.dwo"},
	{"-split-dwarf-output", "xclang.dwo"},
	{"-coverage-notes-file", "xclang.gcno"},
	{"-coverage-data-file", "xclang.gcda"},
	{"-opt-record-file", "xclang-remarks.yaml"},
	{"-stack-usage-file", "xclang.su"},
	{"-stats-file=", "xclang.stats"},
	{"-ftime-trace=", "xclang-trace.json"},
	{NULL, NULL},
};

/* The entry of cc1_outputs for w, with *joined set when w holds the value
 * too; NULL when w is none of them. */
static const struct cc1_output *cc1_output(const char *w, bool *joined)
{
	for (const struct cc1_output *o = cc1_outputs; o->name; o++) {
		size_t n = strlen(o->name);

		if (strncmp(w, o->name, n))
			continue;
		*joined = o->name[n - 1] == '=' || w[n] != '\0';
		if (o->name[n - 1] == '=')
			return o;
		/* -MT and -MQ take a value with nothing between, too. */
		if (!w[n] || w[n] == '=' || o->name[1] == 'M')
			return o;
	}
	return NULL;
}

/* The word for clang -cc1 that the -Xclang unit at argv[i] carries, and in
 * *len the words the unit takes: "-Xclang W" (2) or "-Xclang=W" (1); NULL
 * when argv[i] starts no such unit. */
static const char *xclang(char *const *argv, size_t i, size_t *len)
{
	if (!argv[i])
		return NULL;
	if (!strcmp(argv[i], "-Xclang") && argv[i + 1]) {
		*len = 2;
		return argv[i + 1];
	}
	*len = 1;
	return starts(argv[i], "-Xclang=") ? argv[i] + 8 : NULL;
}

/* NULL, or why arg means the command makes no object we can measure. */
static const char *refused(const char *arg)
{
	static const char *const no_object[] = {
		"-E",	      "-M",	   "-MM", "-fsyntax-only",
		"-emit-llvm", "-emit-ast", NULL};

	for (size_t i = 0; no_object[i]; i++)
		if (!strcmp(arg, no_object[i]))
			return "makes no object";
	if (!strcmp(arg, "-flto") || starts(arg, "-flto="))
		return "makes LTO bitcode, whose code the link decides";
	return NULL;
}

static size_t refuse(const char *arg, char *err, size_t errlen)
{
	snprintf(err, errlen, "the command %s (%s)", refused(arg), arg);
	return 0;
}

/* Rewrites the -Xclang unit at argv[i], and the unit of its value when it
 * is an output; returns how many words it consumed, or 0 with err set. */
static size_t rewrite_xclang(struct inlint_words *a, char *const *argv,
			     size_t i, const char *scratch, char *err,
			     size_t errlen)
{
	size_t len, value_len = 0;
	const char *w = xclang(argv, i, &len);
	bool joined = false;
	const struct cc1_output *o = cc1_output(w, &joined);
	char eq[64];

	if (refused(w))
		return refuse(w, err, errlen);
	if (!o) {
		inlint_words_push(a, "-Xclang");
		inlint_words_push(a, w);
		return len;
	}
	if (!joined && !xclang(argv, i + len, &value_len)) {
		snprintf(err, errlen,
			 "the command gives -Xclang %s without an -Xclang "
			 "with its value after it",
			 w);
		return 0;
	}
	if (o->into) {
		/* The option as it was spelled, up to its "=". */
		snprintf(eq, sizeof(eq), "%.*s", (int)strcspn(w, "=") + 1, w);
		inlint_words_push(a, "-Xclang");
		if (!joined) {
			inlint_words_push(a, o->name);
			inlint_words_push(a, "-Xclang");
		}
		push_joined(a, joined ? eq : "", scratch, o->into);
	}
	return len + value_len;
}

/* What the rewrite found in the command. */
struct seen {
	bool preprocess; /* -c made -E */
	bool compile;	 /* -c or -S */
	bool temps;	 /* -save-temps */
	bool source;	 /* the operand r->file, replaced */
};

/* Rewrites the single word arg into a. */
static void rewrite_word(struct inlint_words *a, const char *arg,
			 const char *scratch, struct seen *seen)
{
	if (!strcmp(arg, "-c") || !strcmp(arg, "-S")) {
		seen->compile = true;
		inlint_words_push(a, seen->preprocess ? "-E" : "-c");
	} else if (starts(arg, "-Wp,")) {
		char *wp = wp_without_deps(arg);

		if (wp)
			inlint_words_push(a, wp);
		free(wp);
	} else if (is_flag(arg, "save-temps")) {
		seen->temps = true;
		inlint_words_push(a, "-save-temps=obj");
	} else if (is_flag(arg, "save-stats")) {
		inlint_words_push(a, "-save-stats=obj");
	} else {
		for (size_t i = 0; joined_outputs[i].prefix; i++)
			if (starts(arg, joined_outputs[i].prefix)) {
				push_joined(a, joined_outputs[i].prefix,
					    scratch, joined_outputs[i].into);
				return;
			}
		inlint_words_push(a, arg);
	}
}

/* Rewrites the option at argv[i] (with its value) into a; returns how
 * many words it consumed, or 0 when it refuses the command, with err set. */
static size_t rewrite_one(struct inlint_words *a, char *const *argv, size_t i,
			  const char *scratch, struct seen *seen, char *err,
			  size_t errlen)
{
	const char *arg = argv[i];
	size_t len;
	int d = dropped(arg);

	if (refused(arg))
		return refuse(arg, err, errlen);
	if (xclang(argv, i, &len))
		return rewrite_xclang(a, argv, i, scratch, err, errlen);
	if (inlint_whatif_takes_word(arg) && argv[i + 1]) {
		inlint_words_push(a, arg);
		inlint_words_push(a, argv[i + 1]);
		return 2;
	}
	if (d)
		return d == 2 && argv[i + 1] ? 2 : 1;
	if (!strcmp(arg, "-dumpdir") && argv[i + 1]) {
		inlint_words_push(a, arg);
		push_joined(a, scratch, "/", NULL);
		return 2;
	}
	rewrite_word(a, arg, scratch, seen);
	return 1;
}

/* __FILE__ of the copy at source (a file in its own directory) as the
 * original's in origin. */
static void push_map(struct inlint_words *a, const char *source,
		     const char *origin)
{
	size_t n = strrchr(source, '/') - source;
	char *dir = inlint_strndup(source, n), *map;

	map = inlint_strcat3(dir, "=", origin);
	push_joined(a, "-fmacro-prefix-map=", map, NULL);
	free(map);
	free(dir);
}

#define STRING(x) #x
#define VALUE(x)  STRING(x)

/* --cc replaces the compiler, after a launcher, which stays. */
const char inlint_whatif_cc_advice[] = "give a clang of LLVM " VALUE(
	LLVM_VERSION_MAJOR) " with --cc "
			    "clang-" VALUE(LLVM_VERSION_MAJOR) ", or --measure "
							       "objects";

/* clang 22 loads -fpass-plugin before it reads -mllvm; an older one
 * knows the plugin's options only when -fplugin= loads it too, which
 * distccd refuses (the compile then runs on the client). */
void inlint_whatif_plugin_words(struct inlint_words *a, const char *plugin,
				const char *decisions, bool record_file)
{
	if (LLVM_VERSION_MAJOR < 22)
		push_joined(a, "-fplugin=", plugin, NULL);
	push_joined(a, "-fpass-plugin=", plugin, NULL);
	if (!record_file) {
		inlint_words_push(a, "-mllvm");
		inlint_words_push(a, "-inlint-no-record-file");
	}
	if (!decisions)
		return;
	inlint_words_push(a, "-mllvm");
	push_joined(a, INLINT_DECISIONS_OPTION "=", decisions, NULL);
}

bool inlint_whatif_is_gcc(const char *cc)
{
	const char *b = base_name(cc);

	return strstr(b, "gcc") || strstr(b, "g++");
}

/* What replaces the operand r->file: the scratch copy of the source, or
 * the TU's IR; NULL when the operand stays. */
static const char *replacement(const struct inlint_rewrite *r)
{
	return r->source ? r->source : r->ir;
}

/* Whether the word w, an operand (an option's value is consumed with its
 * option), is the source that r replaces. */
static bool is_source(const struct inlint_rewrite *r, const char *w)
{
	char *path;
	bool same;

	if (!replacement(r) || w[0] == '-')
		return false;
	path = inlint_whatif_absolute(r->dir, w);
	same = !strcmp(path, r->file);
	free(path);
	return same;
}

/* The words after the command's own: what the compile is for, then -o. */
static void push_tail(struct inlint_words *a, const struct inlint_rewrite *r,
		      bool temps)
{
	if (r->preprocess) {
		inlint_words_push(a, "-dD");
	} else if (r->emit_ir) {
		inlint_words_push(a, "-emit-llvm");
		inlint_words_push(a, "-Xclang");
		inlint_words_push(a, "-disable-llvm-passes");
	} else {
		/* A frame over the limit is an effect to measure, not the
		 * end of the compile (frames.h). */
		inlint_words_push(a, INLINT_FRAMES_NO_ERROR);
		if (r->source)
			push_map(a, r->source, r->origin);
		else if (temps)
			push_joined(a, "-fpass-plugin=", r->plugin, NULL);
		else
			inlint_whatif_plugin_words(a, r->plugin, r->decisions,
						   false);
	}
	/* The preprocessor's and the front end's options (-I, -D, -Werror
	 * that makes an unused one fail) have nothing to do on IR. */
	if (r->ir)
		inlint_words_push(a, "-Wno-unused-command-line-argument");
	inlint_words_push(a, "-o");
	inlint_words_push(a, r->object);
}

char **inlint_whatif_rewrite(char *const *argv, const struct inlint_rewrite *r,
			     bool *in_env, char *err, size_t errlen)
{
	struct inlint_words a = {0}, in = {0};
	size_t cc = inlint_launcher_words(argv);
	struct seen seen = {r->preprocess, false, false, false};
	/* The preprocessor, the front end and the IR's compiles run here:
	 * nothing to cache or send away. */
	bool here = r->preprocess || r->emit_ir || r->ir;

	for (size_t i = 0; i < cc && !here; i++)
		inlint_words_push(&a, argv[i]);
	inlint_words_push(&a, r->cc ? r->cc : argv[cc]);
	/* GCC cannot load an LLVM pass plugin: say so before running it. */
	if (!r->source && !r->preprocess &&
	    inlint_whatif_is_gcc(a.v[a.n - 1])) {
		snprintf(err, errlen,
			 "%s cannot load the inlint plugin (an LLVM pass "
			 "plugin); %s",
			 a.v[a.n - 1], inlint_whatif_cc_advice);
		goto fail;
	}
	if (inlint_response_expand(argv + cc + 1, r->dir, &in, err, errlen))
		goto fail;
	if (r->source) {
		inlint_words_push(&a, "-iquote");
		inlint_words_push(&a, r->origin);
	}
	for (size_t i = 0; i < in.n;) {
		size_t used =
			is_source(r, in.v[i])
				? (seen.source = true,
				   inlint_words_push(&a, replacement(r)), 1)
				: rewrite_one(&a, in.v, i, r->scratch, &seen,
					      err, errlen);

		if (!used)
			goto fail;
		i += used;
	}
	if (replacement(r) && !seen.source) {
		snprintf(err, errlen, "the command does not name %s", r->file);
		goto fail;
	}
	if (!seen.compile) {
		snprintf(err, errlen, "the command makes no object (no -c)");
		goto fail;
	}
	/* Each phase of a compile that saves temps runs in a process of its
	 * own, and the assembler's does not know the plugin's options. */
	*in_env = seen.temps && !r->source && !r->preprocess && !r->emit_ir;
	push_tail(&a, r, seen.temps);
	inlint_argv_free(in.v);
	return a.v;
fail:
	inlint_argv_free(in.v);
	inlint_argv_free(a.v);
	return NULL;
}
