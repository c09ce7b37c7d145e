/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* nmtype.c - GNU nm's symbol letters (bfd_decode_symclass) for an ELF file,
 * so that bloat can filter symbols exactly as bloat-o-meter's nm call does. */
#include "nmtype.h"

#include "xalloc.h"

#include <ctype.h>
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The section header table. */
struct headers {
	const unsigned char *at;
	size_t n;
	size_t entsize;
};

/* Whether count entries of size bytes from off lie inside the file. */
static bool fits(const struct inlint_elf *e, uint64_t off, uint64_t count,
		 uint64_t size)
{
	return off <= e->len && (!count || count <= (e->len - off) / size);
}

#define FIELD(e, p, T, f) INLINT_ELF_FIELD(e, p, T, f)
#define SIZEOF(e, T)	  INLINT_ELF_SIZEOF(e, T)

static void section(const struct inlint_elf *e, const struct headers *h,
		    size_t i, struct inlint_elf_section *s)
{
	inlint_elf_section(e, h->at + i * h->entsize, s);
}

static int read_headers(const struct inlint_elf *e, struct headers *h,
			char *err, size_t errlen)
{
	struct inlint_elf_table t;
	bool extended;

	if (e->len < SIZEOF(e, Ehdr)) {
		snprintf(err, errlen, "truncated ELF header");
		return -1;
	}
	extended = inlint_elf_table(e, e->buf, &t);
	h->at = NULL;
	h->entsize = t.entsize;
	h->n = t.n;
	if (!t.offset)
		return 0;
	if (h->entsize < SIZEOF(e, Shdr) || !fits(e, t.offset, 1, h->entsize))
		goto fail;
	h->at = e->buf + t.offset;
	if (extended) {
		inlint_elf_table_extend(e, h->at, &t);
		h->n = t.n;
	}
	if (fits(e, t.offset, h->n, h->entsize))
		return 0;
fail:
	snprintf(err, errlen, "section headers lie outside the file");
	return -1;
}

/* nm's letter for a symbol in a section with these flags (BFD's
 * decode_section_type on the flags it derives from ELF). Non-allocated
 * sections get 'n' (nm says 'N' for .debug* ones): bloat counts neither. */
static char section_letter(const struct inlint_elf_section *s)
{
	if (s->flags & SHF_EXECINSTR)
		return 't';
	if (s->type == SHT_NOBITS)
		return 'b';
	if (s->flags & SHF_ALLOC)
		return s->flags & SHF_WRITE ? 'd' : 'r';
	return s->flags & SHF_WRITE ? '?' : 'n';
}

/* bfd_decode_symclass, in its order of tests. */
static char letter(const struct inlint_elf *e, const struct headers *h,
		   unsigned int info, uint64_t shndx)
{
	unsigned int type = ELF64_ST_TYPE(info);
	unsigned int bind = ELF64_ST_BIND(info);
	bool object = type == STT_OBJECT || type == STT_COMMON;
	struct inlint_elf_section s;
	char c;

	if (type == STT_SECTION || type == STT_FILE)
		return 0;
	if (shndx == SHN_COMMON)
		return 'C';
	if (shndx == SHN_UNDEF)
		return bind == STB_WEAK ? (object ? 'v' : 'w') : 'U';
	if (type == STT_GNU_IFUNC)
		return 'i';
	if (bind == STB_WEAK)
		return object ? 'V' : 'W';
	if (bind == STB_GNU_UNIQUE)
		return 'u';
	if (bind != STB_LOCAL && bind != STB_GLOBAL)
		return '?';
	/* Reserved indices and unknown sections are *ABS* to BFD. */
	if (shndx >= h->n || shndx == SHN_ABS) {
		c = 'a';
	} else {
		section(e, h, shndx, &s);
		c = section_letter(&s);
	}
	return bind == STB_GLOBAL ? (char)toupper((unsigned char)c) : c;
}

/* The string table of the symbol table: LLVM's own checks, made here so
 * that they fail with a message instead of a fatal error later. */
