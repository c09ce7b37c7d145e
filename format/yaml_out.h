/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_out.h - libyaml's emitter as inlint writes every YAML file: one block
 * document, long lines kept whole, a sticky failure checked once at the end. */
#ifndef INLINT_YAML_OUT_H
#define INLINT_YAML_OUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct inlint_yaml_out;

/* Writes one document to out, its content emitted by body(o, arg) through
 * the calls below. Returns 0, or -1 with err set to the first problem. */
int inlint_yaml_out_emit(FILE *out,
			 void (*body)(struct inlint_yaml_out *o,
				      const void *arg),
			 const void *arg, char *err, size_t errlen);

/* The same into path, atomically (atomic_write.h). Returns 0, or -1 with
 * err set to "path: problem" and nothing left behind. */
int inlint_yaml_out_write(const char *path,
			  void (*body)(struct inlint_yaml_out *o,
				       const void *arg),
			  const void *arg, char *err, size_t errlen);

/* True when YAML would read the plain scalar s as something other than a
 * string (null, bool, number), so that it has to be quoted. */
bool inlint_yaml_needs_quotes(const char *s);

/* A mapping key, or any word written as it is. */
void inlint_yaml_out_key(struct inlint_yaml_out *o, const char *key);
/* A string YAML reads back as that string: quoted only when it must be,
 * and ~ for NULL. */
void inlint_yaml_out_string(struct inlint_yaml_out *o, const char *s);
void inlint_yaml_out_number(struct inlint_yaml_out *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* In decimal, as "%llu" writes it, without printf: a record is mostly
 * counts and lines. */
void inlint_yaml_out_uint(struct inlint_yaml_out *o, unsigned long long v);
void inlint_yaml_out_bool(struct inlint_yaml_out *o, bool v);
/* A key and its value. */
void inlint_yaml_out_key_string(struct inlint_yaml_out *o, const char *key,
				const char *s);
void inlint_yaml_out_key_number(struct inlint_yaml_out *o, const char *key,
				const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void inlint_yaml_out_key_bool(struct inlint_yaml_out *o, const char *key,
			      bool v);

/* flow: [a, b] and {k: v} on one line, else block style. */
void inlint_yaml_out_map(struct inlint_yaml_out *o, bool flow);
void inlint_yaml_out_end_map(struct inlint_yaml_out *o);
void inlint_yaml_out_seq(struct inlint_yaml_out *o, bool flow);
void inlint_yaml_out_end_seq(struct inlint_yaml_out *o);

#endif
