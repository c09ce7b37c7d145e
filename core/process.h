/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* process.h - starts a program with fork and exec: its own working
 * directory, environment, output files, process group and, for whatif's
 * compiles, a Landlock confinement, for tune's and whatif's commands. */
#ifndef INLINT_PROCESS_H
#define INLINT_PROCESS_H

#include <stdbool.h>
#include <sys/types.h>

struct inlint_spawn {
	char *const *argv; /* argv[0] is looked up in PATH */
	char **env;	   /* NULL: ours */
	const char *dir;   /* working directory, NULL: ours */
	/* stdout to this file (created or truncated), or NULL: to our
	 * stderr. */
	const char *out;
	bool err_to_out; /* stderr to the same place as stdout */
	bool own_group;	 /* a process group of its own */
	bool null_stdin; /* stdin from /dev/null */
	/* NULL, or the only directories the program may write beneath
	 * (NULL-ended; and /dev/null): Landlock (confine.h), which must be
	 * available. */
	const char *const *confine;
};

/* Starts s->argv. Returns 0 with *pid set once the program runs, or an
 * errno value: it cannot be found or run, a file action or the
 * confinement failed. */
int inlint_spawn_start(const struct inlint_spawn *s, pid_t *pid);

/* The file exec runs for name: name itself when it holds a '/', else the
 * first executable DIR/name of our PATH ("/bin:/usr/bin" without one), a
 * relative DIR taken from cwd (the directory the program will run in; NULL:
 * ours) as execvp there would take it. Returns a malloc'd path, or NULL
 * with errno set. */
char *inlint_program_find(const char *name, const char *cwd);

/* Our environment with settings ("NAME=value", NULL-ended) in place of the
 * variables of those names. The array is to free; its strings are environ's
 * and settings', which the caller keeps alive. */
char **inlint_spawn_environment(char *const *settings);

/* The settings (NULL-ended) for a build whose decisions are in
 * INLINT_APPLY: a compiler launcher sees only the command line, so ccache
 * caches nothing and distcc and icecc compile here, lest a hit or a
 * server apply another set. */
extern char *const inlint_launch_here[];

#endif
