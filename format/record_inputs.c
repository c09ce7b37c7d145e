/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* record_inputs.c - a file is an object when it starts as ELF or ar, else
 * a YAML record; a record's text, hashed, tells it from one read before,
 * as a compile's record file and its object's copy are the same bytes. */
#include "record_inputs.h"

#include "array.h"
#include "object_records.h"
#include "read_file.h"
#include "record.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Two independent 64-bit hashes and the length: texts that differ do not
 * meet here in any build (the odds are 2^-128 a pair). */
struct inlint_record_digest {
	uint64_t fnv, mix;
	size_t len;
};

static struct inlint_record_digest digest(const char *text, size_t len)
{
	struct inlint_record_digest d = {0xcbf29ce484222325ull, len, len};
	uint64_t word;

	for (size_t i = 0; i < len; i++)
		d.fnv = (d.fnv ^ (unsigned char)text[i]) * 0x100000001b3ull;
	for (size_t i = 0; i < len; i += sizeof(word)) {
		word = 0;
		memcpy(&word, text + i,
		       len - i < sizeof(word) ? len - i : sizeof(word));
		d.mix = inlint_hash_mix(d.mix, word);
	}
	return d;
}

struct lookup {
	const struct inlint_record_inputs *in;
	struct inlint_record_digest d;
};

static bool same_digest(const void *key, size_t idx)
{
	const struct lookup *k = key;
	const struct inlint_record_digest *s = &k->in->seen[idx];

	return s->fnv == k->d.fnv && s->mix == k->d.mix && s->len == k->d.len;
}

/* Whether the text was read before; remembers it when not. */
static bool seen_before(struct inlint_record_inputs *in, const char *text,
			size_t len)
{
	struct lookup key = {in, digest(text, len)};
	uint64_t hash = key.d.fnv ^ key.d.mix;

	if (inlint_htab_find(&in->index, hash, same_digest, &key) !=
	    INLINT_HTAB_NONE)
		return true;
	in->seen = inlint_array_grow(in->seen, &in->cap_seen, in->n_seen + 1,
				     sizeof(*in->seen));
	in->seen[in->n_seen] = key.d;
	inlint_htab_insert(&in->index, hash, in->n_seen++);
	return false;
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

int inlint_record_inputs_find(struct inlint_record_inputs *in, const char *path,
			      char *err, size_t errlen)
{
	return inlint_find_records_and_objects(path, &in->paths, err, errlen);
}

/* Parses one record's text and hands it to fn; 1 when it did, 0 when the
 * text was read before, -1 on an error. */
static int take_text(struct inlint_record_inputs *in, const char *text,
		     size_t len, const char *label, inlint_record_fn fn,
		     void *arg, char *err, size_t errlen)
{
	struct inlint_model *m;

	if (seen_before(in, text, len))
		return 0;
	m = inlint_record_read_text(text, len, label, err, errlen);
	if (!m)
		return -1;
	return fn(arg, m, label, err, errlen) ? -1 : 1;
}

static long read_object(struct inlint_record_inputs *in,
			const struct inlint_object_records *recs,
			inlint_record_fn fn, void *arg, char *err,
			size_t errlen)
{
	long n = 0;

	for (size_t i = 0; i < recs->n; i++) {
		const struct inlint_object_record *r = &recs->v[i];
		int ret = take_text(in, r->text, r->len, r->label, fn, arg, err,
				    errlen);

		if (ret < 0)
			return -1;
		n += ret;
	}
	return n;
}

long inlint_record_inputs_read(struct inlint_record_inputs *in, size_t i,
			       inlint_record_fn fn, void *arg, char *err,
			       size_t errlen)
{
	const char *path = in->paths.v[i];
	struct inlint_object_records recs = {0};
	int kind = inlint_object_records_read(path, &recs, err, errlen);
	size_t len;
	char *text;
	long n;

	if (kind > 0) {
		if (!recs.n && in->paths.named[i]) {
			snprintf(err, errlen,
				 "%s: no inlint record (no %s section: "
				 "compiled without the plugin?)",
				 path, INLINT_RECORD_SECTION);
			kind = -1;
		}
		n = kind < 0 ? -1
			     : read_object(in, &recs, fn, arg, err, errlen);
		inlint_object_records_release(&recs);
		return n;
	}
	if (kind < 0)
		return -1;
	/* Found for its name, an object that is not ELF: bitcode of an LTO
	 * compile, Mach-O. */
	if (!in->paths.named[i] && ends_with(path, ".o"))
		return 0;
	text = inlint_read_file(path, &len, err, errlen);
	if (!text)
		return -1;
	n = take_text(in, text, len, path, fn, arg, err, errlen);
	free(text);
	return n;
}

void inlint_record_inputs_release(struct inlint_record_inputs *in)
{
	inlint_paths_release(&in->paths);
	free(in->seen);
	inlint_htab_release(&in->index);
	memset(in, 0, sizeof(*in));
}
