/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* interrupt.c - the handler only records the signal and passes it on to
 * the process groups of the commands running; the command stops at its
 * next step (the what-if engine, tune), removes its scratch directories
 * and then dies by the signal. */
#include "interrupt.h"

#include "array.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>

static const struct {
	int sig;
	const char *name;
} signals[] = {{SIGINT, "SIGINT"}, {SIGTERM, "SIGTERM"}, {SIGHUP, "SIGHUP"}};

#define N_SIGNALS (sizeof(signals) / sizeof(signals[0]))

static volatile sig_atomic_t caught;

/* The groups a signal goes on to. The handler reads them; they change only
 * with the three signals blocked, so it never sees them half-changed. */
static pid_t *groups;
static size_t n_groups, cap_groups;

static void (*at_raise)(void);

static void handler(int sig)
{
	int saved = errno;
	int again = caught != 0;

	if (!again)
		caught = sig;
	/* A command may ignore the first (make waits for its jobs): the
	 * second one leaves it no choice. */
	for (size_t i = 0; i < n_groups; i++)
		kill(-groups[i], again ? SIGKILL : sig);
	errno = saved;
}

void inlint_interrupt_catch(void)
{
	static bool done;
	struct sigaction sa;

	if (done)
		return;
	done = true;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < N_SIGNALS; i++) {
		struct sigaction old;

		if (sigaction(signals[i].sig, NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(signals[i].sig, &sa, NULL);
	}
}

int inlint_interrupted(void)
{
	return caught;
}

const char *inlint_interrupt_name(void)
{
	for (size_t i = 0; i < N_SIGNALS; i++)
		if (signals[i].sig == caught)
			return signals[i].name;
	return "a signal";
}

static void block(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	for (size_t i = 0; i < N_SIGNALS; i++)
		sigaddset(&set, signals[i].sig);
	sigprocmask(SIG_BLOCK, &set, old);
}

void inlint_interrupt_forward(pid_t pgid)
{
	sigset_t old;

	block(&old);
	groups = inlint_array_grow(groups, &cap_groups, n_groups + 1,
				   sizeof(*groups));
	groups[n_groups++] = pgid;
	/* Caught before the group existed: it has not heard of it yet. */
	if (caught)
		kill(-pgid, caught);
	sigprocmask(SIG_SETMASK, &old, NULL);
}

void inlint_interrupt_forget(pid_t pgid)
{
	sigset_t old;

	block(&old);
	for (size_t i = 0; i < n_groups; i++) {
		if (groups[i] == pgid) {
			groups[i] = groups[--n_groups];
			break;
		}
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
}

void inlint_interrupt_at_raise(void (*cleanup)(void))
{
	at_raise = cleanup;
}

void inlint_interrupt_raise(void)
{
	struct sigaction sa;
	sigset_t set;

	if (!caught)
		return;
	if (at_raise)
		at_raise();
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(caught, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, caught);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(caught);
}
