/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* interrupt.c - tune's signal handling. The handler only records the
 * signal and passes it on to the running command's group; tune stops at
 * the next step, removes its scratch directory and then dies by the signal
 * (exit status 128 + N in a shell), the state file keeping what was
 * measured. */
#include "interrupt.h"

#include <errno.h>
#include <signal.h>
#include <string.h>

static const struct {
	int sig;
	const char *name;
} signals[] = {{SIGINT, "SIGINT"}, {SIGTERM, "SIGTERM"}, {SIGHUP, "SIGHUP"}};

static volatile sig_atomic_t caught;
static volatile sig_atomic_t group;

static void handler(int sig)
{
	int saved = errno;
	int again = caught != 0;

	if (!again)
		caught = sig;
	/* The command may ignore the first (make waits for its jobs): the
	 * second one leaves it no choice. */
	if (group > 0)
		kill(-(pid_t)group, again ? SIGKILL : sig);
	errno = saved;
}

void tune_interrupt_catch(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	/* waitpid goes on waiting for the command, which has the signal. */
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
		struct sigaction old;

		if (sigaction(signals[i].sig, NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(signals[i].sig, &sa, NULL);
	}
}

int tune_interrupted(void)
{
	return caught;
}

const char *tune_interrupt_name(void)
{
	for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++)
		if (signals[i].sig == caught)
			return signals[i].name;
	return "a signal";
}

void tune_interrupt_forward_to(pid_t pgid)
{
	group = pgid;
	/* Caught before the group existed: it has not heard of it yet. */
	if (pgid > 0 && caught)
		kill(-pgid, caught);
}

void tune_interrupt_raise(void)
{
	struct sigaction sa;
	sigset_t set;

	if (!caught)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(caught, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, caught);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(caught);
}
