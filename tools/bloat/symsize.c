/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* symsize.c - per-symbol sizes of ELF files and archives: the C API gives
 * names and sizes, nmtype the letters, archive the members. */
#include "symsize.h"

#include "archive.h"
#include "array.h"
#include "nmtype.h"
#include "read_file.h"
#include "one_line.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/Object.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LABEL 4096

/* What an archive's members need to know about the archive. */
struct archive {
	struct inlint_symsizes *out;
	const char *path;
};

static int read_buffer(struct inlint_symsizes *out, LLVMMemoryBufferRef buf,
		       const char *label, bool in_archive, char *err,
		       size_t errlen);

static void add(struct inlint_symsizes *out, const char *name, uint64_t size,
		char type)
{
	struct inlint_sym *s;

	out->syms = inlint_array_grow(out->syms, &out->cap, out->n_syms + 1,
				      sizeof(*out->syms));
	s = &out->syms[out->n_syms++];
	s->name = inlint_strdup(name);
	s->size = size;
	s->type = type;
}

/* Walks the C API's symbols beside the letters of the same .symtab: LLVM
 * lists its entries in order from entry 1, which the counts confirm. */
static int add_symbols(struct inlint_symsizes *out, LLVMBinaryRef bin,
		       const char *types, size_t n, const char *label,
		       char *err, size_t errlen)
{
	LLVMSymbolIteratorRef it = LLVMObjectFileCopySymbolIterator(bin);
	size_t i = 1;
	int ret = 0;

	for (; it && !LLVMObjectFileIsSymbolIteratorAtEnd(bin, it);
	     LLVMMoveToNextSymbol(it), i++) {
		uint64_t size;

		if (i >= n)
			break;
		size = LLVMGetSymbolSize(it);
		if (!size || !types[i])
			continue;
		add(out, LLVMGetSymbolName(it), size, types[i]);
	}
	if (i != (n ? n : 1)) {
		snprintf(err, errlen, "%s: symbol table does not match LLVM's",
			 label);
		ret = -1;
	}
	if (it)
		LLVMDisposeSymbolIterator(it);
	return ret;
}

static int read_elf(struct inlint_symsizes *out, LLVMBinaryRef bin,
		    LLVMMemoryBufferRef buf, const char *label, char *err,
		    size_t errlen)
{
	LLVMBinaryType t = LLVMBinaryGetType(bin);
	struct inlint_elf e = {
		.buf = (const unsigned char *)LLVMGetBufferStart(buf),
		.len = LLVMGetBufferSize(buf),
		.is64 = t == LLVMBinaryTypeELF64L || t == LLVMBinaryTypeELF64B,
		.big_endian =
			t == LLVMBinaryTypeELF32B || t == LLVMBinaryTypeELF64B,
	};
	char msg[512];
	size_t n;
	char *types = inlint_nm_types(&e, &n, msg, sizeof(msg));
	int ret;

	if (!types) {
		snprintf(err, errlen, "%s: %s", label, msg);
		return -1;
	}
	ret = add_symbols(out, bin, types, n, label, err, errlen);
	free(types);
	return ret;
}

static int read_path(struct inlint_symsizes *out, const char *path,
		     const char *label, bool in_archive, char *err,
		     size_t errlen)
{
	LLVMMemoryBufferRef buf;
	char *msg = NULL;
	int ret;

	/* LLVM would read a device such as /dev/zero until memory runs out. A
	 * thin archive's member is an object file, so it is held to the input
	 * limit; the file named on the command line may be a vmlinux with
	 * debug info, which LLVM maps rather than reads. */
	if (inlint_check_input(path, label, in_archive, err, errlen))
		return -1;
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
		snprintf(err, errlen, "%s: cannot open (%s)", label, msg);
		LLVMDisposeMessage(msg);
		return -1;
	}
	ret = read_buffer(out, buf, label, in_archive, err, errlen);
	LLVMDisposeMemoryBuffer(buf);
	return ret;
}

/* Returns 1 on failure: the walk tells its own errors (-1) from these. */
static int read_member(void *arg, const struct inlint_ar_member *m, char *err,
		       size_t errlen)
{
	const struct archive *a = arg;
	char label[MAX_LABEL];
	LLVMMemoryBufferRef buf;
	char *path;
	int ret;

	snprintf(label, sizeof(label), "%s(%s)", a->path, m->name);
	if (m->data) {
		buf = LLVMCreateMemoryBufferWithMemoryRange(m->data, m->size,
							    label, 0);
		ret = read_buffer(a->out, buf, label, true, err, errlen);
		LLVMDisposeMemoryBuffer(buf);
		return ret ? 1 : 0;
	}
	path = inlint_ar_member_path(a->path, m->name);
	ret = read_path(a->out, path, label, true, err, errlen);
	free(path);
	return ret ? 1 : 0;
}

