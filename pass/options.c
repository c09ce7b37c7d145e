/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* options.c - reads inlint's settings from the environment (clang builds)
 * and from pass parameters (opt), with the same meaning in both. */
#include "options.h"

#include "records_dir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Paths longer than the buffer are cut, and then name nothing that exists:
 * the failure surfaces as an unwritable record or an unreadable file. */
static void set_path(char *dst, size_t size, const char *src, size_t len)
{
	if (len >= size)
		len = size - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

static bool env_flag(const char *name)
{
	const char *v = getenv(name);

	return v && *v && strcmp(v, "0") != 0;
}

void inlint_options_from_env(struct inlint_options *o)
{
	const char *out = getenv("INLINT_OUT");
	const char *apply = getenv("INLINT_APPLY");
	char dflt[sizeof(o->out_dir)];

	if (!out || !*out)
		out = inlint_records_default(dflt, sizeof(dflt));
	set_path(o->out_dir, sizeof(o->out_dir), out, strlen(out));
	if (!apply)
		apply = "";
	set_path(o->apply, sizeof(o->apply), apply, strlen(apply));
	o->verbose = env_flag("INLINT_VERBOSE");
	o->verify = env_flag("INLINT_VERIFY");
	o->system = env_flag("INLINT_SYSTEM");
	o->decisions = NULL;
	o->no_record_file = false;
	o->phase = INLINT_PHASE_COMPILE;
	inlint_inliner_default(&o->inliner);
}

bool inlint_options_applies(const struct inlint_options *o)
{
	return o->decisions || o->apply[0];
}

/* One "key=value" or "flag" parameter of length len. */
static int parse_one(struct inlint_options *o, const char *p, size_t len,
		     char *err, size_t errlen)
{
	if (len > 4 && strncmp(p, "out=", 4) == 0) {
		set_path(o->out_dir, sizeof(o->out_dir), p + 4, len - 4);
		return 0;
	}
	if (len > 6 && strncmp(p, "apply=", 6) == 0) {
		set_path(o->apply, sizeof(o->apply), p + 6, len - 6);
		return 0;
	}
	if (len == 7 && strncmp(p, "verbose", 7) == 0) {
		o->verbose = true;
		return 0;
	}
	if (len == 6 && strncmp(p, "verify", 6) == 0) {
		o->verify = true;
		return 0;
	}
	if (len == 6 && strncmp(p, "system", 6) == 0) {
		o->system = true;
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
