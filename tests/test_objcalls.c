/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_objcalls.c - the what-if engine's call counter on an object this
 * build compiled (objcalls_input.c), and on copies whose relocation table
 * LLVM cannot read: refused with one line, where LLVM would abort.
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
	inlint_objcalls_release(&c);
}

/* A copy of obj with .rela.text's size or place changed by edit. */
static void test_refused(const char *what, void (*edit)(Elf64_Shdr *))
{
	Elf64_Shdr *rela = section(".rela.text");
	Elf64_Shdr kept;
	struct inlint_objcalls c = {0};
	char err[512] = "", *path = tmp_path(what), want[600];

	CHECK(rela != NULL);
	if (!rela)
		return;
	kept = *rela;
	edit(rela);
	write_file(path, (const char *)obj, obj_len);
	*rela = kept;
	CHECK(inlint_objcalls_read(path, &c, err, sizeof(err)) == -1);
	snprintf(want, sizeof(want), "%s: malformed section or symbol table",
		 path);
	CHECK_STR(err, want);
	inlint_objcalls_release(&c);
}

/* 821 bytes: not whole entries of 24 (found by fuzz_objcalls). */
static void cut_short(Elf64_Shdr *s)
{
	s->sh_size -= 3;
}

static void misalign(Elf64_Shdr *s)
{
	s->sh_offset += 4;
	s->sh_size -= 24;
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
	remove_tree(tmpdir);
	return check_result();
}
