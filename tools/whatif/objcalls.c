/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objcalls.c - an object's sections, relocations and text symbols through
 * llvm-c/Object.h, each function's instructions through
 * llvm-c/Disassembler.h: a branch's target is its relocation's symbol
 * (+ addend, for a section symbol) or the address the disassembler
 * resolved, which names a function's start. */
#include "objcalls.h"

#include "array.h"
#include "clone_name.h"
#include "elfhdr.h"
#include "nmtype.h"
#include "read_file.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/Disassembler.h>
#include <llvm-c/Object.h>
#include <llvm-c/Target.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rel {
	uint64_t off;
	char *callee; /* a function's or an undefined symbol's name */
	size_t sect;  /* else: the section of the address named */
	uint64_t addr;
};

struct sect {
	char *name;
	const char *data;
	uint64_t size;
	struct rel *rels; /* by offset */
	size_t n_rels, cap_rels;
};

struct fn {
	char *name, *base;
	size_t sect;
	uint64_t start, size;
};

struct obj {
	LLVMBinaryRef bin;
	struct inlint_elf elf;
	bool x86;
	struct sect *s;
	size_t n_s, cap_s;
	struct fn *f;
	size_t n_f, cap_f;
	size_t n_symtab; /* .symtab's entries, entry 0 included */
	struct inlint_objcalls *out;
};

/* What the disassembler's symbol callback saw of the last instruction. */
struct branch {
	bool seen;
	uint64_t target;
};

static const char *lookup(void *ctx, uint64_t value, uint64_t *type,
			  uint64_t pc, const char **name)
{
	struct branch *b = ctx;

	(void)pc;
	if (*type == LLVMDisassembler_ReferenceType_In_Branch) {
		b->seen = true;
		b->target = value;
	}
	*type = LLVMDisassembler_ReferenceType_InOut_None;
	*name = NULL;
	return NULL;
}

static void init_targets(void)
{
	static bool done;

	if (done)
		return;
	done = true;
	LLVMInitializeX86TargetInfo();
	LLVMInitializeX86TargetMC();
	LLVMInitializeX86Disassembler();
	LLVMInitializeAArch64TargetInfo();
	LLVMInitializeAArch64TargetMC();
	LLVMInitializeAArch64Disassembler();
}

/* The section whose contents are at data, or n_s. */
static size_t sect_of(const struct obj *o, LLVMSectionIteratorRef it)
{
	const char *data, *name;

	if (LLVMObjectFileIsSectionIteratorAtEnd(o->bin, it))
		return o->n_s;
	data = LLVMGetSectionContents(it);
	name = LLVMGetSectionName(it);
	for (size_t i = 0; i < o->n_s; i++)
		if (o->s[i].data == data &&
		    !strcmp(o->s[i].name, name ? name : ""))
			return i;
	return o->n_s;
}

static void read_sections(struct obj *o)
{
	LLVMSectionIteratorRef it = LLVMObjectFileCopySectionIterator(o->bin);

	for (; !LLVMObjectFileIsSectionIteratorAtEnd(o->bin, it);
	     LLVMMoveToNextSection(it)) {
		const char *name;
		struct sect *s;

		o->s = inlint_array_grow(o->s, &o->cap_s, o->n_s + 1,
					 sizeof(*o->s));
		s = &o->s[o->n_s++];
		memset(s, 0, sizeof(*s));
		name = LLVMGetSectionName(it);
		s->name = inlint_strdup(name ? name : "");
		s->data = LLVMGetSectionContents(it);
		s->size = LLVMGetSectionSize(it);
		if (!strcmp(s->name, ".comment") && s->data && s->size > 1 &&
		    !o->out->comment)
			o->out->comment = inlint_strndup(
				s->data + 1, strnlen(s->data + 1, s->size - 1));
	}
	LLVMDisposeSectionIterator(it);
}

/* A symbol's name; "" where LLVM has none. */
static const char *name_of(LLVMSymbolIteratorRef sym)
{
	const char *name = LLVMGetSymbolName(sym);

	return name ? name : "";
}

