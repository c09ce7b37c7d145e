/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* embed.c - module-level inline asm that puts the record into a section
 * marked SHF_EXCLUDE ("e"), which every link but ld -r drops, as LLVM's
 * .llvm_addrsig: the kernel's orphan-section check never sees it. */
#include "embed.h"

#include "object.h"
#include "object_records.h"
#include "xalloc.h"

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

/* One line of text as an .ascii directive, every byte the assembler could
 * read otherwise in octal. */
static void put_line(FILE *out, const char *s, size_t n)
{
	fputs(".ascii \"", out);
	for (size_t i = 0; i < n; i++) {
		unsigned char b = (unsigned char)s[i];

		if (b >= ' ' && b < 127 && b != '"' && b != '\\')
			fputc(b, out);
		else
			fprintf(out, "\\%03o", b);
	}
	fputs("\"\n", out);
}

void inlint_embed_record(LLVMModuleRef mod, const char *text, size_t len)
{
	char *asm_text = NULL;
	size_t asm_len = 0, at = 0;
	FILE *out = open_memstream(&asm_text, &asm_len);

	if (!out)
		inlint_out_of_memory();
	/* %progbits: '@' starts a comment in ARM's assembler. */
	fputs(".pushsection " INLINT_RECORD_SECTION ",\"e\",%progbits\n", out);
	while (at < len) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - text - at) + 1 : len - at;

		put_line(out, text + at, n);
		at += n;
	}
	fputs(".byte 0\n.popsection\n", out);
	if (fclose(out))
		inlint_out_of_memory();
	LLVMAppendModuleInlineAsm(mod, asm_text, asm_len);
	free(asm_text);
}
