/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object.c - the compile's output, inlining flags and sanitizers, read
 * from the process's own command line, as LLVM never tells a pass. */
#include "object.h"

#include "build_words.h"
#include "xalloc.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* /proc/self/cmdline: the arguments, each ending in a NUL. */
static char *read_cmdline(size_t *len)
{
	int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
	size_t cap = 4096;
	char *buf;
	ssize_t n;

	*len = 0;
	if (fd < 0)
		return NULL;
	buf = inlint_xmalloc(cap);
	while ((n = read(fd, buf + *len, cap - *len - 1)) > 0) {
		*len += (size_t)n;
		if (*len + 1 == cap) {
			cap *= 2;
			buf = inlint_xrealloc(buf, cap);
		}
	}
	close(fd);
	buf[*len] = '\0';
	return buf;
}

char *inlint_object_of_compile(void)
{
	static const char output_eq[] = "--output=";
	size_t len;
	char *args = read_cmdline(&len), *end, *copy = NULL;
	const char *object = NULL;

	if (!args)
		return NULL;
	end = args + len;
	for (char *a = args; a < end; a += strlen(a) + 1) {
		char *next = a + strlen(a) + 1;

		if (!strncmp(a, output_eq, sizeof(output_eq) - 1))
			object = a + sizeof(output_eq) - 1;
		else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) &&
			 next < end)
			object = next;
	}
	if (object && *object && strcmp(object, "-") != 0)
		copy = inlint_strdup(object);
	free(args);
	return copy;
}

bool inlint_compile_emits_ir(void)
{
	size_t len;
	char *args = read_cmdline(&len), *end;
	const char *program;
	bool ir = false;

	if (!args)
		return false;
	end = args + len;
	program = strrchr(args, '/') ? strrchr(args, '/') + 1 : args;
	ir = !strncmp(program, "opt", 3);
	for (char *a = args; a < end && !ir; a += strlen(a) + 1)
		ir = !strncmp(a, "-emit-llvm", strlen("-emit-llvm"));
	free(args);
	return ir;
}

/* The process's arguments as an argv over *args; NULL when unreadable.
 * Free both. */
static const char **cmdline_argv(char **args, size_t *argc)
{
	size_t len;
	char *end;
	const char **argv;

	*argc = 0;
	*args = read_cmdline(&len);
	if (!*args)
		return NULL;
	end = *args + len;
	argv = inlint_xcalloc(len + 1, sizeof(*argv));
	for (char *a = *args; a < end; a += strlen(a) + 1)
		argv[(*argc)++] = a;
	return argv;
}

char *inlint_compile_sanitize(void)
{
	size_t argc;
	char *args, *list = NULL;
	const char **argv = cmdline_argv(&args, &argc);

	if (argv)
		list = inlint_sanitize_of_args(argv, argc);
	free(argv);
	free(args);
	return list;
}

enum inlint_inlining inlint_compile_inlining(void)
{
	size_t argc;
	char *args;
	const char **argv = cmdline_argv(&args, &argc);
	enum inlint_inlining in = INLINT_INLINING_NORMAL;

	if (argv)
		in = inlint_inlining_of_args(argv, argc);
	free(argv);
	free(args);
	return in;
}
