/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_interrupt.c - signals caught, passed on to process groups, and raised
 * again after the scratch directories are gone. Run: ctest -R interrupt */
#include "check.h"
#include "interrupt.h"
#include "process.h"
/* core's: the tests' own scratch.h would win in quotes. */
#include <scratch.h>

#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Long enough for a shell just started to have set its traps. */
static void pause_a_bit(void)
{
	struct timespec t = {0, 200 * 1000 * 1000};

	nanosleep(&t, NULL);
}

/* Each case runs in a child of its own: the module's state is global and
 * the last step kills. Returns the child's wait status. */
static int in_child(void (*body)(void))
{
	int status = 0;
	pid_t pid = fork();

	if (pid == 0) {
		/* As started from a terminal, whatever ran the test ignores. */
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		check_failures = 0;
		body();
		_exit(check_result());
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

static bool died_of(int status, int sig)
{
	return WIFSIGNALED(status) && WTERMSIG(status) == sig;
}

/* A command that sleeps in a group of its own; ignores SIGTERM when asked,
 * as make does until its jobs end. */
static pid_t start_group(bool ignore_term)
{
	char *argv[] = {"/bin/sh", "-c",
			ignore_term ? "trap '' TERM; sleep 30" : "sleep 30",
			NULL};
	struct inlint_spawn s = {.argv = argv, .own_group = true};
	pid_t pid = 0;

	CHECK(inlint_spawn_start(&s, &pid) == 0);
	inlint_interrupt_forward(pid);
	return pid;
}

static int wait_for(pid_t pid)
{
	int status = -1;

	waitpid(pid, &status, 0);
	inlint_interrupt_forget(pid);
	return status;
}

/* Caught, passed on to the group, then raised once the scratch directory
 * nobody removed is gone. */
static void forwarded_and_raised(void)
{
	char err[256];
	pid_t pid;

	CHECK(inlint_scratch_create("left", err, sizeof(err)) != NULL);
	pid = start_group(false);
	CHECK(!inlint_interrupted());
	kill(getpid(), SIGTERM);
	CHECK(inlint_interrupted() == SIGTERM);
	CHECK_STR(inlint_interrupt_name(), "SIGTERM");
	CHECK(died_of(wait_for(pid), SIGTERM));
	if (check_failures)
		_exit(1);
	inlint_interrupt_raise();
	_exit(3); /* not reached */
}

/* A group started after the signal hears of it at once. */
static void forwarded_late(void)
{
	inlint_interrupt_catch();
	kill(getpid(), SIGINT);
	CHECK(died_of(wait_for(start_group(false)), SIGINT));
}

/* A group that ignores the first signal gets SIGKILL with the second. */
static void second_kills(void)
{
	int status;
	pid_t pid;

	inlint_interrupt_catch();
	pid = start_group(true);
	pause_a_bit();
	kill(getpid(), SIGTERM);
	pause_a_bit();
	CHECK(waitpid(pid, &status, WNOHANG) == 0);
	kill(getpid(), SIGTERM);
	CHECK(died_of(wait_for(pid), SIGKILL));
}

/* Under nohup SIGHUP stays ignored. */
static void ignored_stays(void)
{
	signal(SIGHUP, SIG_IGN);
	inlint_interrupt_catch();
	kill(getpid(), SIGHUP);
	CHECK(!inlint_interrupted());
	inlint_interrupt_raise();
}

int main(void)
{
	char tmp[] = "/tmp/test_interrupt.XXXXXX";

	/* The children's scratch directories go in here. */
	CHECK(mkdtemp(tmp) != NULL);
	setenv("TMPDIR", tmp, 1);
	CHECK(died_of(in_child(forwarded_and_raised), SIGTERM));
	CHECK(rmdir(tmp) == 0); /* only when empty */
	CHECK(in_child(forwarded_late) == 0);
	CHECK(in_child(second_kills) == 0);
	CHECK(in_child(ignored_stays) == 0);
	return check_result();
}
