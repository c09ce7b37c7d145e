/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object_records.h - the records an ELF object carries in its .inlint
 * section (the plugin's embed.c writes them), read from an object or from
 * the members of an ar archive. The texts only: format/ parses them. */
#ifndef INLINT_OBJECT_RECORDS_H
#define INLINT_OBJECT_RECORDS_H

#include <stddef.h>

/* The section: records, each a gzip member holding its text and a NUL, or
 * (from a plugin before it compressed) the text and a NUL, so that ld -r,
 * which keeps SHF_EXCLUDE sections and joins those of one name, keeps them
 * apart. */
#define INLINT_RECORD_SECTION ".inlint"

/* One record's text, NUL-terminated, and where it was found: "path" or
 * "archive(member)", and "(record N)" after it when one section holds
 * several. */
struct inlint_object_record {
	char *label;
	char *text;
	size_t len;
};

/* Zeroed ({0}) before the first read; release frees what it holds. */
struct inlint_object_records {
	struct inlint_object_record *v;
	size_t n, cap;
};

/* Appends the records of the ELF object at path, or of every ELF member of
 * the ar archive at path (a thin archive's members are files); a member
 * that is not ELF carries none. Returns 1 when path is an ELF file or an
 * archive, 0 when it is neither or is no regular file that opens (for
 * another reader to say why), or -1 with err set to "path: problem" or
 * "path(member): problem" when it is malformed: a section outside the
 * file, a record without its NUL, a gzip member cut short or corrupt. */
int inlint_object_records_read(const char *path,
			       struct inlint_object_records *out, char *err,
			       size_t errlen);

void inlint_object_records_release(struct inlint_object_records *r);

#endif
