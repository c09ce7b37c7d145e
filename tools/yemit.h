/* yemit.h - libyaml's emitter writing into memory, with a sticky failure:
 * tune's files are built whole and then written atomically. */
#ifndef INLINT_YEMIT_H
#define INLINT_YEMIT_H

#include <stddef.h>
#include <yaml.h>

struct inlint_yemit {
	yaml_emitter_t y;
	char *buf;
	size_t len, cap;
	const char *problem; /* the first failure; later events are dropped */
};

/* Starts the stream and one document. Returns 0, or -1 when out of memory. */
int inlint_yemit_begin(struct inlint_yemit *e);

void inlint_yemit_scalar(struct inlint_yemit *e, const char *s);
/* A plain scalar that YAML must read as a string: quoted when needed. */
void inlint_yemit_string(struct inlint_yemit *e, const char *s);
void inlint_yemit_uint(struct inlint_yemit *e, unsigned long long v);
void inlint_yemit_int(struct inlint_yemit *e, long long v);
/* %.17g: a double read back with strtod is the same double. */
void inlint_yemit_double(struct inlint_yemit *e, double v);
void inlint_yemit_mapping(struct inlint_yemit *e, int flow);
void inlint_yemit_sequence(struct inlint_yemit *e, int flow);
void inlint_yemit_end_mapping(struct inlint_yemit *e);
void inlint_yemit_end_sequence(struct inlint_yemit *e);

/* Ends the document and writes it to path atomically. Returns 0, or -1 with
 * err set to "path: problem". Frees the emitter either way. */
int inlint_yemit_write(struct inlint_yemit *e, const char *path, char *err,
		       size_t errlen);

#endif
