/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_objcalls.c - the what-if engine's call counter on an object this
 * build compiled (objcalls_input.c), and on copies whose relocation or
 * symbol table LLVM cannot read: refused with one line, where LLVM would
 * abort.
 * Run: ctest -R test_objcalls */
#include "objcalls.h"
#include "scratch.h"

#include <elf.h>
#include <string.h>

static unsigned char obj[1 << 16];
static size_t obj_len;

/* The section header of name in obj, or NULL. */
static Elf64_Shdr *section(const char *name)
{
	Elf64_Ehdr *eh = (Elf64_Ehdr *)obj;
	Elf64_Shdr *sh = (Elf64_Shdr *)(obj + eh->e_shoff);
	const char *names = (const char *)obj + sh[eh->e_shstrndx].sh_offset;

	for (unsigned i = 0; i < eh->e_shnum; i++)
		if (!strcmp(names + sh[i].sh_name, name))
			return &sh[i];
	return NULL;
}

static void test_counts(const char *path)
{
	struct inlint_objcalls c = {0};
	char err[512] = "";

	CHECK(inlint_objcalls_read(path, &c, err, sizeof(err)) == 0);
	CHECK_STR(err, "");
	CHECK(inlint_objcalls_count(&c, "slab_take", "slab_note") == 1);
	CHECK(inlint_objcalls_count(&c, "slab_alloc", "slab_take") >= 1);
	/* The stack protector's call is the compiler's, no call to flip. */
	CHECK(inlint_objcalls_count(&c, "slab_name", "slab_fill") == 1);
	CHECK(inlint_objcalls_count(&c, "slab_name", "__stack_chk_fail") == 0);
	inlint_objcalls_release(&c);
}

/* A copy of obj changed by edit: refused with one line. */
static void test_refused(const char *what, void (*edit)(void))
{
	static unsigned char kept[sizeof(obj)];
	struct inlint_objcalls c = {0};
	char err[512] = "", *path = tmp_path(what), want[600];

	memcpy(kept, obj, obj_len);
	edit();
	write_file(path, (const char *)obj, obj_len);
	memcpy(obj, kept, obj_len);
	CHECK(inlint_objcalls_read(path, &c, err, sizeof(err)) == -1);
	snprintf(want, sizeof(want), "%s: malformed section or symbol table",
		 path);
	CHECK_STR(err, want);
	inlint_objcalls_release(&c);
}

/* 821 bytes: not whole entries of 24 (found by fuzz_objcalls). */
static void cut_short(void)
{
	Elf64_Shdr *rela = section(".rela.text");

	CHECK(rela != NULL);
	if (rela)
		rela->sh_size -= 3;
}

static void misalign(void)
{
	Elf64_Shdr *rela = section(".rela.text");

	CHECK(rela != NULL);
	if (rela) {
		rela->sh_offset += 4;
		rela->sh_size -= 24;
	}
}

/* A section symbol of no section: LLVM names it by the section header
 * past the table's end (found by fuzz_objcalls). */
static void section_symbol_abs(void)
{
	Elf64_Shdr *symtab = section(".symtab");
	Elf64_Sym *sym;
	size_t n, k = 0;

	CHECK(symtab != NULL);
	if (!symtab)
		return;
	sym = (Elf64_Sym *)(obj + symtab->sh_offset);
	n = symtab->sh_size / sizeof(*sym);
	while (k < n && ELF64_ST_TYPE(sym[k].st_info) != STT_SECTION)
		k++;
	CHECK(k < n);
	if (k < n)
		sym[k].st_shndx = SHN_ABS;
}

int main(int argc, char **argv)
{
	FILE *f;

	if (argc != 2 || scratch_make("test_objcalls"))
		return 2;
	f = fopen(argv[1], "rb");
	CHECK(f != NULL);
	if (!f)
		return check_result();
	obj_len = fread(obj, 1, sizeof(obj), f);
	fclose(f);
	CHECK(obj_len > sizeof(Elf64_Ehdr) && obj_len < sizeof(obj));
	test_counts(argv[1]);
	test_refused("short.o", cut_short);
	test_refused("misaligned.o", misalign);
	test_refused("section_symbol.o", section_symbol_abs);
	remove_tree(tmpdir);
	return check_result();
}
