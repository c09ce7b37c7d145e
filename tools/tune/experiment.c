/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* experiment.c - runs tune's shell commands (core/process.h) and turns one
 * bench run into a number: seconds, callgrind's Ir, or one from its stdout. */
#include "experiment.h"

#include "interrupt.h"
#include "process.h"
#include "vglog.h"
#include "xalloc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define CALLGRIND_PREFIX "callgrind."
/* Valgrind's own messages (e.g. about debug info it cannot read) are not
 * the bench's: they go to files that are removed with the outputs. */
#define VGLOG_PREFIX "vglog."
/* A bench's stdout is read whole; a metric line is never this far down. */
#define MAX_STDOUT (16u << 20)

int inlint_metric_parse(struct inlint_metric *m, const char *spec, char *err,
			size_t errlen)
{
	int rc;

	memset(m, 0, sizeof(*m));
	m->spec = spec;
	if (!strcmp(spec, "wall")) {
		m->kind = INLINT_METRIC_WALL;
		return 0;
	}
	if (!strcmp(spec, "callgrind")) {
		m->kind = INLINT_METRIC_CALLGRIND;
		return 0;
	}
	if (strncmp(spec, "stdout:", 7) || !spec[7]) {
		snprintf(err, errlen,
			 "bad metric '%s' (wall, callgrind or stdout:REGEX)",
			 spec);
		return -1;
	}
	rc = regcomp(&m->re, spec + 7, REG_EXTENDED | REG_NEWLINE);
	if (rc) {
		char why[256];

		regerror(rc, &m->re, why, sizeof(why));
		snprintf(err, errlen, "bad metric '%s' (%s)", spec, why);
		return -1;
	}
	/* Only now: fini frees the regex of a stdout metric. */
	m->kind = INLINT_METRIC_STDOUT;
	return 0;
}

void inlint_metric_release(struct inlint_metric *m)
{
	if (m->kind == INLINT_METRIC_STDOUT)
		regfree(&m->re);
}

const char *inlint_metric_unit(const struct inlint_metric *m)
{
	switch (m->kind) {
	case INLINT_METRIC_WALL:
		return "s";
	case INLINT_METRIC_CALLGRIND:
		return "Ir";
	default:
		return "";
	}
}

static void describe_status(const char *what, const char *cmd, int status,
			    char *err, size_t errlen)
{
	if (WIFSIGNALED(status))
		snprintf(err, errlen, "%s command '%s' was killed by signal %d",
			 what, cmd, WTERMSIG(status));
	else
		snprintf(err, errlen, "%s command '%s' exited with status %d",
			 what, cmd, WEXITSTATUS(status));
}

/* After an interrupt, the command's other processes may still be on their
 * way out (valgrind writing its files): wait for its group to empty, up to
 * two seconds, then kill what is left. */
static void wait_group(pid_t pgid)
{
	struct timespec tick = {0, 100 * 1000 * 1000};

	for (int i = 0; i < 20 && kill(-pgid, 0) == 0; i++)
		nanosleep(&tick, NULL);
	kill(-pgid, SIGKILL);
}

/* Starts argv in a process group of its own, so that a signal to tune
 * reaches every process of the command, with stdout to fd 2 (out == NULL)
 * or to the file out. Returns 0, or an errno value. */
static int spawn(char *const argv[], char **env, const char *out, pid_t *pid)
{
	struct inlint_spawn s = {
		.argv = argv, .env = env, .out = out, .own_group = true};

	return inlint_spawn_start(&s, pid);
}

/* Runs argv (see spawn) and waits. Returns the wait status, or -1 with err
 * set, also when tune was interrupted. */
static int spawn_wait(char *const argv[], char **env, const char *out,
		      char *err, size_t errlen)
{
	pid_t pid;
	int rc, status;

	if (inlint_interrupted())
		goto fail;
	rc = spawn(argv, env, out, &pid);
	if (rc) {
		snprintf(err, errlen, "cannot run %s (%s)", argv[0],
			 strerror(rc));
		return -1;
	}
	inlint_interrupt_forward(pid);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			snprintf(err, errlen, "cannot wait for %s (%s)",
				 argv[0], strerror(errno));
			status = -1;
			break;
		}
	}
	inlint_interrupt_forget(pid);
	if (!inlint_interrupted())
		return status;
	wait_group(pid);
