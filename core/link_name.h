/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* link_name.h - a function's name as its source spells it, from the name
 * an LTO link gave it: promotion suffixes dropped, real clones kept. */
#ifndef INLINT_LINK_NAME_H
#define INLINT_LINK_NAME_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* Length of name without the suffixes LTO adds to a static function it
 * makes visible to other modules: ".llvm.N" (ThinLTO's promotion) and
 * ".lto_priv.N" (a full LTO link's renaming of two files' statics of one
 * name), repeated. The body is the source's; the function stays distinct
 * by its file. Clones with bodies of their own (".cold", ".part.N",
 * ".constprop.N", ".specialized.N", ".isra.N") keep their names: they are
 * not the source's function. */
size_t inlint_link_name_len(const char *name);

/* Whether LLVM may have renamed statics in phase: a ThinLTO backend
 * promotes them (.llvm.N), a full LTO link renames those of one name
 * (.lto_priv.N). A plain compile and the pre-link phases rename nothing: a
 * name there that ends so is the symbol's own (an asm label). */
bool inlint_phase_renames(enum inlint_phase phase);

/* Cuts name to its source name in place; true when it had a suffix. */
bool inlint_link_name_strip(char *name);

/* Every function name of m (functions, inline sites, recommendations,
 * external calls, decisions applied) cut to its source name when m's phase
 * renames (inlint_phase_renames), else nothing. A function defined here
 * that had a suffix was a static one: its linkage says so. */
void inlint_model_strip_link_names(struct inlint_model *m);

#endif
