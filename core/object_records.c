/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object_records.c - the .inlint section found through the section headers
 * alone, read with pread: of a build directory's objects, with debug info
 * gigabytes, only the headers and the one section are read. */
#include "object_records.h"

#include "archive.h"
#include "array.h"
#include "dash.h"
#include "elfhdr.h"
#include "gzip.h"
#include "one_line.h"
#include "read_file.h"
#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define AR_MAGIC_LEN 8

/* An object's bytes: a file (fd), or an archive's member in memory. */
struct source {
	int fd;
	const unsigned char *mem;
	uint64_t size;
	const char *label;
	char *err;
	size_t errlen;
};

static int fail(const struct source *s, const char *what)
{
	snprintf(s->err, s->errlen, "%s: %s", s->label, what);
	return -1;
}

/* Returns 0, or -1 with errno 0 when the bytes lie outside the source. */
static int read_at(const struct source *s, uint64_t off, void *dst, size_t len)
{
	char *p = dst;

	errno = 0;
	if (off > s->size || len > s->size - off)
		return -1;
	if (s->mem) {
		memcpy(dst, s->mem + off, len);
		return 0;
	}
	while (len) {
		ssize_t n = pread(s->fd, p, len, (off_t)off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		p += n;
		off += (uint64_t)n;
		len -= (size_t)n;
	}
	return 0;
}

/* len bytes at off and a NUL after them, or NULL with the error set. */
static char *read_block(const struct source *s, uint64_t off, uint64_t len,
			const char *what)
{
	char msg[256];
	char *buf;

	if (len > INLINT_INPUT_LIMIT) {
		snprintf(msg, sizeof(msg), "%s larger than inlint's %s limit",
			 what, INLINT_INPUT_LIMIT_TEXT);
		fail(s, msg);
		return NULL;
	}
	buf = inlint_xmalloc(len + 1);
	if (read_at(s, off, buf, len)) {
		if (errno)
			snprintf(msg, sizeof(msg), "cannot read %s (%s)", what,
				 strerror(errno));
		else
			snprintf(msg, sizeof(msg), "%s lies outside the file",
				 what);
		fail(s, msg);
		free(buf);
		return NULL;
	}
	buf[len] = '\0';
	return buf;
}

static void add(struct inlint_object_records *out, const char *label,
		const char *text, size_t len)
{
	struct inlint_object_record *r;

	out->v = inlint_array_grow(out->v, &out->cap, out->n + 1,
				   sizeof(*out->v));
	r = &out->v[out->n++];
	/* It names the record in every error about its text: a member's
	 * name is input. */
	r->label = inlint_strdup(label);
	inlint_one_line(r->label);
	r->text = inlint_strndup(text, len);
	r->len = len;
}

/* The section's records, each ended by a NUL; empty ones are padding. */
static int add_records(const struct source *s, const char *sec, size_t len,
		       struct inlint_object_records *out)
{
	size_t n = 0, i = 0;
	char label[4096];

	if (len && sec[len - 1])
		return fail(s, INLINT_RECORD_SECTION
			    ": its last record does not end with a NUL");
	for (size_t at = 0; at < len; at += strlen(sec + at) + 1)
		n += sec[at] != '\0';
	for (size_t at = 0; at < len; at += strlen(sec + at) + 1) {
		if (!sec[at])
			continue;
		if (n > 1)
			snprintf(label, sizeof(label), "%s(record %zu)",
				 s->label, ++i);
		else
			snprintf(label, sizeof(label), "%s", s->label);
		add(out, label, sec + at, strlen(sec + at));
	}
	return 0;
}

/* Appends n bytes at p to *out, and a NUL that *len does not count. */
static void put_bytes(char **out, size_t *len, size_t *cap, const char *p,
		      size_t n)
{
	*out = inlint_array_grow(*out, cap, *len + n + 1, 1);
	memcpy(*out + *len, p, n);
	*len += n;
	(*out)[*len] = '\0';
}

/* The section with each gzip member replaced by the text it holds: the
 * plugin deflates its copy, and ld -r may join it with plain records of
 * an older plugin. NULL with the error set when a member is bad. */
static char *inflate_members(const struct source *s, const char *sec,
			     size_t len, size_t *outlen)
{
	const unsigned char *p = (const unsigned char *)sec;
	size_t cap = 0, at = 0;
	char *out = NULL;

	*outlen = 0;
	put_bytes(&out, outlen, &cap, "", 0);
	while (at < len) {
		const char *problem = "does not end with a NUL";
		size_t before = *outlen, used, n;
		char msg[256];

		if (!inlint_gzip_starts(p + at, len - at)) {
			n = strnlen(sec + at, len - at);
			n += n < len - at;
			put_bytes(&out, outlen, &cap, sec + at, n);
			at += n;
			continue;
		}
		used = inlint_gunzip(p + at, len - at, INLINT_INPUT_LIMIT, &out,
				     outlen, &cap, &problem);
		if (used && *outlen > before && !out[*outlen - 1]) {
			at += used;
			continue;
		}
		snprintf(msg, sizeof(msg),
			 INLINT_RECORD_SECTION ": a compressed record %s%s",
			 problem,
			 *outlen >= INLINT_INPUT_LIMIT
				 ? " (" INLINT_INPUT_LIMIT_TEXT ")"
				 : "");
		fail(s, msg);
		free(out);
		return NULL;
	}
	return out;
}

/* The section header table: its place from the ELF header, the count and
 * the names' index from its first entry when the header cannot hold them. */
static int read_table(const struct source *s, struct inlint_elf *e,
		      struct inlint_elf_table *t, char **table)
{
	unsigned char ehdr[sizeof(Elf64_Ehdr)];
	unsigned char sh0[sizeof(Elf64_Shdr)];
	size_t shdr = INLINT_ELF_SIZEOF(e, Shdr);

	*table = NULL;
	if (read_at(s, 0, ehdr, INLINT_ELF_SIZEOF(e, Ehdr)))
		return fail(s, "truncated ELF header");
	if (inlint_elf_table(e, ehdr, t)) {
		if (t->entsize < shdr || read_at(s, t->offset, sh0, shdr))
			return fail(
				s,
				"section header table lies outside the file");
		inlint_elf_table_extend(e, sh0, t);
	}
	if (!t->offset || !t->n)
		return 0;
	if (t->entsize < shdr || t->n > INLINT_INPUT_LIMIT / t->entsize)
		return fail(s, "section header table lies outside the file");
	*table = read_block(s, t->offset, t->n * t->entsize,
			    "section header table");
	return *table ? 0 : -1;
}

static int read_sections(const struct source *s, const struct inlint_elf *e,
			 const struct inlint_elf_table *t, const char *table,
			 struct inlint_object_records *out)
{
	struct inlint_elf_section names, sec;
	char *name_text, *text, *flat;
	size_t flat_len;
	int ret = 0;

	if (t->names >= t->n)
		return t->names == SHN_UNDEF ? 0 : fail(s, "no section names");
	inlint_elf_section(e,
			   (const unsigned char *)table + t->names * t->entsize,
			   &names);
	name_text =
		read_block(s, names.offset, names.size, "section name table");
	if (!name_text)
		return -1;
	for (size_t i = 0; i < t->n && !ret; i++) {
		inlint_elf_section(
			e, (const unsigned char *)table + i * t->entsize, &sec);
		if (sec.name >= names.size ||
		    strcmp(name_text + sec.name, INLINT_RECORD_SECTION))
			continue;
		if (sec.type == SHT_NOBITS) {
			ret = fail(s, INLINT_RECORD_SECTION " has no contents");
			break;
		}
		text = read_block(s, sec.offset, sec.size,
				  INLINT_RECORD_SECTION " section");
		flat = text ? inflate_members(s, text, sec.size, &flat_len)
			    : NULL;
		ret = flat ? add_records(s, flat, flat_len, out) : -1;
		free(flat);
		free(text);
	}
	free(name_text);
	return ret;
}

/* Returns 1 for an ELF file, 0 for anything else, -1 with err set. */
static int read_elf(const struct source *s, struct inlint_object_records *out)
{
	unsigned char ident[EI_NIDENT];
	struct inlint_elf e = {0};
	struct inlint_elf_table t;
	char *table;
	int ret;

	if (read_at(s, 0, ident, sizeof(ident)) ||
	    inlint_elf_ident(&e, ident, sizeof(ident)))
		return 0;
	if (read_table(s, &e, &t, &table))
		return -1;
	ret = table ? read_sections(s, &e, &t, table, out) : 0;
	free(table);
	return ret ? -1 : 1;
}

static int read_elf_file(const char *path, const char *label,
			 struct inlint_object_records *out, char *err,
			 size_t errlen);

struct archive {
	const char *path;
	struct inlint_object_records *out;
};

/* Returns 1 on failure: the walk tells its own errors (-1) from these. */
static int read_member(void *arg, const struct inlint_ar_member *m, char *err,
		       size_t errlen)
{
	const struct archive *a = arg;
	char label[4096];
	char *path;
	int ret;

	snprintf(label, sizeof(label), "%s(%s)", a->path, m->name);
	if (m->data) {
		struct source s = {-1,	    (const unsigned char *)m->data,
				   m->size, label,
				   err,	    errlen};

		return read_elf(&s, a->out) < 0;
	}
	path = inlint_ar_member_path(a->path, m->name);
	ret = read_elf_file(path, label, a->out, err, errlen);
	free(path);
	return ret < 0;
}

static int read_archive(const char *path, struct inlint_object_records *out,
			char *err, size_t errlen)
{
	struct archive a = {path, out};
	char msg[512];
	size_t len;
	char *buf = inlint_read_file(path, &len, err, errlen);
	int ret;

	if (!buf)
		return -1;
	ret = inlint_ar_walk(buf, len, read_member, &a, err, errlen);
	/* The members' errors name the member already. */
	if (ret < 0) {
		snprintf(msg, sizeof(msg), "%s", err);
		snprintf(err, errlen, "%s: %s", path, msg);
	}
	free(buf);
	return ret ? -1 : 1;
}

/* Opens path for reading as an object: a regular file, or -1. */
static int open_regular(const char *path, struct stat *st)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);

	if (fd < 0)
		return -1;
	if (fstat(fd, st) || !S_ISREG(st->st_mode)) {
		close(fd);
		return -1;
	}
	return fd;
}

