/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_compat.h - the function attributes LLVM's inliner wants the same
 * in caller and callee, or it inlines the call only when forced. */
#ifndef INLINT_INLINE_COMPAT_H
#define INLINT_INLINE_COMPAT_H

/* Their IR names, NULL-terminated, as llvm/IR/Attributes.inc's
 * hasCompatibleFnAttrs compares them in LLVM 22 (noinstr code is
 * noprofile; KASAN's no_sanitize("address") code lacks sanitize_address).
 * An LLVM that does not know a name has no such attribute. */
#define INLINT_COMPAT_ATTRS 16
extern const char *const inlint_compat_attrs[INLINT_COMPAT_ATTRS + 1];

/* The table's entry spelled name, or NULL: the one string a record's
 * call site points to. */
const char *inlint_compat_attr(const char *name);

#endif
