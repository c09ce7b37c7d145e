/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dead.h - what a branch guards: the instructions that only its dropped
 * targets lead to, which fold away once a constant decides it. */
#ifndef INLINT_DEAD_H
#define INLINT_DEAD_H

#include "htab.h"

#include <llvm-c/Types.h>
#include <stddef.h>

/* An indirect call made direct guards what the inliner may then take in:
 * LLVM's default threshold, 225 at 5 per instruction. */
#define INLINT_DEVIRTUALISED_INSNS 45

/* Each terminator's answer, and the CFG of the function last asked about:
 * valid while the module is unchanged. */
struct inlint_dead {
	struct inlint_htab index;
	struct inlint_dead_memo *v;
	size_t n, cap;
	struct inlint_dead_cfg *cfg;
};

void inlint_dead_init(struct inlint_dead *d);
void inlint_dead_release(struct inlint_dead *d);

/* The fewest instructions that die when a constant decides term, a
 * conditional branch or a switch, whichever way it goes: of the blocks
 * that only the targets it drops reach. A call there counts its callee's
 * instructions too when the callee is a static function called only there,
 * which the inliner copies in (DPDK's __rte_ring_enqueue_elems guards its
 * 64- and 128-bit copy loops by calls, before inlining). */
unsigned inlint_dead_guarded(struct inlint_dead *d, LLVMValueRef term);

/* What dies when a known constant sends term always to its successor
 * kept: what the other targets alone lead to. */
unsigned inlint_dead_beside(struct inlint_dead *d, LLVMValueRef term,
			    unsigned kept);

#endif