fail:
	snprintf(err, errlen, "interrupted by %s", inlint_interrupt_name());
	return -1;
}

int inlint_run_program(char *const argv[], const char *out, char *err,
		       size_t errlen)
{
	int status = spawn_wait(argv, environ, out, err, errlen);

	if (status > 0 && WIFSIGNALED(status))
		snprintf(err, errlen, "%s was killed by signal %d", argv[0],
			 WTERMSIG(status));
	else if (status > 0)
		snprintf(err, errlen, "%s exited with status %d", argv[0],
			 WEXITSTATUS(status));
	return status ? -1 : 0;
}

int inlint_run_build(const char *cmd, const char *apply, const char *records,
		     char *err, size_t errlen)
{
	char *argv[] = {"/bin/sh", "-c", (char *)cmd, NULL};
	char *setting = inlint_strcat3("INLINT_APPLY", "=", apply);
	char *out = records ? inlint_strcat3("INLINT_OUT", "=", records) : NULL;
	char *settings[8] = {setting};
	size_t k = 1;
	char **env;
	int status;

	if (out)
		settings[k++] = out;
	for (size_t i = 0; inlint_launch_here[i]; i++)
		settings[k++] = inlint_launch_here[i];
	env = inlint_spawn_environment(settings);
	status = spawn_wait(argv, env, NULL, err, errlen);
	if (status > 0)
		describe_status("build", cmd, status, err, errlen);
	free(env);
	free(setting);
	free(out);
	return status ? -1 : 0;
}

/* Reads a whole file into a NUL-terminated buffer. */
static char *slurp(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len;

	if (!f) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return NULL;
	}
	buf = inlint_xmalloc(MAX_STDOUT + 1);
	len = fread(buf, 1, MAX_STDOUT, f);
	if (ferror(f)) {
		snprintf(err, errlen, "%s: cannot read (%s)", path,
			 strerror(errno));
		free(buf);
		buf = NULL;
		goto out;
	}
	buf[len] = '\0';
out:
	fclose(f);
	return buf;
}

/* The first number in s, as strtod reads it; its text is *len bytes at
 * *at. A number starts with a digit, so "nan" and "inf" are none. */
static int first_number(const char *s, double *v, const char **at, int *len)
{
	for (const char *p = s; *p; p++) {
		char *end;

		if (!isdigit((unsigned char)*p) &&
		    !((*p == '-' || *p == '.') && isdigit((unsigned char)p[1])))
			continue;
		*v = strtod(p, &end);
		*at = p;
		*len = (int)(end - p);
		if (end > p)
			return 0;
	}
	return -1;
}

/* The first number captured by the metric's regex: its first group, or the
 * whole match when it has none. */
static int stdout_value(const struct inlint_metric *m, const char *cmd,
			const char *path, double *value, char *err,
			size_t errlen)
{
	char *text = slurp(path, err, errlen);
	regmatch_t match[2];
	const char *num;
	size_t g;
	int ret = -1, len;

	if (!text)
		return -1;
	g = m->re.re_nsub ? 1 : 0;
	if (regexec(&m->re, text, 2, match, 0) || match[g].rm_so < 0) {
		snprintf(err, errlen, "bench command '%s': no match for '%s'",
			 cmd, m->spec + 7);
		goto out;
	}
	text[match[g].rm_eo] = '\0';
	if (first_number(text + match[g].rm_so, value, &num, &len)) {
		snprintf(err, errlen,
			 "bench command '%s': no number in the match of '%s'",
			 cmd, m->spec + 7);
		goto out;
	}
	/* 1e400 reads as infinity: every ratio would be nan. */
	if (!isfinite(*value)) {
		snprintf(err, errlen,
			 "bench command '%s': metric %.*s is out of range (not "
			 "a finite number)",
			 cmd, len, num);
		goto out;
	}
	ret = 0;
out:
	free(text);
	return ret;
}

/* The total of one callgrind.out file: its "summary:" line (the total of
 * the first event, Ir by default), else "totals:". */
static int callgrind_file_total(const char *path, double *ir)
{
	FILE *f = fopen(path, "r");
	char line[4096];
	bool found = false;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		bool summary = !strncmp(line, "summary:", 8);

		if (!summary && (found || strncmp(line, "totals:", 7)))
			continue;
		*ir = strtod(line + (summary ? 8 : 7), NULL);
		found = true;
		if (summary)
			break;
	}
	fclose(f);
	return found ? 0 : -1;
}

