/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* frames.h - the stack frames a compile said are over the build's limit
 * (-Wframe-larger-than, Kbuild's CONFIG_FRAME_WARN), read from its log. */
#ifndef INLINT_FRAMES_H
#define INLINT_FRAMES_H

#include "whatif_effect.h"

#include <stdbool.h>
#include <stddef.h>

struct inlint_frames {
	struct inlint_whatif_frame *v; /* old_bytes 0 */
	size_t n, cap;
};

/* The option that keeps a frame over the limit a warning, so that the
 * compile goes on to be measured: both GCC and clang spell it so. */
#define INLINT_FRAMES_NO_ERROR "-Wno-error=frame-larger-than="

/* Adds the frames that the compiler's messages in log name: GCC's "the
 * frame size of N bytes is larger than M bytes" after "In function 'F'",
 * clang's "stack frame size (N) exceeds limit (M) in [function] 'F'". */
void inlint_frames_parse(const char *log, struct inlint_frames *out);

/* Whether the command argv makes a frame over the limit an error
 * (-Werror, -Werror=frame-larger-than), so that its build fails. */
bool inlint_frames_fatal(char *const *argv);

void inlint_frames_release(struct inlint_frames *f);

#endif
