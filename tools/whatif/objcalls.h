/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objcalls.h - the calls an ELF object still makes, per caller and callee,
 * read from its code (x86_64, aarch64): what the what-if engine compares
 * when the compiler cannot load the plugin and so writes no record. */
#ifndef INLINT_OBJCALLS_H
#define INLINT_OBJCALLS_H

#include <stddef.h>

/* The calls and tail calls from caller to callee: both named by their
 * function (clone_name.h), a callee without a definition in the object
 * by its symbol. */
struct inlint_objcall {
	char *caller, *callee;
	unsigned calls;
};

struct inlint_objcalls {
	struct inlint_objcall *v; /* by caller, then callee */
	size_t n, cap;
	const char *arch; /* "x86_64" or "aarch64" */
	char *comment;	  /* .comment's first string (the compiler), or NULL */
};

/* Counts the calls of the object at path: every call or jump instruction
 * (LLVM's disassembler) from a text symbol to another function's, whose
 * target is a relocation (a symbol, or a section and addend) or, when the
 * assembler resolved it, the address it names. A function's jumps into
 * itself or its own clones are no calls, nor are the branches a compiler
 * adds on its own (the kernel's return and retpoline thunks, __fentry__,
 * mcount, the stack protector's __stack_chk_fail, which comes and goes
 * with the arrays a body inlined brings, the sanitizers' and KCOV's
 * hooks). Returns 0, or -1 with err set to
 * "path: problem" (not an ELF object of x86_64 or aarch64, malformed). */
int inlint_objcalls_read(const char *path, struct inlint_objcalls *out,
			 char *err, size_t errlen);

/* The number of calls from caller to callee in c (0 when none). */
unsigned inlint_objcalls_count(const struct inlint_objcalls *c,
			       const char *caller, const char *callee);

void inlint_objcalls_release(struct inlint_objcalls *c);

#endif
