/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_object_records.c - the records in an object's .inlint section: ELF
 * files of both classes and byte orders built here byte by byte, extended
 * section numbering, archives, and each malformed file the reader refuses.
 * Run: ctest -R test_object_records */
#include "check.h"
#include "gzip.h"
#include "object_records.h"
#include "scratch.h"

#include <elf.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

struct sec {
	const char *name;
	uint32_t type;
	const char *data;
	size_t len;
	uint64_t offset; /* 0: where the builder puts it */
};

struct elf_out {
	unsigned char buf[4096];
	size_t len;
	bool is64, big;
};

static void put(struct elf_out *o, size_t at, uint64_t v, size_t size)
{
	for (size_t i = 0; i < size; i++)
		o->buf[at + (o->big ? size - 1 - i : i)] =
			(unsigned char)(v >> (8 * i));
}

/* Field f of T (Ehdr, Shdr) at byte at, in o's class. */
#define PUT(o, at, T, f, v)                                                    \
	((o)->is64 ? put((o), (at) + offsetof(Elf64_##T, f), (v),              \
			 sizeof(((Elf64_##T *)0)->f))                          \
		   : put((o), (at) + offsetof(Elf32_##T, f), (v),              \
			 sizeof(((Elf32_##T *)0)->f)))
#define SIZE(o, T) ((o)->is64 ? sizeof(Elf64_##T) : sizeof(Elf32_##T))

static size_t append(struct elf_out *o, const void *data, size_t len)
{
	size_t at = o->len;

	memcpy(o->buf + at, data, len);
	o->len += len;
	return at;
}

static void put_shdr(struct elf_out *o, size_t at, uint64_t name, uint64_t type,
		     uint64_t offset, uint64_t size, uint64_t link)
{
	PUT(o, at, Shdr, sh_name, name);
	PUT(o, at, Shdr, sh_type, type);
	PUT(o, at, Shdr, sh_offset, offset);
	PUT(o, at, Shdr, sh_size, size);
	PUT(o, at, Shdr, sh_link, link);
}

/* The ELF header, the sections' contents, .shstrtab and the section
 * headers: null, secs..., .shstrtab. With extended, the count and the
 * names' index are in section 0 as for 65280 sections or more. */
static void build(struct elf_out *o, bool is64, bool big,
		  const struct sec *secs, size_t n, bool extended)
{
	char names[256] = "";
	size_t name_at[8], names_len = 1, off[8], shoff, names_off;
	size_t count = n + 2;

	memset(o, 0, sizeof(*o));
	o->is64 = is64;
	o->big = big;
	o->len = SIZE(o, Ehdr);
	for (size_t i = 0; i < n; i++) {
		name_at[i] = names_len;
		strcpy(names + names_len, secs[i].name);
		names_len += strlen(secs[i].name) + 1;
		off[i] = secs[i].offset ? secs[i].offset
					: append(o, secs[i].data, secs[i].len);
	}
	strcpy(names + names_len, ".shstrtab");
	names_off = append(o, names, names_len + strlen(".shstrtab") + 1);
	shoff = o->len;
	o->len += count * SIZE(o, Shdr);
	memcpy(o->buf, ELFMAG, SELFMAG);
	o->buf[EI_CLASS] = is64 ? ELFCLASS64 : ELFCLASS32;
	o->buf[EI_DATA] = big ? ELFDATA2MSB : ELFDATA2LSB;
	o->buf[EI_VERSION] = EV_CURRENT;
	PUT(o, 0, Ehdr, e_type, ET_REL);
	PUT(o, 0, Ehdr, e_shoff, shoff);
	PUT(o, 0, Ehdr, e_shentsize, SIZE(o, Shdr));
	PUT(o, 0, Ehdr, e_shnum, extended ? 0 : count);
	PUT(o, 0, Ehdr, e_shstrndx, extended ? SHN_XINDEX : count - 1);
	if (extended)
		put_shdr(o, shoff, 0, SHT_NULL, 0, count, count - 1);
	for (size_t i = 0; i < n; i++)
		put_shdr(o, shoff + (i + 1) * SIZE(o, Shdr), name_at[i],
			 secs[i].type, off[i], secs[i].len, 0);
	put_shdr(o, shoff + (count - 1) * SIZE(o, Shdr), names_len, SHT_STRTAB,
		 names_off, names_len + strlen(".shstrtab") + 1, 0);
}

static const struct sec text = {".text", SHT_PROGBITS, "\xc3", 1, 0};

/* Reads path; ret is what the reader must return. */
static void read_back(const char *path, int ret,
		      struct inlint_object_records *out, char *err,
		      size_t errlen)
{
	err[0] = '\0';
	CHECK(inlint_object_records_read(path, out, err, errlen) == ret);
	if (ret >= 0 && err[0]) {
		fprintf(stderr, "%s: unexpected error \"%s\"\n", path, err);
		check_failures++;
	}
}

static void check_record(const struct inlint_object_records *r, size_t i,
			 const char *label, const char *text)
{
	CHECK(i < r->n);
	if (i >= r->n)
		return;
	CHECK_STR(r->v[i].label, label);
	CHECK_STR(r->v[i].text, text);
	CHECK(r->v[i].len == strlen(text));
}

static void check_fails(const struct elf_out *o, const char *name,
			const char *problem)
{
	struct inlint_object_records r = {0};
	char err[512], want[768];
	const char *path = tmp_path(name);

	write_file(path, (const char *)o->buf, o->len);
	read_back(path, -1, &r, err, sizeof(err));
	snprintf(want, sizeof(want), "%s: %s", path, problem);
	CHECK_STR(err, want);
	inlint_object_records_release(&r);
}

/* Both classes and byte orders; several records of one section (ld -r)
 * are labelled (record N); empty ones are padding. */
static void test_elf(void)
{
	const struct sec one[] = {
		text, {".inlint", SHT_PROGBITS, "schema: a\n", 11, 0}};
	const struct sec two[] = {
		{".inlint", SHT_PROGBITS, "first\0\0second\0", 14, 0}, text};
	struct inlint_object_records r = {0};
	struct elf_out o;
	char err[512], label[600];
	const char *path = tmp_path("one.o");

	build(&o, true, false, one, 2, false);
	write_file(path, (const char *)o.buf, o.len);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 1);
	check_record(&r, 0, path, "schema: a\n");
	inlint_object_records_release(&r);

	path = tmp_path("two.o");
	build(&o, false, true, two, 2, false);
	write_file(path, (const char *)o.buf, o.len);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 2);
	snprintf(label, sizeof(label), "%s(record 1)", path);
	check_record(&r, 0, label, "first");
	snprintf(label, sizeof(label), "%s(record 2)", path);
	check_record(&r, 1, label, "second");
	inlint_object_records_release(&r);

	path = tmp_path("extended.o");
	build(&o, true, true, one, 2, true);
	write_file(path, (const char *)o.buf, o.len);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 1);
	inlint_object_records_release(&r);
}

/* The plugin's gzip member, joined by ld -r with the plain record of an
 * older plugin and with padding; a member cut short is refused. */
static void test_compressed(void)
{
	static const char rec[] = "schema: inlint/1\n";
	char data[512], err[512], label[600];
	struct inlint_object_records r = {0};
	struct elf_out o;
	size_t zlen;
	unsigned char *z = inlint_gzip(rec, sizeof(rec), &zlen);
	struct sec one = {".inlint", SHT_PROGBITS, data, 0, 0};
	const char *path = tmp_path("mixed.o");

	CHECK(z && zlen + 8 <= sizeof(data));
	memcpy(data, z, zlen);
	memcpy(data + zlen, "\0old\0", 6);
	one.len = zlen + 6;
	build(&o, true, false, &one, 1, false);
	write_file(path, (const char *)o.buf, o.len);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 2);
	snprintf(label, sizeof(label), "%s(record 1)", path);
	check_record(&r, 0, label, rec);
	snprintf(label, sizeof(label), "%s(record 2)", path);
	check_record(&r, 1, label, "old");
	inlint_object_records_release(&r);
	one.len = zlen - 4;
	build(&o, true, false, &one, 1, false);
	check_fails(&o, "cut.o", ".inlint: a compressed record is cut short");
	free(z);
}

/* What holds no record: an object without the section, a file that is
 * not ELF, a directory. Only the first is an object. */
static void test_none(void)
{
	struct inlint_object_records r = {0};
	struct elf_out o;
	char err[512];
	const char *path = tmp_path("plain.o");

	build(&o, true, false, &text, 1, false);
	write_file(path, (const char *)o.buf, o.len);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 0);
	path = tmp_path("record.inlint.yaml");
	write_file(path, "schema: inlint/1\n", 17);
	read_back(path, 0, &r, err, sizeof(err));
	read_back(tmpdir, 0, &r, err, sizeof(err));
	read_back(tmp_path("missing.o"), 0, &r, err, sizeof(err));
	CHECK(r.n == 0);
}

static void test_malformed(void)
{
	const struct sec no_nul[] = {{".inlint", SHT_PROGBITS, "a\0b", 3, 0}};
	const struct sec nobits[] = {{".inlint", SHT_NOBITS, "", 16, 64}};
	const struct sec outside[] = {
		{".inlint", SHT_PROGBITS, "x", 4000, 100}};
	struct elf_out o;

	build(&o, true, false, no_nul, 1, false);
	check_fails(&o, "no_nul.o",
		    ".inlint: its last record does not end with a NUL");
	build(&o, true, false, nobits, 1, false);
	check_fails(&o, "nobits.o", ".inlint has no contents");
	build(&o, true, false, outside, 1, false);
	check_fails(&o, "outside.o", ".inlint section lies outside the file");
	build(&o, true, false, &text, 1, false);
	o.len = 30;
	check_fails(&o, "truncated.o", "truncated ELF header");
	build(&o, true, false, &text, 1, false);
	PUT(&o, 0, Ehdr, e_shoff, 1u << 20);
	check_fails(&o, "shoff.o",
		    "section header table lies outside the file");
	build(&o, false, false, &text, 1, false);
	PUT(&o, 0, Ehdr, e_shstrndx, 9);
	check_fails(&o, "names.o", "no section names");
}

/* One ar member header, then the data, padded to an even length. */
static size_t ar_member(char *out, const char *name, const void *data,
			size_t len, bool thin)
{
	size_t n = (size_t)sprintf(out, "%-16s%-12s%-6s%-6s%-8s%-10zu`\n", name,
				   "0", "0", "0", "644", len);

	if (thin)
		return n;
	memcpy(out + n, data, len);
	n += len;
	if (len & 1)
		out[n++] = '\n';
	return n;
}

static void test_archives(void)
{
	const struct sec one[] = {{".inlint", SHT_PROGBITS, "rec\n", 5, 0}};
	struct inlint_object_records r = {0};
	struct elf_out o;
	char ar[8192] = "!<arch>\n", err[512], label[600];
	size_t n = 8;
	const char *path = tmp_path("lib.a");

	build(&o, true, false, one, 1, false);
	n += ar_member(ar + n, "a.o/", o.buf, o.len, false);
	n += ar_member(ar + n, "notes.txt/", "text", 4, false);
	write_file(path, ar, n);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 1);
	snprintf(label, sizeof(label), "%s(a.o)", path);
	check_record(&r, 0, label, "rec\n");
	inlint_object_records_release(&r);

	/* A thin archive's members are files beside it. */
	write_file(tmp_path("member.o"), (const char *)o.buf, o.len);
	memcpy(ar, "!<thin>\n", 8);
	n = 8 + ar_member(ar + 8, "member.o/", NULL, o.len, true);
	path = tmp_path("thin.a");
	write_file(path, ar, n);
	read_back(path, 1, &r, err, sizeof(err));
	CHECK(r.n == 1);
	inlint_object_records_release(&r);
	n = 8 + ar_member(ar + 8, "gone.o/", NULL, o.len, true);
	write_file(path, ar, n);
	read_back(path, -1, &r, err, sizeof(err));
	snprintf(label, sizeof(label),
		 "%s(gone.o): cannot open %s (No such file or directory)", path,
		 tmp_path("gone.o"));
	CHECK_STR(err, label);
	/* A member's name is input: the error stays one line. */
	n = 8 + ar_member(ar + 8, "a\033b.o/", NULL, o.len, true);
	write_file(path, ar, n);
	read_back(path, -1, &r, err, sizeof(err));
	CHECK(strchr(err, '\033') == NULL);
	CHECK(strstr(err, "(a b.o): cannot open") != NULL);
	inlint_object_records_release(&r);
	/* Nor does the label of a record that member carries, which errors
	 * about the record's text start with. */
	n = 8 + ar_member(ar + 8, "a\001b.o/", o.buf, o.len, false);
	memcpy(ar, "!<arch>\n", 8);
	write_file(path, ar, n);
	read_back(path, 1, &r, err, sizeof(err));
	snprintf(label, sizeof(label), "%s(a b.o)", path);
	check_record(&r, 0, label, "rec\n");
	inlint_object_records_release(&r);
}

int main(void)
{
	if (scratch_make("test_object_records") != 0)
		return 1;
	test_elf();
	test_none();
	test_compressed();
	test_malformed();
	test_archives();
	remove_tree(tmpdir);
	return check_result();
}