/* Sums the totals of every process's file (the shell and what it ran) and
 * removes the files, so that the next run starts clean. */
static int callgrind_sum(const char *scratch, double *value, char *err,
			 size_t errlen)
{
	DIR *d = opendir(scratch);
	struct dirent *de;
	size_t files = 0, bad = 0;
	char path[4096];

	if (!d) {
		snprintf(err, errlen, "%s: cannot open (%s)", scratch,
			 strerror(errno));
		return -1;
	}
	*value = 0;
	while ((de = readdir(d))) {
		double ir;

		snprintf(path, sizeof(path), "%s/%s", scratch, de->d_name);
		if (!strncmp(de->d_name, VGLOG_PREFIX,
			     sizeof(VGLOG_PREFIX) - 1))
			unlink(path);
		if (strncmp(de->d_name, CALLGRIND_PREFIX,
			    sizeof(CALLGRIND_PREFIX) - 1))
			continue;
		if (callgrind_file_total(path, &ir))
			bad++;
		else
			*value += ir;
		files++;
		unlink(path);
	}
	closedir(d);
	if (!files || bad) {
		snprintf(err, errlen,
			 "callgrind wrote %s (expected summary: lines in "
			 "%s/%s*)",
			 files ? "a file without a total" : "no output",
			 scratch, CALLGRIND_PREFIX);
		return -1;
	}
	return 0;
}

double inlint_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs cmd under callgrind (every process: the bench may be a script),
 * one output file per process: scratch/PREFIXpid. With profile, the files
 * have call counts per call line, full names and absolute positions. */
static int callgrind_run(const char *cmd, const char *scratch,
			 const char *prefix, bool profile, char *err,
			 size_t errlen)
{
	char out[4096], cg_opt[4200], log_opt[4200];
	char *argv[16] = {"valgrind", "--tool=callgrind",
			  "--trace-children=yes", cg_opt, log_opt};
	size_t n = 5;
	int status;

	if (profile) {
		argv[n++] = "--dump-instr=yes";
		argv[n++] = "--compress-strings=no";
		argv[n++] = "--compress-pos=no";
	}
	argv[n++] = "/bin/sh";
	argv[n++] = "-c";
	argv[n++] = (char *)cmd;
	argv[n] = NULL;
	snprintf(out, sizeof(out), "%s/stdout", scratch);
	snprintf(cg_opt, sizeof(cg_opt), "--callgrind-out-file=%s/%s%%p",
		 scratch, prefix);
	snprintf(log_opt, sizeof(log_opt), "--log-file=%s/%s%%p", scratch,
		 VGLOG_PREFIX);
	status = spawn_wait(argv, environ, out, err, errlen);
	if (status > 0) {
		describe_status("bench", cmd, status, err, errlen);
		inlint_vglog_explain(scratch, VGLOG_PREFIX, err, errlen);
	}
	return status ? -1 : 0;
}

int inlint_run_bench(const struct inlint_metric *m, const char *cmd,
		     const char *scratch, double *value, char *err,
		     size_t errlen)
{
	char out[4096];
	char *shell[] = {"/bin/sh", "-c", (char *)cmd, NULL};
	double start;
	int status;

	if (m->kind == INLINT_METRIC_CALLGRIND)
		return callgrind_run(cmd, scratch, CALLGRIND_PREFIX, false, err,
				     errlen) ||
				       callgrind_sum(scratch, value, err,
						     errlen)
			       ? -1
			       : 0;
	snprintf(out, sizeof(out), "%s/stdout", scratch);
	start = inlint_now();
	status = spawn_wait(shell, environ, out, err, errlen);
	*value = inlint_now() - start;
	if (status > 0)
		describe_status("bench", cmd, status, err, errlen);
	if (status)
		return -1;
	if (m->kind == INLINT_METRIC_STDOUT)
		return stdout_value(m, cmd, out, value, err, errlen);
	return 0;
}

int inlint_run_profile(const char *cmd, const char *scratch, char *err,
		       size_t errlen)
{
	return callgrind_run(cmd, scratch, INLINT_PROFILE_PREFIX, true, err,
			     errlen);
}
