/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* process.c - fork and exec, because posix_spawn cannot confine its child:
 * the program is found in PATH before the fork, the child only makes
 * async-signal-safe calls, and an exec that fails sends its errno back
 * through a close-on-exec pipe. */
#define _GNU_SOURCE /* pipe2, NSIG */
#include "process.h"

#include "confine.h"
#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static bool executable(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode) && !access(path, X_OK);
}

/* dir (its first len bytes, "." when none) joined with name; a relative
 * dir taken from cwd when cwd is not NULL. Malloc'd. */
static char *in_path_dir(const char *dir, size_t len, const char *name,
			 const char *cwd)
{
	bool relative = cwd && dir[0] != '/';
	size_t n = (relative ? strlen(cwd) + 1 : 0) + len + strlen(name) + 3;
	char *s = inlint_xmalloc(n);

	snprintf(s, n, "%s%s%.*s/%s", relative ? cwd : "", relative ? "/" : "",
		 len ? (int)len : 1, len ? dir : ".", name);
	return s;
}

/* Found before the fork, as the child may not allocate. */
char *inlint_program_find(const char *name, const char *cwd)
{
	const char *p = getenv("PATH");

	if (strchr(name, '/'))
		return inlint_strdup(name);
	if (!p)
		p = "/bin:/usr/bin";
	for (;;) {
		size_t len = strcspn(p, ":");
		char *file = in_path_dir(p, len, name, cwd);

		if (executable(file))
			return file;
		free(file);
		if (!p[len])
			break;
		p += len + 1;
	}
	errno = ENOENT;
	return NULL;
}

/* fd from path, opened with flags (after the chdir: relative to it). */
static int redirect(int fd, const char *path, int flags)
{
	int f = open(path, flags, 0644);

	if (f < 0)
		return -1;
	if (f != fd && (dup2(f, fd) < 0 || close(f)))
		return -1;
	return 0;
}

/* Signals we catch go back to their default action before the signal mask
 * is restored: a signal meant for the child must not run our handler. */
static void default_signals(void)
{
	for (int sig = 1; sig < NSIG; sig++) {
		struct sigaction sa;

		if (sigaction(sig, NULL, &sa) ||
		    (!(sa.sa_flags & SA_SIGINFO) &&
		     (sa.sa_handler == SIG_DFL || sa.sa_handler == SIG_IGN)))
			continue;
		sa.sa_handler = SIG_DFL;
		sa.sa_flags = 0;
		sigaction(sig, &sa, NULL);
	}
}

/* In the child: everything s asks for before the exec. Returns 0, or an
 * errno value. */
static int child_setup(const struct inlint_spawn *s, int ruleset,
		       const sigset_t *mask)
{
	default_signals();
	if (sigprocmask(SIG_SETMASK, mask, NULL))
		return errno;
	if (s->dir && chdir(s->dir))
		return errno;
	if (s->null_stdin && redirect(0, "/dev/null", O_RDONLY))
		return errno;
	if (s->out ? redirect(1, s->out, O_WRONLY | O_CREAT | O_TRUNC)
		   : dup2(2, 1) < 0)
		return errno;
	if (s->err_to_out && dup2(1, 2) < 0)
		return errno;
	if (s->own_group && setpgid(0, 0))
		return errno;
	return ruleset >= 0 ? inlint_confine_self(ruleset) : 0;
}

static void child(const struct inlint_spawn *s, const char *program,
		  int ruleset, int report, const sigset_t *mask)
{
	int rc = child_setup(s, ruleset, mask);

	if (!rc) {
		execve(program, s->argv, s->env ? s->env : environ);
		rc = errno;
	}
	while (write(report, &rc, sizeof(rc)) < 0 && errno == EINTR)
		;
	_exit(127);
}

/* 0 when the child's exec closed the pipe's end report, else the errno it
 * sent back (the child is then reaped). */
static int exec_result(int report, pid_t pid)
{
	int rc = 0;
	ssize_t n;

	do
		n = read(report, &rc, sizeof(rc));
	while (n < 0 && errno == EINTR);
	if (n == 0)
		return 0;
	if (n != sizeof(rc))
		rc = n < 0 ? errno : EIO;
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	return rc;
}

int inlint_spawn_start(const struct inlint_spawn *s, pid_t *pid)
{
	char *program = inlint_program_find(s->argv[0], s->dir);
	int report[2], ruleset = -1, rc = 0;
	sigset_t all, old;

	if (!program)
		return errno;
	if (s->confine) {
		ruleset = inlint_confine_ruleset(s->confine);
		if (ruleset < 0) {
			rc = errno;
			goto out;
		}
	}
	if (pipe2(report, O_CLOEXEC)) {
		rc = errno;
		goto out;
	}
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	*pid = fork();
	if (*pid == 0)
		child(s, program, ruleset, report[1], &old);
	if (*pid < 0)
		rc = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	close(report[1]);
	if (!rc)
		rc = exec_result(report[0], *pid);
	close(report[0]);
out:
	if (ruleset >= 0)
		close(ruleset);
	free(program);
	return rc;
}

/* Whether entry ("NAME=value") sets a variable one of settings sets. */
static bool overridden(const char *entry, char *const *settings)
{
	size_t len = strcspn(entry, "=");

	for (size_t i = 0; settings[i]; i++)
		if (!strncmp(entry, settings[i], len) &&
		    settings[i][len] == '=')
			return true;
	return false;
}

char *const inlint_launch_here[] = {
	"CCACHE_DISABLE=1", "DISTCC_HOSTS=localhost", "ICECC=disable", NULL};

char **inlint_spawn_environment(char *const *settings)
{
	size_t n = 0, k = 0, m = 0;
	char **env;

	while (environ[n])
		n++;
	while (settings[m])
		m++;
	env = inlint_xcalloc(n + m + 1, sizeof(*env));
	for (size_t i = 0; i < n; i++)
		if (!overridden(environ[i], settings))
			env[k++] = environ[i];
	for (size_t i = 0; i < m; i++)
		env[k++] = settings[i];
	return env;
}
