/* options.c - reads inlint's settings from the environment (clang builds)
 * and from pass parameters (opt), with the same meaning in both. */
#include "options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_out(struct inlint_options *o, const char *dir, size_t len)
{
	if (len >= sizeof(o->out_dir))
		len = sizeof(o->out_dir) - 1;
	memcpy(o->out_dir, dir, len);
	o->out_dir[len] = '\0';
}

void inlint_options_from_env(struct inlint_options *o)
{
	const char *out = getenv("INLINT_OUT");
	const char *verbose = getenv("INLINT_VERBOSE");

	if (!out || !*out)
		out = INLINT_DEFAULT_OUT;
	set_out(o, out, strlen(out));
	o->verbose = verbose && strcmp(verbose, "0") != 0 && *verbose;
}

/* One "key=value" or "flag" parameter of length len. */
static int parse_one(struct inlint_options *o, const char *p, size_t len,
		     char *err, size_t errlen)
{
	if (len > 4 && strncmp(p, "out=", 4) == 0) {
		set_out(o, p + 4, len - 4);
		return 0;
	}
	if (len == 7 && strncmp(p, "verbose", 7) == 0) {
		o->verbose = true;
		return 0;
	}
	snprintf(err, errlen, "unknown inlint parameter '%.*s'", (int)len, p);
	return -1;
}

int inlint_options_parse(struct inlint_options *o, const char *params,
			 char *err, size_t errlen)
{
	const char *p = params;

	while (*p) {
		size_t len = strcspn(p, ";");

		if (len && parse_one(o, p, len, err, errlen))
			return -1;
		p += len;
		if (*p == ';')
			p++;
	}
	return 0;
}
