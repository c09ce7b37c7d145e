/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* nmtype.h - the letter GNU nm prints for each entry of an ELF symbol table,
 * read from the binding and section flags the LLVM C API does not expose. */
#ifndef INLINT_NMTYPE_H
#define INLINT_NMTYPE_H

#include "elfhdr.h"

#include <stddef.h>

/* e holds the whole file; its class and byte order come from the caller,
 * which has already recognised the file (LLVMBinaryGetType).
 * Returns a malloc'd array of *n letters, one per .symtab entry (entry 0
 * included), or NULL with err set. A letter is 0 where nm shows nothing
 * (file and section symbols). A file without .symtab has *n == 0. Checks
 * that every name lies in the string table, so that reading the symbols
 * through the C API afterwards cannot fail. */
char *inlint_nm_types(const struct inlint_elf *e, size_t *n, char *err,
		      size_t errlen);

#endif