static int check_strtab(const struct inlint_elf *e, const struct headers *h,
			const struct inlint_elf_section *symtab,
			struct inlint_elf_section *str, char *err,
			size_t errlen)
{
	if (symtab->link >= h->n)
		goto fail;
	section(e, h, symtab->link, str);
	if (str->type != SHT_STRTAB || !str->size ||
	    !fits(e, str->offset, str->size, 1) ||
	    e->buf[str->offset + str->size - 1])
		goto fail;
	return 0;
fail:
	snprintf(err, errlen, "symbol table without a valid string table");
	return -1;
}

/* The extended section indices of the symbol table at index sym, if any. */
static const unsigned char *find_shndx(const struct inlint_elf *e,
				       const struct headers *h, size_t sym,
				       size_t n_syms)
{
	struct inlint_elf_section s;

	for (size_t i = 0; i < h->n; i++) {
		section(e, h, i, &s);
		if (s.type == SHT_SYMTAB_SHNDX && s.link == sym &&
		    s.size / 4 >= n_syms && fits(e, s.offset, s.size, 1))
			return e->buf + s.offset;
	}
	return NULL;
}

static int symtab_letters(const struct inlint_elf *e, const struct headers *h,
			  size_t sym, char *types, size_t n, char *err,
			  size_t errlen)
{
	const unsigned char *shndx_table = find_shndx(e, h, sym, n);
	struct inlint_elf_section symtab, str;
	const unsigned char *p;

	section(e, h, sym, &symtab);
	if (check_strtab(e, h, &symtab, &str, err, errlen))
		return -1;
	for (size_t i = 0; i < n; i++) {
		uint64_t shndx;

		p = e->buf + symtab.offset + i * symtab.entsize;
		if (FIELD(e, p, Sym, st_name) >= str.size) {
			snprintf(err, errlen,
				 "symbol %zu: name outside the string table",
				 i);
			return -1;
		}
		shndx = FIELD(e, p, Sym, st_shndx);
		if (shndx == SHN_XINDEX && shndx_table)
			shndx = inlint_elf_get(e, shndx_table + 4 * i, 4);
		else if (shndx >= SHN_LORESERVE && shndx != SHN_COMMON)
			shndx = SHN_ABS;
		types[i] = letter(e, h, FIELD(e, p, Sym, st_info), shndx);
	}
	return 0;
}

/* LLVM reads the entries of .dynsym as well as of .symtab, and a bad entry
 * size or extent in either is a fatal error in its C API: refused here. */
static bool symbol_tables_ok(const struct inlint_elf *e,
			     const struct headers *h)
{
	struct inlint_elf_section s;

	for (size_t i = 0; i < h->n; i++) {
		section(e, h, i, &s);
		if (s.type != SHT_SYMTAB && s.type != SHT_DYNSYM)
			continue;
		if (s.entsize != SIZEOF(e, Sym) || s.size % s.entsize ||
		    !fits(e, s.offset, s.size, 1))
			return false;
	}
	return true;
}

/* The index of the first SHT_SYMTAB section, or h->n if there is none. */
static size_t find_symtab(const struct inlint_elf *e, const struct headers *h)
{
	struct inlint_elf_section s;
	size_t i;

	for (i = 0; i < h->n; i++) {
		section(e, h, i, &s);
		if (s.type == SHT_SYMTAB)
			break;
	}
	return i;
}

char *inlint_nm_types(const struct inlint_elf *e, size_t *n, char *err,
		      size_t errlen)
{
	struct headers h;
	struct inlint_elf_section s;
	size_t sym;
	char *types;

	*n = 0;
	if (read_headers(e, &h, err, errlen))
		return NULL;
	if (!symbol_tables_ok(e, &h)) {
		snprintf(err, errlen, "malformed symbol table");
		return NULL;
	}
	sym = find_symtab(e, &h);
	/* No .symtab (a stripped file): nm says "no symbols". */
	if (sym < h.n) {
		section(e, &h, sym, &s);
		*n = s.size / s.entsize;
	}
	types = inlint_xcalloc(*n + 1, 1);
	if (*n && symtab_letters(e, &h, sym, types, *n, err, errlen)) {
		free(types);
		return NULL;
	}
	return types;
}