/* nm lists an archive's members one after the other; so do we. A member
 * that is itself an archive is refused rather than guessed at. */
static int read_archive(struct inlint_symsizes *out, LLVMMemoryBufferRef buf,
			const char *label, bool in_archive, char *err,
			size_t errlen)
{
	struct archive a = {.out = out, .path = label};
	char msg[512];
	int ret;

	if (in_archive) {
		snprintf(err, errlen, "%s: nested archives are not supported",
			 label);
		return -1;
	}
	ret = inlint_ar_walk(LLVMGetBufferStart(buf), LLVMGetBufferSize(buf),
			     read_member, &a, err, errlen);
	/* The members' errors name the member already. */
	if (ret < 0) {
		snprintf(msg, sizeof(msg), "%s", err);
		snprintf(err, errlen, "%s: %s", label, msg);
	}
	return ret ? -1 : 0;
}

/* Only ELF and ar are read: anything else, LLVM IR and Mach-O included, is
 * refused before LLVM parses it. */
static bool has_magic(const char *p, size_t len)
{
	static const char *const magics[] = {"\177ELF", "!<arch>\n",
					     "!<thin>\n"};

	for (size_t i = 0; i < sizeof(magics) / sizeof(magics[0]); i++)
		if (len >= strlen(magics[i]) &&
		    !memcmp(p, magics[i], strlen(magics[i])))
			return true;
	return false;
}

/* LLVM bitcode, bare or in its wrapper: what -flto and -emit-llvm -c
 * write where an object would be. */
static bool is_bitcode(const char *p, size_t len)
{
	return len >= 4 && (!memcmp(p, "BC\xc0\xde", 4) ||
			    !memcmp(p, "\xde\xc0\x17\x0b", 4));
}

/* An -S compile's assembly, or any other text. */
static bool is_text(const char *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!isprint((unsigned char)p[i]) &&
		    !isspace((unsigned char)p[i]))
			return false;
	return len > 0;
}

static int read_buffer(struct inlint_symsizes *out, LLVMMemoryBufferRef buf,
		       const char *label, bool in_archive, char *err,
		       size_t errlen)
{
	LLVMBinaryRef bin;
	char *msg = NULL;
	int ret;

	if (!has_magic(LLVMGetBufferStart(buf), LLVMGetBufferSize(buf))) {
		snprintf(err, errlen, "%s: %s", label,
			 is_bitcode(LLVMGetBufferStart(buf),
				    LLVMGetBufferSize(buf))
				 ? "LLVM bitcode, not machine code (-flto or "
				   "-emit-llvm)"
				 : "not an ELF file or archive");
		return -1;
	}
	bin = LLVMCreateBinary(buf, NULL, &msg);
	if (!bin) {
		snprintf(err, errlen, "%s: malformed (%s)", label, msg);
		LLVMDisposeMessage(msg);
		return -1;
	}
	if (LLVMBinaryGetType(bin) == LLVMBinaryTypeArchive)
		ret = read_archive(out, buf, label, in_archive, err, errlen);
	else
		ret = read_elf(out, bin, buf, label, err, errlen);
	LLVMDisposeBinary(bin);
	return ret;
}

void inlint_symsizes_destroy(struct inlint_symsizes *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->n_syms; i++)
		free(s->syms[i].name);
	free(s->syms);
	free(s);
}

bool inlint_symsizes_no_code(const char *path)
{
	char head[64];
	FILE *f = fopen(path, "rb");
	size_t len;

	if (!f)
		return false;
	len = fread(head, 1, sizeof(head), f);
	fclose(f);
	return !has_magic(head, len) &&
	       (is_bitcode(head, len) || is_text(head, len));
}

struct inlint_symsizes *inlint_symsizes_read(const char *path, char *err,
					     size_t errlen)
{
	struct inlint_symsizes *s = inlint_xcalloc(1, sizeof(*s));

	if (read_path(s, path, path, false, err, errlen)) {
		inlint_one_line(err);
		inlint_symsizes_destroy(s);
		return NULL;
	}
	return s;
}
