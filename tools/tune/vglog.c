/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* vglog.c - valgrind's own log of a failed run under callgrind: why
 * valgrind gave up, so that the error says more than "status 1". */
#include "vglog.h"

#include "xalloc.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* valgrind 3.19 (Debian 12) stops at the DWARF 5 of clang 22's -g, after
 * lines such as "### unhandled dwarf2 abbrev form code 0x25". */
#define DWARF5_SIGN "### unhandled dwarf2 abbrev form"
#define GAVE_UP	    "Giving up."
/* Its messages: "==PID== Valgrind: text", continued with more spaces. */
#define OWN "Valgrind: "

struct verdict {
	bool gave_up, dwarf5;
	char *reason; /* the last message of its own before it gave up */
};

/* The line without its "==PID== " prefix. */
static const char *message(const char *line)
{
	const char *end =
		strncmp(line, "==", 2) ? NULL : strstr(line + 2, "== ");

	return end ? end + 3 : line;
}

static void read_log(const char *path, struct verdict *v)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;

	if (!f)
		return;
	while (!v->gave_up && getline(&line, &cap, f) > 0) {
		const char *m = message(line);

		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, DWARF5_SIGN, sizeof(DWARF5_SIGN) - 1))
			v->dwarf5 = true;
		if (strstr(m, GAVE_UP))
			v->gave_up = true;
		else if (!strncmp(m, OWN, sizeof(OWN) - 1) &&
			 m[sizeof(OWN) - 1] != ' ') {
			free(v->reason);
			v->reason = inlint_strdup(m + sizeof(OWN) - 1);
		}
	}
	free(line);
	fclose(f);
}

void inlint_vglog_explain(const char *scratch, const char *prefix, char *err,
			  size_t errlen)
{
	DIR *d = opendir(scratch);
	struct verdict v = {0};
	struct dirent *de;
	size_t len = strlen(err);
	char path[4096];

	if (!d)
		return;
	while (!v.gave_up && (de = readdir(d))) {
		if (strncmp(de->d_name, prefix, strlen(prefix)))
			continue;
		snprintf(path, sizeof(path), "%s/%s", scratch, de->d_name);
		read_log(path, &v);
	}
	closedir(d);
	if (v.gave_up && len < errlen)
		snprintf(err + len, errlen - len, "; valgrind gave up: %s%s",
			 v.reason ? v.reason : "(no reason in its log)",
			 v.dwarf5 ? " (it cannot read the DWARF 5 of clang's "
				    "-g: build with -gdwarf-4)"
				  : "");
	free(v.reason);
}
