/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* process.c - posix_spawn with the file actions inlint's commands need: a
 * working directory (glibc's addchdir_np), stdout and stderr to a file. */
#define _GNU_SOURCE /* posix_spawn_file_actions_addchdir_np */
#include "process.h"

#include "xalloc.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <string.h>

extern char **environ;

static int file_actions(posix_spawn_file_actions_t *fa,
			const struct inlint_spawn *s)
{
	int rc = 0;

	if (s->dir)
		rc = posix_spawn_file_actions_addchdir_np(fa, s->dir);
	if (!rc && s->null_stdin)
		rc = posix_spawn_file_actions_addopen(fa, 0, "/dev/null",
						      O_RDONLY, 0);
	/* The output file is opened after the chdir: a relative one would
	 * land in dir, so callers give absolute paths. */
	if (!rc && s->out)
		rc = posix_spawn_file_actions_addopen(
			fa, 1, s->out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	else if (!rc)
		rc = posix_spawn_file_actions_adddup2(fa, 2, 1);
	if (!rc && s->err_to_out)
		rc = posix_spawn_file_actions_adddup2(fa, 1, 2);
	return rc;
}

int inlint_spawn_start(const struct inlint_spawn *s, pid_t *pid)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t attr;
	int rc = posix_spawn_file_actions_init(&fa);

	if (rc)
		return rc;
	rc = posix_spawnattr_init(&attr);
	if (rc)
		goto out_actions;
	rc = file_actions(&fa, s);
	/* The group's id is left 0: the child's own pid. */
	if (!rc && s->own_group)
		rc = posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
	if (!rc)
		rc = posix_spawnp(pid, s->argv[0], &fa, &attr, s->argv,
				  s->env ? s->env : environ);
	posix_spawnattr_destroy(&attr);
out_actions:
	posix_spawn_file_actions_destroy(&fa);
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
