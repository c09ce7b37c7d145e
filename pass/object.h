/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* object.h - which compile this is: the output its command line names,
 * which tells two compiles of one source apart in their record. */
#ifndef INLINT_OBJECT_H
#define INLINT_OBJECT_H

/* The last "-o FILE" or "--output[=]FILE" of this process's command line
 * (/proc/self/cmdline: clang's driver runs cc1 and the plugin in its own
 * process), or NULL when there is none or it is "-". A new string. */
char *inlint_object_of_compile(void);

#endif
