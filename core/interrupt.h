/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* interrupt.h - SIGINT, SIGTERM and SIGHUP in a command that runs others
 * (compiles, builds, benches): caught, passed on to every process group it
 * runs, and raised again once it has cleaned up, so that its parent sees
 * how it ended. */
#ifndef INLINT_INTERRUPT_H
#define INLINT_INTERRUPT_H

#include <sys/types.h>

/* Catches the three signals, those not ignored when inlint started (under
 * nohup, SIGHUP stays ignored), with SA_RESTART: a wait goes on until the
 * command, which has the signal too, ends. Once is enough; inlint_scratch_
 * create calls it. A child forked to run a command must set the three to
 * SIG_DFL before it unblocks signals, as posix_spawn does. */
void inlint_interrupt_catch(void);

/* The signal caught, or 0. */
int inlint_interrupted(void);

/* "SIGINT", "SIGTERM" or "SIGHUP": the signal caught. */
const char *inlint_interrupt_name(void);

/* From now on a signal is passed on to process group pgid (a command just
 * started in a group of its own), at once if one was caught already; a
 * second signal kills every such group. */
void inlint_interrupt_forward(pid_t pgid);

/* Passes nothing more on to pgid: its leader has been waited for. */
void inlint_interrupt_forget(pid_t pgid);

/* cleanup runs in inlint_interrupt_raise before the signal: what must not
 * outlive a run however it was stopped (scratch.c's directories). One
 * function; a second call replaces the first. */
void inlint_interrupt_at_raise(void (*cleanup)(void));

/* Nothing when no signal was caught; else runs the cleanup and raises the
 * signal with its default action (exit status 128 + N in a shell). */
void inlint_interrupt_raise(void);

#endif
