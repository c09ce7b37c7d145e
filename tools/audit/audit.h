/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit.h - inlint audit: every forcing annotation (__always_inline,
 * noinline) of a set of translation units judged by the compiler itself:
 * redundant, load-bearing (alone or in a group, with what stripping it
 * changes) or required, on the what-if engine (tools/whatif). */
#ifndef INLINT_AUDIT_H
#define INLINT_AUDIT_H

#include "audit_scope.h"
#include "audit_yaml.h"
#include "whatif.h"

struct inlint_audit;

/* Compiles each TU's baseline, strips its annotations (apply refuses the
 * required ones), and searches what is load-bearing; TUs run side by
 * side, c->jobs compiles at once. tus must outlive the audit. Returns the
 * audit, or NULL with err set to one line. */
struct inlint_audit *inlint_audit_run(const struct inlint_whatif_config *c,
				      const struct inlint_whatif_tus *tus,
				      const struct inlint_audit_scope *scope,
				      char *err, size_t errlen);

const struct inlint_audit_result *
inlint_audit_result(const struct inlint_audit *a);

/* Frees the audit, its result and the builds its effects point into. */
void inlint_audit_destroy(struct inlint_audit *a);

#endif
