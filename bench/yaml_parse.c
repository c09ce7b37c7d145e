/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_parse.c - the floor for inlint merge: libyaml's event parser run over
 * every record under a directory, doing nothing with the events.
 * Run: build/bench/yaml_parse DIR (bench/merge_throughput.sh runs it). */
#include "walk.h"

#include <yaml.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads the whole file, as inlint_record_read does, so that both sides of
 * the comparison do the same I/O. */
static char *slurp(const char *path, size_t *len)
{
	FILE *in = fopen(path, "rb");
	size_t cap = 16384, n = 0;
	char *buf = malloc(cap);

	if (!in || !buf)
		goto fail;
	while ((n += fread(buf + n, 1, cap - n, in)) == cap) {
		char *grown = realloc(buf, cap *= 2);

		if (!grown)
			goto fail;
		buf = grown;
	}
	fclose(in);
	*len = n;
	return buf;
fail:
	if (in)
		fclose(in);
	free(buf);
	return NULL;
}

/* Returns the number of events, or -1 on a parse error. */
static long parse(const char *buf, size_t len)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	long events = 0;
	bool done = false;

	if (!yaml_parser_initialize(&parser))
		return -1;
	yaml_parser_set_input_string(&parser, (const unsigned char *)buf, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			events = -1;
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
		events++;
	}
	yaml_parser_delete(&parser);
	return events;
}

int main(int argc, char **argv)
{
	struct inlint_paths paths = {0};
	char err[1024];
	size_t bytes = 0;
	long events = 0;

	if (argc != 2 ||
	    inlint_find_records(argv[1], &paths, err, sizeof(err))) {
		fprintf(stderr, "usage: yaml_parse DIR%s%s\n",
			argc == 2 ? ": " : "", argc == 2 ? err : "");
		return 2;
	}
	for (size_t i = 0; i < paths.n; i++) {
		size_t len;
		char *buf = slurp(paths.v[i], &len);
		long n = buf ? parse(buf, len) : -1;

		free(buf);
		if (n < 0) {
			fprintf(stderr, "yaml_parse: %s: cannot parse\n",
				paths.v[i]);
			return 2;
		}
		events += n;
		bytes += len;
	}
	printf("%zu files, %zu bytes, %ld events\n", paths.n, bytes, events);
	inlint_paths_release(&paths);
	return 0;
}
