/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* frames.c - the stack frames over the build's limit that a compile's
 * messages name (see frames.h), in GCC's words and clang's. */
#include "frames.h"

#include "array.h"
#include "clone_name.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void add(struct inlint_frames *out, const char *fn, size_t len,
		unsigned long long bytes, unsigned long long limit)
{
	char *name = inlint_strndup(fn, len);

	out->v = inlint_array_grow(out->v, &out->cap, out->n + 1,
				   sizeof(*out->v));
	out->v[out->n++] = (struct inlint_whatif_frame){
		.function = inlint_clone_base(name),
		.bytes = bytes,
		.limit = limit,
	};
	free(name);
}

/* The name between the quotes after at: ASCII ' or the UTF-8 ‘ ’ of
 * GCC's messages in a UTF-8 locale. Returns its length, 0 when none. */
static size_t quoted(const char *at, const char **name)
{
	static const char *const opens[] = {"'", "\u2018"};
	static const char *const closes[] = {"'", "\u2019"};

	for (size_t i = 0; i < 2; i++) {
		const char *end;

		if (strncmp(at, opens[i], strlen(opens[i])))
			continue;
		*name = at + strlen(opens[i]);
		end = strstr(*name, closes[i]);
		return end ? (size_t)(end - *name) : 0;
	}
	return 0;
}

/* One line of the log; gcc_fn, gcc_len: the function GCC's last "In
 * function" line named. */
static void line(const char *l, const char **gcc_fn, size_t *gcc_len,
		 struct inlint_frames *out)
{
	unsigned long long bytes, limit;
	const char *at, *name;
	size_t len;

	if ((at = strstr(l, "In function ")) &&
	    (len = quoted(at + strlen("In function "), &name))) {
		*gcc_fn = name;
		*gcc_len = len;
	} else if ((at = strstr(l, "the frame size of ")) &&
		   sscanf(at,
			  "the frame size of %llu bytes is larger than "
			  "%llu bytes",
			  &bytes, &limit) == 2 &&
		   *gcc_fn) {
		add(out, *gcc_fn, *gcc_len, bytes, limit);
	} else if ((at = strstr(l, "stack frame size (")) &&
		   sscanf(at, "stack frame size (%llu) exceeds limit (%llu)",
			  &bytes, &limit) == 2 &&
		   (at = strstr(at, ") in ")) && (at = strchr(at, '\'')) &&
		   (len = quoted(at, &name))) {
		add(out, name, len, bytes, limit);
	}
}

void inlint_frames_parse(const char *log, struct inlint_frames *out)
{
	const char *gcc_fn = NULL;
	size_t gcc_len = 0;
	char *copy = inlint_strdup(log), *save = NULL;

	for (char *l = strtok_r(copy, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save))
		line(l, &gcc_fn, &gcc_len, out);
	free(copy);
}

bool inlint_frames_fatal(char *const *argv)
{
	int all = 0, one = 0; /* 1 error, -1 not; 0 unsaid */

	for (size_t i = 0; argv[i]; i++) {
		const char *w = argv[i];

		if (!strcmp(w, "-Werror"))
			all = 1;
		else if (!strcmp(w, "-Wno-error"))
			all = -1;
		else if (!strncmp(w, "-Werror=frame-larger-than", 25))
			one = 1;
		else if (!strncmp(w, "-Wno-error=frame-larger-than", 28))
			one = -1;
	}
	return one ? one > 0 : all > 0;
}

void inlint_frames_release(struct inlint_frames *f)
{
	for (size_t i = 0; i < f->n; i++)
		free(f->v[i].function);
	free(f->v);
	memset(f, 0, sizeof(*f));
}
