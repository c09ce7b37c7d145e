/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* symsize.h - the sized symbols of an ELF object, archive or executable, as
 * `nm --size-sort` lists them, read through the LLVM C API (llvm-c/Object.h).
 */
#ifndef INLINT_SYMSIZE_H
#define INLINT_SYMSIZE_H

#include "sizes.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Reads the symbols nm would list with --size-sort: defined ones of nonzero
 * size, from .symtab. Returns NULL with err set to "path: problem" when the
 * file cannot be read or is not an ELF object, executable or an archive of
 * ELF objects (regular or thin). */
struct inlint_symsizes *inlint_symsizes_read(const char *path, char *err,
					     size_t errlen);

/* Whether path is a compile's output that holds no machine code to list:
 * LLVM bitcode (-flto, -emit-llvm -c) or text (-S). False for an ELF file,
 * an archive, an empty, binary or unreadable file: those are errors. */
bool inlint_symsizes_no_code(const char *path);

void inlint_symsizes_destroy(struct inlint_symsizes *s);

#endif
