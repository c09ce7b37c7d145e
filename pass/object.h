/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object.h - which compile this is: the output its command line names,
 * which tells two compiles of one source apart in their record, whether
 * that output can hold the record (embed.h), and the inlining it allows. */
#ifndef INLINT_OBJECT_H
#define INLINT_OBJECT_H

#include "inliner.h"

#include <stdbool.h>

/* The last "-o FILE" or "--output[=]FILE" of this process's command line
 * (/proc/self/cmdline: clang's driver runs cc1 and the plugin in its own
 * process), or NULL when there is none or it is "-". A new string. */
char *inlint_object_of_compile(void);

/* Whether the output is IR, not an object or assembly: clang's command
 * line asks for it (-emit-llvm), or this is opt. */
bool inlint_compile_emits_ir(void);

/* The inlining clang's command line allows (inlint_inlining_of_args: the
 * driver's, or cc1's when it runs apart). Normal for any other process
 * (opt, a linker's LTO), whose IR carries the noinline such flags gave
 * it. */
enum inlint_inlining inlint_compile_inlining(void);

/* The sanitizers of clang's command line (inlint_sanitize_of_args), or
 * NULL: none, or another process (opt, a linker's LTO). */
char *inlint_compile_sanitize(void);

#endif
