/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objbytes.h - the bytes of each out-of-line copy in the report, from the
 * symbol sizes of each TU's object (merge --objects DIR), and the build's
 * text bytes; without objects, IR instructions x an estimate per byte. */
#ifndef INLINT_OBJBYTES_H
#define INLINT_OBJBYTES_H

#include "report.h"

/* Bytes of x86-64 code per IR instruction after optimisation, measured on
 * examples/ at -O2 (docs/REPORT.md, "Size budget"): the estimate when no
 * object gives a function's size. */
#define INLINT_BYTES_PER_IR_INSTRUCTION 3.9

/* The path of TU tu's object under dir (its record's `object`; an absolute
 * one as it is), with its extension replaced by ext when ext is not NULL.
 * Returns NULL when the record named no object. */
char *inlint_report_object_path(const struct inlint_report *rep, size_t tu,
				const char *dir, const char *ext);

/* Reads the object of every TU that names one, fills copies[].bytes and
 * each function's measured bytes, and text_bytes. With missing_ok an
 * object that cannot be read is counted in objects_missing (the first
 * problem kept) and its TU estimated; without, it is an error, but for an
 * output with no machine code (an LTO compile's bitcode, an -S compile's
 * assembly), which is counted so in any case. Returns 0, or -1 with err
 * set to "path: problem". */
int inlint_report_read_objects(struct inlint_report *rep, const char *dir,
			       bool missing_ok, char *err, size_t errlen);

/* Bytes of one out-of-line copy of fns[fn]: the mean of its measured
 * copies, else its IR size x the estimate; *measured says which. */
double inlint_report_copy_bytes(const struct inlint_report *rep, size_t fn,
				bool *measured);

/* The text of every TU of the records: from its object where one was
 * read, else its copies' IR sizes x the estimate. */
double inlint_report_text_bytes(const struct inlint_report *rep);

#endif
