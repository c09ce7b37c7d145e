/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_input.h - what every harness shares: the fuzzer's bytes as the file a
 * reader takes, and the check of the error line a reader gives back. */
#ifndef INLINT_FUZZ_INPUT_H
#define INLINT_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

/* Writes data to this process's input file, named name (the same name on
 * every call), and returns its path. Aborts when the file cannot be written:
 * a harness that cannot hand over its input tests nothing. */
const char *inlint_fuzz_file(const char *name, const uint8_t *data,
			     size_t size);

/* Aborts unless err is what a reader's error must be: one line, starting
 * with the path it read ("path:", "path:line:col:", or for an archive's
 * member "path(member):"), without control bytes. */
void inlint_fuzz_check_error(const char *path, const char *err);

#endif
