/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* embed.h - the record inside the compile's object, as the section that
 * object_records.h reads: a cached (ccache) or remote (distcc) compile
 * hands its record back with the object. */
#ifndef INLINT_EMBED_H
#define INLINT_EMBED_H

#include "model.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

/* Whether mod's output can carry a record: an ELF object (or assembly) of
 * a plain compile, not an LTO phase's bitcode or other IR. */
bool inlint_embeds(LLVMModuleRef mod, enum inlint_phase phase);

/* Appends the string text (len bytes) and the NUL that ends a record, as
 * one gzip member, to mod's section INLINT_RECORD_SECTION: a constant the
 * object keeps, which the assembler copies as it is rather than parse as
 * inline asm. */
void inlint_embed_record(LLVMModuleRef mod, const char *text, size_t len);

#endif
