/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* embed.c - module-level inline asm that puts the record into a section
 * marked SHF_EXCLUDE ("e"), which every link but ld -r drops, as LLVM's
 * .llvm_addrsig: the kernel's orphan-section check never sees it. */
#include "embed.h"

#include "array.h"
#include "object.h"
#include "object_records.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Object formats other than ELF, and targets whose assembler has no
 * .pushsection, as a triple's components name them. */
static const char *const not_elf[] = {
	"apple",   "darwin", "macos", "ios",	"tvos", "watchos",    "xros",
	"windows", "win32",  "mingw", "cygwin", "msvc", "coff",	      "xcoff",
	"macho",   "aix",    "zos",   "wasm",	"wasi", "emscripten", "uefi",
	"nvptx",   "spirv",  "dxil",  NULL,
};

static bool names_other_format(const char *component, size_t n)
{
	for (const char *const *p = not_elf; *p; p++)
		if (n >= strlen(*p) && !strncmp(component, *p, strlen(*p)))
			return true;
	return false;
}

bool inlint_embeds(LLVMModuleRef mod, enum inlint_phase phase)
{
	const char *triple = LLVMGetTarget(mod);

	if (phase != INLINT_PHASE_COMPILE || !triple || !*triple ||
	    inlint_compile_emits_ir())
		return false;
	while (*triple) {
		size_t n = strcspn(triple, "-");

		if (names_other_format(triple, n))
			return false;
		triple += n + (triple[n] == '-');
	}
	return true;
}

struct text {
	char *s;
	size_t n, cap;
};

static void put(struct text *t, const char *s)
{
	size_t n = strlen(s);

	t->s = inlint_array_grow(t->s, &t->cap, t->n + n + 1, 1);
	memcpy(t->s + t->n, s, n + 1);
	t->n += n;
}

/* One line of text as an .ascii directive, every byte the assembler could
 * read otherwise in octal. */
static void put_line(struct text *t, const char *s, size_t n)
{
	char c[8];

	put(t, ".ascii \"");
	for (size_t i = 0; i < n; i++) {
		unsigned char b = (unsigned char)s[i];

		if (b >= ' ' && b < 127 && b != '"' && b != '\\')
			snprintf(c, sizeof(c), "%c", b);
		else
			snprintf(c, sizeof(c), "\\%03o", b);
		put(t, c);
	}
	put(t, "\"\n");
}

void inlint_embed_record(LLVMModuleRef mod, const char *text, size_t len)
{
	struct text asm_text = {0};
	size_t at = 0;

	/* %progbits: '@' starts a comment in ARM's assembler. */
	put(&asm_text,
	    ".pushsection " INLINT_RECORD_SECTION ",\"e\",%progbits\n");
	while (at < len) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - text - at) + 1 : len - at;

		put_line(&asm_text, text + at, n);
		at += n;
	}
	put(&asm_text, ".byte 0\n.popsection\n");
	LLVMAppendModuleInlineAsm(mod, asm_text.s, asm_text.n);
	free(asm_text.s);
}