/* A thin archive's member names a file; one that is not there is an
 * error, as the archive promised it. */
static int read_elf_file(const char *path, const char *label,
			 struct inlint_object_records *out, char *err,
			 size_t errlen)
{
	struct stat st;
	int fd = open_regular(path, &st);
	struct source s = {fd, NULL, 0, label, err, errlen};
	int ret;

	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot open %s (%s)", label, path,
			 errno ? strerror(errno) : "not a regular file");
		return -1;
	}
	s.size = (uint64_t)st.st_size;
	ret = read_elf(&s, out);
	close(fd);
	return ret;
}

/* Whether the AR_MAGIC_LEN bytes at magic start an archive, thin or not. */
static bool is_archive(const char *magic)
{
	return !memcmp(magic, "!<arch>\n", AR_MAGIC_LEN) ||
	       !memcmp(magic, "!<thin>\n", AR_MAGIC_LEN);
}

static int read_path(const char *path, struct inlint_object_records *out,
		     char *err, size_t errlen)
{
	char magic[AR_MAGIC_LEN];
	struct stat st;
	int fd = open_regular(path, &st);
	struct source s = {fd, NULL, 0, path, err, errlen};
	int ret;

	if (fd < 0)
		return 0;
	s.size = (uint64_t)st.st_size;
	if (!read_at(&s, 0, magic, sizeof(magic)) && is_archive(magic)) {
		close(fd);
		return read_archive(path, out, err, errlen);
	}
	ret = read_elf(&s, out);
	close(fd);
	return ret;
}

/* "-": standard input, whole in memory (it cannot be read at an offset),
 * as an archive or as one object. */
static int read_stdin(struct inlint_object_records *out, char *err,
		      size_t errlen)
{
	size_t len;
	char *buf = inlint_read_file("-", &len, err, errlen);
	struct source s = {-1, (const unsigned char *)buf, 0, "-", err, errlen};
	int ret;

	if (!buf)
		return -1;
	s.size = len;
	if (len >= AR_MAGIC_LEN && is_archive(buf))
		ret = read_archive("-", out, err, errlen);
	else
		ret = read_elf(&s, out);
	free(buf);
	return ret;
}

/* A member's name is input, and is quoted in errors. */
int inlint_object_records_read(const char *path,
			       struct inlint_object_records *out, char *err,
			       size_t errlen)
{
	int ret = inlint_dash(path) ? read_stdin(out, err, errlen)
				    : read_path(path, out, err, errlen);

	if (ret < 0)
		inlint_one_line(err);
	return ret;
}

void inlint_object_records_release(struct inlint_object_records *r)
{
	for (size_t i = 0; i < r->n; i++) {
		free(r->v[i].label);
		free(r->v[i].text);
	}
	free(r->v);
	memset(r, 0, sizeof(*r));
}
