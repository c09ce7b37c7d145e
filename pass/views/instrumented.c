/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* instrumented.c - the sanitizers a module's IR was instrumented with: a
 * compile instruments its bitcode before the link, which sees only that. */
#include "instrumented.h"

#include "ir.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <string.h>

/* A function attribute clang puts on every function a sanitizer
 * instruments. The runtime's init, which only a user-space module's
 * constructor calls, tells the user-space sanitizer from the kernel's. */
static const struct {
	const char *attr, *init, *user, *kernel;
} by_attr[] = {
	{"sanitize_address", "__asan_init", "address", "kernel-address"},
	{"sanitize_hwaddress", "__hwasan_init", "hwaddress",
	 "kernel-hwaddress"},
	{"sanitize_memory", "__msan_init", "memory", "kernel-memory"},
	{"sanitize_thread", NULL, "thread", NULL},
	{"sanitize_type", NULL, "type", NULL},
	{"sanitize_numerical_stability", NULL, "numerical", NULL},
	{"sanitize_memtag", NULL, "memtag", NULL},
	{"safestack", NULL, "safe-stack", NULL},
	{"shadowcallstack", NULL, "shadow-call-stack", NULL},
};
#define N_BY_ATTR (sizeof(by_attr) / sizeof(by_attr[0]))

/* clang's SanitizerHandler CFICheckFail, the argument of a CFI check's
 * llvm.ubsantrap: that trap is CFI's, not UBSan's. */
#define CFI_CHECK_FAIL 2

static void add(char **list, const char *name)
{
	size_t len = *list ? strlen(*list) : 0;

	*list = inlint_xrealloc(*list, len + strlen(name) + 2);
	if (len)
		(*list)[len++] = ',';
	strcpy(*list + len, name);
}

/* Which of by_attr some defined function carries, as bits. */
static unsigned attrs_carried(LLVMModuleRef mod)
{
	unsigned set = 0;

	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (LLVMIsDeclaration(fn))
			continue;
		for (unsigned i = 0; i < N_BY_ATTR; i++)
			if (inlint_has_fn_attr(fn, by_attr[i].attr))
				set |= 1u << i;
	}
	return set;
}

static bool has_function(LLVMModuleRef mod, const char *name)
{
	return LLVMGetNamedFunction(mod, name) != NULL;
}

/* A trap of UBSan's own: llvm.ubsantrap called with another handler than
 * CFI's (-fsanitize-trap). */
static bool has_ubsan_trap(LLVMModuleRef mod)
{
	LLVMValueRef trap = LLVMGetNamedFunction(mod, "llvm.ubsantrap");

	for (LLVMUseRef u = trap ? LLVMGetFirstUse(trap) : NULL; u;
	     u = LLVMGetNextUse(u)) {
		LLVMValueRef call = LLVMGetUser(u), arg;

		if (!LLVMIsACallInst(call) || LLVMGetNumArgOperands(call) < 1)
			continue;
		arg = LLVMGetOperand(call, 0);
		if (!LLVMIsAConstantInt(arg) ||
		    LLVMConstIntGetZExtValue(arg) != CFI_CHECK_FAIL)
			return true;
	}
	return false;
}

/* A call into UBSan's runtime other than CFI's diagnostics. */
static bool has_ubsan_handler(LLVMModuleRef mod)
{
	static const char prefix[] = "__ubsan_handle_";

	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		size_t len;
		const char *name = LLVMGetValueName2(fn, &len);

		if (len > sizeof(prefix) - 1 &&
		    !strncmp(name, prefix, sizeof(prefix) - 1) &&
		    strncmp(name + sizeof(prefix) - 1, "cfi_", 4) != 0 &&
		    LLVMGetFirstUse(fn))
			return true;
	}
	return false;
}

static bool has_flag(LLVMModuleRef mod, const char *key)
{
	return LLVMGetModuleFlag(mod, key, strlen(key)) != NULL;
}

char *inlint_instrumented_sanitizers(LLVMModuleRef mod)
{
	unsigned set = attrs_carried(mod);
	char *list = NULL;

	for (unsigned i = 0; i < N_BY_ATTR; i++) {
		if (!(set & (1u << i)))
			continue;
		if (by_attr[i].kernel && !has_function(mod, by_attr[i].init))
			add(&list, by_attr[i].kernel);
		else
			add(&list, by_attr[i].user);
	}
	if (has_flag(mod, "kcfi"))
		add(&list, "kcfi");
	if (has_flag(mod, "CFI Canonical Jump Tables"))
		add(&list, "cfi");
	if (has_ubsan_handler(mod) || has_ubsan_trap(mod))
		add(&list, "undefined");
	return list;
}
