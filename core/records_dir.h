/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* records_dir.h - where records go when INLINT_OUT is not set: a folder of
 * the user's cache named after the build's directory, never the tree. */
#ifndef INLINT_RECORDS_DIR_H
#define INLINT_RECORDS_DIR_H

#include <stddef.h>

/* Where records go without a cache folder (no XDG_CACHE_HOME nor HOME):
 * relative to the compiler's working directory. */
#define INLINT_RECORDS_FALLBACK "inlint-records"

/* The records of compiles run in our working directory, which the plugin
 * writes and show, merge and lint read by default:
 * $XDG_CACHE_HOME/inlint/records/CWD, else $HOME/.cache/inlint/records/CWD
 * (CWD the working directory's physical path, so that a kernel build's
 * records land under the folder named after its tree, or after its O=
 * directory, where Kbuild runs the compiler); INLINT_RECORDS_FALLBACK when
 * neither variable is set (XDG_CACHE_HOME only counts when absolute, as the
 * XDG spec says), the working directory is gone, or the path does not fit
 * in buf (size bytes). Returns buf. */
const char *inlint_records_default(char *buf, size_t size);

/* What --help and the man pages say the default is. */
#define INLINT_RECORDS_DEFAULT_TEXT                                            \
	"the records of compiles run in this directory, "                      \
	"$XDG_CACHE_HOME/inlint/records/$PWD (~/.cache/inlint/records/$PWD)"

#endif
