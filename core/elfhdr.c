/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* elfhdr.c - the ELF header, its identification and the section headers, with
 * the extended numbering of files with 65280 sections or more. */
#include "elfhdr.h"

#include <string.h>

uint64_t inlint_elf_get(const struct inlint_elf *e, const unsigned char *p,
			size_t size)
{
	uint64_t v = 0;

	for (size_t i = 0; i < size; i++)
		v = v << 8 | p[e->big_endian ? i : size - 1 - i];
	return v;
}

int inlint_elf_ident(struct inlint_elf *e, const unsigned char *ident,
		     size_t len)
{
	if (len < EI_NIDENT || memcmp(ident, ELFMAG, SELFMAG))
		return -1;
	if (ident[EI_CLASS] != ELFCLASS32 && ident[EI_CLASS] != ELFCLASS64)
		return -1;
	if (ident[EI_DATA] != ELFDATA2LSB && ident[EI_DATA] != ELFDATA2MSB)
		return -1;
	e->is64 = ident[EI_CLASS] == ELFCLASS64;
	e->big_endian = ident[EI_DATA] == ELFDATA2MSB;
	return 0;
}

void inlint_elf_section(const struct inlint_elf *e, const unsigned char *shdr,
			struct inlint_elf_section *s)
{
	s->name = INLINT_ELF_FIELD(e, shdr, Shdr, sh_name);
	s->type = INLINT_ELF_FIELD(e, shdr, Shdr, sh_type);
	s->flags = INLINT_ELF_FIELD(e, shdr, Shdr, sh_flags);
	s->offset = INLINT_ELF_FIELD(e, shdr, Shdr, sh_offset);
	s->size = INLINT_ELF_FIELD(e, shdr, Shdr, sh_size);
	s->entsize = INLINT_ELF_FIELD(e, shdr, Shdr, sh_entsize);
	s->link = INLINT_ELF_FIELD(e, shdr, Shdr, sh_link);
}

bool inlint_elf_table(const struct inlint_elf *e, const unsigned char *ehdr,
		      struct inlint_elf_table *t)
{
	t->offset = INLINT_ELF_FIELD(e, ehdr, Ehdr, e_shoff);
	t->entsize = INLINT_ELF_FIELD(e, ehdr, Ehdr, e_shentsize);
	t->n = INLINT_ELF_FIELD(e, ehdr, Ehdr, e_shnum);
	t->names = INLINT_ELF_FIELD(e, ehdr, Ehdr, e_shstrndx);
	if (!t->offset) {
		t->n = 0;
		return false;
	}
	return !t->n || t->names == SHN_XINDEX;
}

void inlint_elf_table_extend(const struct inlint_elf *e,
			     const unsigned char *sh0,
			     struct inlint_elf_table *t)
{
	struct inlint_elf_section s0;

	inlint_elf_section(e, sh0, &s0);
	if (!t->n)
		t->n = s0.size;
	if (t->names == SHN_XINDEX)
		t->names = s0.link;
}
