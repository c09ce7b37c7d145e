/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* elfhdr.h - ELF headers read field by field, in the file's class (32 or 64
 * bit) and byte order: what bloat's symbol letters (nmtype.c) and the
 * record reader (object_records.c) share. No LLVM. */
#ifndef INLINT_ELFHDR_H
#define INLINT_ELFHDR_H

#include <elf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An ELF file: buf holds len bytes of it (the whole file, or only the
 * headers a reader has read). */
struct inlint_elf {
	const unsigned char *buf;
	size_t len;
	bool is64;
	bool big_endian;
};

/* Field f of ELF structure T (Ehdr, Shdr, Sym) at p, in the file's class
 * and byte order. */
#define INLINT_ELF_FIELD(e, p, T, f)                                           \
	((e)->is64 ? inlint_elf_get((e), (p) + offsetof(Elf64_##T, f),         \
				    sizeof(((Elf64_##T *)0)->f))               \
		   : inlint_elf_get((e), (p) + offsetof(Elf32_##T, f),         \
				    sizeof(((Elf32_##T *)0)->f)))
#define INLINT_ELF_SIZEOF(e, T)                                                \
	((e)->is64 ? sizeof(Elf64_##T) : sizeof(Elf32_##T))

/* The size bytes at p as an unsigned number in e's byte order. */
uint64_t inlint_elf_get(const struct inlint_elf *e, const unsigned char *p,
			size_t size);

/* Sets e's class and byte order from the len bytes of ident, the file's
 * start. Returns 0, or -1 when it is not an ELF file of a known class and
 * byte order. */
int inlint_elf_ident(struct inlint_elf *e, const unsigned char *ident,
		     size_t len);

struct inlint_elf_section {
	uint64_t name; /* into the section names' string table */
	uint64_t type;
	uint64_t flags;
	uint64_t offset;
	uint64_t size;
	uint64_t entsize;
	uint64_t link;
};

/* The section header at shdr. */
void inlint_elf_section(const struct inlint_elf *e, const unsigned char *shdr,
			struct inlint_elf_section *s);

/* The section header table: where, how many entries of what size, and
 * which section holds the section names. */
struct inlint_elf_table {
	uint64_t offset; /* 0: no section header table */
	uint64_t n;
	uint64_t entsize;
	uint64_t names;
};

/* The table the ELF header at ehdr describes; with 65280 sections or more,
 * the first section header holds the count and the names' index, which
 * inlint_elf_table_extend then takes from sh0 (needed when it returns
 * true). */
bool inlint_elf_table(const struct inlint_elf *e, const unsigned char *ehdr,
		      struct inlint_elf_table *t);
void inlint_elf_table_extend(const struct inlint_elf *e,
			     const unsigned char *sh0,
			     struct inlint_elf_table *t);

#endif
