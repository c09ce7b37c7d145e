/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* embed.c - a constant that puts the record into a section marked
 * SHF_EXCLUDE (!exclude), which every link but ld -r drops, as LLVM's
 * .llvm_addrsig: the kernel's orphan-section check never sees it. */
#include "embed.h"

#include "gzip.h"
#include "object.h"
#include "object_records.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

/* Object formats other than ELF, which has the SHF_EXCLUDE flag, as a
 * triple's components name them. */
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

/* Keeps g in the object without the section flag llvm.used would add
 * (SHF_GNU_RETAIN): appended to llvm.compiler.used, which is replaced by
 * a longer array. */
static void keep(LLVMModuleRef mod, LLVMValueRef g)
{
	static const char used_name[] = "llvm.compiler.used";
	LLVMValueRef used = LLVMGetNamedGlobal(mod, used_name);
	LLVMValueRef init = used ? LLVMGetInitializer(used) : NULL;
	unsigned n = init ? (unsigned)LLVMGetNumOperands(init) : 0;
	LLVMValueRef *elems = inlint_xmalloc((n + 1) * sizeof(*elems));
	LLVMTypeRef ptr = LLVMTypeOf(g);
	LLVMValueRef array;

	for (unsigned i = 0; i < n; i++)
		elems[i] = LLVMGetOperand(init, i);
	elems[n] = g;
	array = LLVMConstArray2(ptr, elems, n + 1);
	free(elems);
	if (used)
		LLVMDeleteGlobal(used);
	used = LLVMAddGlobal(mod, LLVMTypeOf(array), used_name);
	LLVMSetLinkage(used, LLVMAppendingLinkage);
	LLVMSetSection(used, "llvm.metadata");
	LLVMSetInitializer(used, array);
}

/* The text and its NUL as a gzip member: an object without debug info can
 * be a quarter of its record's size (mm/memory.o). Where zlib fails, the
 * text as it is, which readers take too. */
static LLVMValueRef record_bytes(LLVMContextRef ctx, const char *text,
				 size_t len)
{
	size_t zlen;
	unsigned char *z = inlint_gzip(text, len + 1, &zlen);
	LLVMValueRef str;

	if (!z)
		return LLVMConstStringInContext2(ctx, text, len, false);
	str = LLVMConstStringInContext2(ctx, (const char *)z, zlen, true);
	free(z);
	return str;
}

void inlint_embed_record(LLVMModuleRef mod, const char *text, size_t len)
{
	LLVMContextRef ctx = LLVMGetModuleContext(mod);
	LLVMValueRef str = record_bytes(ctx, text, len);
	LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(str), "inlint.record");
	unsigned exclude = LLVMGetMDKindIDInContext(ctx, "exclude", 7);

	LLVMSetInitializer(g, str);
	LLVMSetGlobalConstant(g, true);
	LLVMSetLinkage(g, LLVMPrivateLinkage);
	LLVMSetSection(g, INLINT_RECORD_SECTION);
	LLVMSetAlignment(g, 1);
	LLVMGlobalSetMetadata(g, exclude, LLVMMDNodeInContext2(ctx, NULL, 0));
	keep(mod, g);
}
