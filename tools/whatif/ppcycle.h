/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppcycle.h - which definitions of a TU close a call cycle, from the calls
 * their bodies make: the view's graph of definitions (ppview.h). */
#ifndef INLINT_PPCYCLE_H
#define INLINT_PPCYCLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An edge to no definition (a call of a header's function). */
#define INLINT_PPCYCLE_NONE SIZE_MAX

/* n definitions; definition d calls to[first[d]] .. to[first[d + 1] - 1].
 * Returns n flags, malloc'd: d calls itself, or another that leads back
 * to it. */
bool *inlint_ppcycle_find(size_t n, const size_t *first, const size_t *to);

#endif
