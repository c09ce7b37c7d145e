/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* clone_name.h - the function a text symbol belongs to: GCC's clones and
 * split parts (foo.isra.0, foo.constprop.1, foo.part.0, foo.cold) and
 * clang's promoted locals (foo.llvm.123) are counted with foo. */
#ifndef INLINT_CLONE_NAME_H
#define INLINT_CLONE_NAME_H

#include <stddef.h>

/* The length of name's function part: up to the first '.' after which
 * every '.'-separated word is a clone word (isra, constprop, part, cold,
 * llvm, lto_priv, localalias) or a number; else strlen(name). */
size_t inlint_clone_base_len(const char *name);

/* name's function part, malloc'd. */
char *inlint_clone_base(const char *name);

#endif
