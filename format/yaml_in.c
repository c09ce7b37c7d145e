/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_in.c - loading a YAML file with yaml_parser_load, and the error
 * lines of yaml_in.h. */
#include "yaml_in.h"

#include "one_line.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int load(struct inlint_yaml_in *in, FILE *f)
{
	yaml_parser_t parser;
	int ok;

	if (!yaml_parser_initialize(&parser)) {
		snprintf(in->err, in->errlen,
			 "%s: cannot start the YAML parser", in->path);
		return -1;
	}
	yaml_parser_set_input_file(&parser, f);
	ok = yaml_parser_load(&parser, &in->doc);
	if (!ok)
		snprintf(in->err, in->errlen, "%s:%zu:%zu: %s %s", in->path,
			 parser.problem_mark.line + 1,
			 parser.problem_mark.column + 1,
			 parser.problem ? parser.problem : "cannot parse",
			 parser.context ? parser.context : "");
	yaml_parser_delete(&parser);
	return ok ? 0 : -1;
}

int inlint_yaml_in_load(struct inlint_yaml_in *in, const char *path, char *err,
			size_t errlen)
{
	FILE *f = fopen(path, "rb");
	int ret;

	in->path = path;
	in->err = err;
	in->errlen = errlen;
	if (!f) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return -1;
	}
	ret = load(in, f);
	fclose(f);
	return ret;
}

void inlint_yaml_in_release(struct inlint_yaml_in *in)
{
	yaml_document_delete(&in->doc);
}

int inlint_yaml_in_fail(struct inlint_yaml_in *in, const yaml_node_t *n,
			const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* msg may quote a scalar, which may hold a newline. */
	inlint_one_line(msg);
	snprintf(in->err, in->errlen, "%s:%zu:%zu: %s", in->path,
		 n->start_mark.line + 1, n->start_mark.column + 1, msg);
	return -1;
}

yaml_node_t *inlint_yaml_in_node(struct inlint_yaml_in *in, int id)
{
	return yaml_document_get_node(&in->doc, id);
}