/* The text symbols: nm's letters t, T, W (nmtype.h), in .symtab order. */
static int read_functions(struct obj *o, char *err, size_t errlen)
{
	size_t n, i = 1;
	char *types = inlint_nm_types(&o->elf, &n, err, errlen);
	LLVMSymbolIteratorRef it;
	LLVMSectionIteratorRef sect;

	if (!types)
		return -1;
	it = LLVMObjectFileCopySymbolIterator(o->bin);
	sect = LLVMObjectFileCopySectionIterator(o->bin);
	for (; i < n && !LLVMObjectFileIsSymbolIteratorAtEnd(o->bin, it);
	     LLVMMoveToNextSymbol(it), i++) {
		struct fn *f;

		if (!types[i] || !strchr("tTW", types[i]) ||
		    !LLVMGetSymbolSize(it))
			continue;
		LLVMMoveToContainingSection(sect, it);
		o->f = inlint_array_grow(o->f, &o->cap_f, o->n_f + 1,
					 sizeof(*o->f));
		f = &o->f[o->n_f++];
		f->name = inlint_strdup(name_of(it));
		f->base = inlint_clone_base(f->name);
		f->sect = sect_of(o, sect);
		f->start = LLVMGetSymbolAddress(it);
		f->size = LLVMGetSymbolSize(it);
	}
	LLVMDisposeSymbolIterator(it);
	LLVMDisposeSectionIterator(sect);
	free(types);
	return 0;
}

/* The function of section sect that starts at addr, or NULL. */
static const struct fn *fn_at(const struct obj *o, size_t sect, uint64_t addr)
{
	for (size_t i = 0; i < o->n_f; i++)
		if (o->f[i].sect == sect && o->f[i].start == addr)
			return &o->f[i];
	return NULL;
}

static const struct fn *fn_named(const struct obj *o, const char *name)
{
	for (size_t i = 0; i < o->n_f; i++)
		if (!strcmp(o->f[i].name, name))
			return &o->f[i];
	return NULL;
}

/* Relocation k of section rela (entries of 24 bytes: offset, info,
 * addend) against symbol sym, for section target. */
static void add_rel(struct obj *o, struct sect *target, const struct sect *rela,
		    size_t k, LLVMRelocationIteratorRef r,
		    LLVMSectionIteratorRef scratch)
{
	const unsigned char *e =
		(const unsigned char *)rela->data + k * sizeof(Elf64_Rela);
	LLVMSymbolIteratorRef sym;
	const struct fn *f;
	struct rel *rel;
	int64_t addend;

	uint64_t symbol;

	if (!rela->data || (k + 1) * sizeof(Elf64_Rela) > rela->size)
		return;
	/* LLVM aborts on a symbol past the table. */
	symbol = ELF64_R_SYM(inlint_elf_get(&o->elf, e + 8, 8));
	if (!symbol || symbol >= o->n_symtab)
		return;
	addend = (int64_t)inlint_elf_get(&o->elf, e + 16, 8);
	sym = LLVMGetRelocationSymbol(r);
	target->rels =
		inlint_array_grow(target->rels, &target->cap_rels,
				  target->n_rels + 1, sizeof(*target->rels));
	rel = &target->rels[target->n_rels++];
	memset(rel, 0, sizeof(*rel));
	rel->off = LLVMGetRelocationOffset(r);
	LLVMMoveToContainingSection(scratch, sym);
	rel->sect = sect_of(o, scratch);
	f = fn_named(o, name_of(sym));
	if (rel->sect == o->n_s)
		rel->callee = inlint_strdup(name_of(sym));
	else if (f)
		rel->callee = inlint_strdup(f->base);
	else /* x86: a rel32 field ends its instruction, 4 bytes on. */
		rel->addr = LLVMGetSymbolAddress(sym) + (uint64_t)addend +
			    (o->x86 ? 4 : 0);
	LLVMDisposeSymbolIterator(sym);
}

