/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* interrupt.h - SIGINT, SIGTERM and SIGHUP during inlint tune: caught,
 * passed on to the command running (its whole process group), and raised
 * again once tune has cleaned up, so that its parent sees how it ended. */
#ifndef INLINT_INTERRUPT_H
#define INLINT_INTERRUPT_H

#include <sys/types.h>

/* Catches the three signals, those not ignored when tune started (under
 * nohup, SIGHUP stays ignored). */
void tune_interrupt_catch(void);

/* The signal caught, or 0. */
int tune_interrupted(void);

/* "SIGINT", "SIGTERM" or "SIGHUP": the signal caught. */
const char *tune_interrupt_name(void);

/* Where a signal goes on: the process group of the command just started,
 * or 0 once it is done. A second signal kills the group. */
void tune_interrupt_forward_to(pid_t pgid);

/* Raises the caught signal with its default action (tune ends by it);
 * nothing when none was caught. */
void tune_interrupt_raise(void);

#endif
