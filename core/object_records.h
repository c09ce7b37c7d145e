/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object_records.h - the records an ELF object carries in its .inlint
 * section (the plugin's embed.c writes them), found in objects, archives
 * and build directories. */
#ifndef INLINT_OBJECT_RECORDS_H
#define INLINT_OBJECT_RECORDS_H

/* The section: record texts, each ended by a NUL, so that ld -r, which
 * keeps SHF_EXCLUDE sections and joins those of one name, keeps them
 * apart. */
#define INLINT_RECORD_SECTION ".inlint"

#endif