static int by_off(const void *a, const void *b)
{
	const struct rel *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/* Each .rela<NAME>'s relocations go to section NAME. */
static void read_relocations(struct obj *o)
{
	LLVMSectionIteratorRef it = LLVMObjectFileCopySectionIterator(o->bin);
	LLVMSectionIteratorRef scratch =
		LLVMObjectFileCopySectionIterator(o->bin);

	for (size_t i = 0; i < o->n_s; i++, LLVMMoveToNextSection(it)) {
		LLVMRelocationIteratorRef r;
		size_t t = 0, k = 0;

		if (strncmp(o->s[i].name, ".rela.", 6))
			continue;
		while (t < o->n_s && strcmp(o->s[t].name, o->s[i].name + 5))
			t++;
		if (t == o->n_s)
			continue;
		r = LLVMGetRelocations(it);
		for (; !LLVMIsRelocationIteratorAtEnd(it, r);
		     LLVMMoveToNextRelocation(r), k++)
			add_rel(o, &o->s[t], &o->s[i], k, r, scratch);
		LLVMDisposeRelocationIterator(r);
	}
	for (size_t i = 0; i < o->n_s; i++)
		inlint_array_sort(o->s[i].rels, o->s[i].n_rels,
				  sizeof(*o->s[i].rels), by_off);
	LLVMDisposeSectionIterator(scratch);
	LLVMDisposeSectionIterator(it);
}

/* The relocation of section s inside [lo, hi), or NULL. */
static const struct rel *rel_in(const struct sect *s, uint64_t lo, uint64_t hi)
{
	size_t a = 0, b = s->n_rels;

	while (a < b) {
		size_t m = a + (b - a) / 2;

		if (s->rels[m].off < lo)
			a = m + 1;
		else
			b = m;
	}
	return a < s->n_rels && s->rels[a].off < hi ? &s->rels[a] : NULL;
}

static void add_call(struct inlint_objcalls *c, const char *caller,
		     const char *callee)
{
	c->v = inlint_array_grow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	c->v[c->n++] = (struct inlint_objcall){inlint_strdup(caller),
					       inlint_strdup(callee), 1};
}

/* The function a branch of f at [pc, pc + len) to target calls, or NULL
 * for a branch inside f. */
static const char *callee(const struct obj *o, const struct fn *f, uint64_t pc,
			  size_t len, uint64_t target)
{
	const struct rel *r = rel_in(&o->s[f->sect], pc, pc + len);
	const struct fn *to;

	if (r && r->callee)
		return r->callee;
	if (r)
		to = fn_at(o, r->sect, r->addr);
	else
		to = fn_at(o, f->sect, target);
	return to ? to->base : NULL;
}

/* Branches the compiler adds, not calls the source writes: a return
 * through the kernel's return thunk, an indirect call through a retpoline
 * thunk, ftrace's and profiling's entry hooks. They come and go with the
 * functions they are in. */
static bool added_by_compiler(const char *callee)
{
	static const char *const prefixes[] = {"__x86_return_thunk",
					       "__x86_indirect_thunk_",
					       "__x86_indirect_call_thunk_",
					       "__x86_indirect_jump_thunk_",
					       "__fentry__",
					       "mcount",
					       "_mcount",
					       "__cyg_profile_func_",
					       "__stack_chk_fail",
					       "__asan_",
					       "__hwasan_",
					       "__ubsan_handle_",
					       "__sanitizer_cov_",
					       "__tsan_",
					       "__kcsan_",
					       "__msan_"};

	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(callee, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

static void walk_function(struct obj *o, LLVMDisasmContextRef dc,
			  struct branch *b, const struct fn *f)
{
	const struct sect *s = &o->s[f->sect];
	uint64_t pc = 0;
	char text[256];

	if (f->sect == o->n_s || !s->data || f->start > s->size ||
	    f->size > s->size - f->start)
		return;
	while (pc < f->size) {
		uint8_t *at = (uint8_t *)(uintptr_t)(s->data + f->start + pc);
		size_t n;
		const char *to;

		b->seen = false;
		n = LLVMDisasmInstruction(dc, at, f->size - pc, f->start + pc,
					  text, sizeof(text));
		if (!n) {
			pc += o->x86 ? 1 : 4;
			continue;
		}
		to = b->seen ? callee(o, f, f->start + pc, n, b->target) : NULL;
		if (to && strcmp(to, f->base) && !added_by_compiler(to))
			add_call(o->out, f->base, to);
		pc += n;
	}
}

static int by_pair(const void *a, const void *b)
{
	const struct inlint_objcall *x = a, *y = b;
	int c = strcmp(x->caller, y->caller);

	return c ? c : strcmp(x->callee, y->callee);
}

/* One entry per (caller, callee), with its count. */
static void merge(struct inlint_objcalls *c)
{
	size_t k = 0;

	inlint_array_sort(c->v, c->n, sizeof(*c->v), by_pair);
	for (size_t i = 0; i < c->n; i++) {
		if (k && !by_pair(&c->v[k - 1], &c->v[i])) {
			c->v[k - 1].calls++;
			free(c->v[i].caller);
			free(c->v[i].callee);
			continue;
		}
		c->v[k++] = c->v[i];
	}
	c->n = k;
}

static int walk(struct obj *o, const char *triple, const char *path, char *err,
		size_t errlen)
{
	struct branch b = {false, 0};
	LLVMDisasmContextRef dc;

	init_targets();
	dc = LLVMCreateDisasm(triple, &b, 0, NULL, lookup);
	if (!dc) {
		snprintf(err, errlen, "%s: no disassembler for %s", path,
			 triple);
		return -1;
	}
	for (size_t i = 0; i < o->n_f; i++)
		walk_function(o, dc, &b, &o->f[i]);
	LLVMDisasmDispose(dc);
	merge(o->out);
	return 0;
}

/* Whether a table's entries are entsize bytes, whole and aligned, as LLVM
 * reads them (it aborts on a relocation section of 821 bytes). */
static bool entries_ok(const struct inlint_elf_section *s, uint64_t entsize)
{
	return s->entsize == entsize && s->size % entsize == 0 &&
	       s->offset % 8 == 0;
}

/* Whether a relocation section names a symbol table, and a symbol table's
 * entries name sections that exist (LLVM aborts on either). */
static bool links_ok(const struct inlint_elf *e,
		     const struct inlint_elf_table *t,
		     const struct inlint_elf_section *s)
{
	struct inlint_elf_section link;

	if (s->type == SHT_RELA || s->type == SHT_REL) {
		if (s->link >= t->n ||
		    !entries_ok(s, s->type == SHT_RELA ? sizeof(Elf64_Rela)
						       : sizeof(Elf64_Rel)))
			return false;
		inlint_elf_section(e, e->buf + t->offset + s->link * t->entsize,
				   &link);
		return link.type == SHT_SYMTAB;
	}
	if (s->type != SHT_SYMTAB)
		return true;
	if (!entries_ok(s, sizeof(Elf64_Sym)))
		return false;
	for (uint64_t k = 0; k < s->size / sizeof(Elf64_Sym); k++) {
		const unsigned char *sym =
			e->buf + s->offset + k * sizeof(Elf64_Sym);
		uint64_t shndx = INLINT_ELF_FIELD(e, sym, Sym, st_shndx);
		uint64_t info = INLINT_ELF_FIELD(e, sym, Sym, st_info);

		/* An extended index (SHN_XINDEX) is not followed here. A
		 * section symbol names no section LLVM can name it by
		 * otherwise: it reads the header past the table's end. */
		if ((shndx >= t->n && shndx < SHN_LORESERVE) ||
		    shndx == SHN_XINDEX ||
		    (ELF64_ST_TYPE(info) == STT_SECTION &&
		     (shndx == SHN_UNDEF || shndx >= t->n)))
			return false;
	}
	return true;
}

/* Whether the section headers, every section's contents and the names'
 * table lie in the file and every name ends in it: LLVM's C API aborts on
 * a section it cannot read. */
static bool sections_ok(const struct inlint_elf *e)
{
	struct inlint_elf_table t;
	struct inlint_elf_section s, names;
	bool extended = inlint_elf_table(e, e->buf, &t);

	if (!t.offset)
		return true;
	if (t.entsize < sizeof(Elf64_Shdr) || t.offset > e->len ||
	    e->len - t.offset < t.entsize)
		return false;
	if (extended)
		inlint_elf_table_extend(e, e->buf + t.offset, &t);
	if (t.n > (e->len - t.offset) / t.entsize || t.names >= t.n)
		return false;
	inlint_elf_section(e, e->buf + t.offset + t.names * t.entsize, &names);
	if (names.type != SHT_STRTAB || !names.size || names.offset > e->len ||
	    names.size > e->len - names.offset ||
	    e->buf[names.offset + names.size - 1])
		return false;
	for (uint64_t i = 0; i < t.n; i++) {
		inlint_elf_section(e, e->buf + t.offset + i * t.entsize, &s);
		if (s.name >= names.size ||
		    (s.type != SHT_NOBITS &&
		     (s.offset > e->len || s.size > e->len - s.offset)) ||
		    !links_ok(e, &t, &s))
			return false;
	}
	return true;
}

/* The triple of the object's machine, or NULL. */
static const char *triple_of(struct obj *o)
{
	uint64_t machine =
		INLINT_ELF_FIELD(&o->elf, o->elf.buf, Ehdr, e_machine);

	o->x86 = machine == EM_X86_64;
	if (machine == EM_X86_64 && o->elf.is64 && !o->elf.big_endian)
		return "x86_64-unknown-linux-gnu";
	if (machine == EM_AARCH64 && o->elf.is64 && !o->elf.big_endian)
		return "aarch64-unknown-linux-gnu";
	return NULL;
}

/* Whether LLVM lists the sections and symbols: it gives no iterator for
 * tables it cannot read. */
static bool iterators_ok(LLVMBinaryRef bin)
{
	LLVMSectionIteratorRef sect = LLVMObjectFileCopySectionIterator(bin);
	LLVMSymbolIteratorRef sym = LLVMObjectFileCopySymbolIterator(bin);
	bool ok = sect && sym;

	if (sect)
		LLVMDisposeSectionIterator(sect);
	if (sym)
		LLVMDisposeSymbolIterator(sym);
	return ok;
}

static void release_obj(struct obj *o)
{
	for (size_t i = 0; i < o->n_s; i++) {
		for (size_t k = 0; k < o->s[i].n_rels; k++)
			free(o->s[i].rels[k].callee);
		free(o->s[i].rels);
		free(o->s[i].name);
	}
	for (size_t i = 0; i < o->n_f; i++) {
		free(o->f[i].name);
		free(o->f[i].base);
	}
	free(o->s);
	free(o->f);
	if (o->bin)
		LLVMDisposeBinary(o->bin);
}

static int read_buffer(struct obj *o, LLVMMemoryBufferRef buf, const char *path,
		       char *err, size_t errlen)
{
	const char *triple;
	char *msg = NULL, why[512], *types;

	o->elf.buf = (const unsigned char *)LLVMGetBufferStart(buf);
	o->elf.len = LLVMGetBufferSize(buf);
	if (inlint_elf_ident(&o->elf, o->elf.buf, o->elf.len) ||
	    o->elf.len < sizeof(Elf64_Ehdr) || !(triple = triple_of(o))) {
		snprintf(err, errlen,
			 "%s: not an x86_64 or aarch64 ELF object, whose calls "
			 "inlint can count",
			 path);
		return -1;
	}
	types = sections_ok(&o->elf) ? inlint_nm_types(&o->elf, &o->n_symtab,
						       why, sizeof(why))
				     : NULL;
	if (!types) {
		snprintf(err, errlen, "%s: malformed section or symbol table",
			 path);
		return -1;
	}
	free(types);
	o->bin = LLVMCreateBinary(buf, NULL, &msg);
	if (!o->bin) {
		snprintf(err, errlen, "%s: malformed (%s)", path, msg);
		LLVMDisposeMessage(msg);
		return -1;
	}
	if (LLVMBinaryGetType(o->bin) != LLVMBinaryTypeELF64L ||
	    !iterators_ok(o->bin)) {
		snprintf(err, errlen, "%s: not an ELF object", path);
		return -1;
	}
	o->out->arch = o->x86 ? "x86_64" : "aarch64";
	read_sections(o);
	if (read_functions(o, why, sizeof(why))) {
		snprintf(err, errlen, "%s: %s", path, why);
		return -1;
	}
	read_relocations(o);
	return walk(o, triple, path, err, errlen);
}

int inlint_objcalls_read(const char *path, struct inlint_objcalls *out,
			 char *err, size_t errlen)
{
	struct obj o = {.out = out};
	LLVMMemoryBufferRef buf;
	char *msg = NULL;
	int ret;

	if (inlint_check_input(path, path, true, err, errlen))
		return -1;
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
		snprintf(err, errlen, "%s: cannot open (%s)", path, msg);
		LLVMDisposeMessage(msg);
		return -1;
	}
	ret = read_buffer(&o, buf, path, err, errlen);
	release_obj(&o);
	LLVMDisposeMemoryBuffer(buf);
	return ret;
}

unsigned inlint_objcalls_count(const struct inlint_objcalls *c,
			       const char *caller, const char *callee)
{
	struct inlint_objcall key = {(char *)caller, (char *)callee, 0};
	const struct inlint_objcall *hit =
		inlint_array_search(&key, c->v, c->n, sizeof(*c->v), by_pair);

	return hit ? hit->calls : 0;
}

void inlint_objcalls_release(struct inlint_objcalls *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->v[i].caller);
		free(c->v[i].callee);
	}
	free(c->v);
	free(c->comment);
	memset(c, 0, sizeof(*c));
}
