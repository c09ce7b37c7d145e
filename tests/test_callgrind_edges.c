/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_callgrind_edges.c - tune's callgrind.out reader: call counts and
 * inclusive costs per call instruction, clones folded, calls into other
 * objects and system code left out, a call in inlined header code marked,
 * the file's total, calls summed per source line, each function's own
 * instructions, a broken file refused. */
#include "callgrind_edges.h"
#include "check.h"

#include <stdlib.h>
#include <unistd.h>

/* Written as valgrind --tool=callgrind --dump-instr=yes
 * --compress-strings=no --compress-pos=no writes it. */
static const char profile[] =
	"version: 1\n"
	"creator: callgrind-3.19.0\n"
	"positions: instr line\n"
	"events: Ir\n"
	"summary: 1000\n"
	"\n"
	"ob=/home/u/ring\n"
	"fl=/home/u/ring.c\n"
	"fn=main\n"
	"0x1150 79 1\n"
	"cfn=ring_compact.constprop.0\n"
	"calls=2000 0x1270 20\n"
	"0x1229 86 8000\n"
	"cfn=ring_compact\n"
	"calls=500 0x1270 20\n"
	"0x1229 86 900\n"
	"cob=/usr/lib/x86_64-linux-gnu/libc.so.6\n"
	"cfi=./stdio-common/printf.c\n"
	"cfn=printf\n"
	"calls=1 0x525b0 28\n"
	"0x11ab 93 2659\n"
	"cfi=/usr/include/x86_64-linux-gnu/bits/stdio2.h\n"
	"cfn=fprintf_chk_wrapper\n"
	"calls=7 0x1300 30\n"
	"0x11b0 94 70\n"
	"fi=/home/u/ring.h\n"
	"cfi=/home/u/ring.c\n"
	"cfn=ring_push\n"
	"calls=300 0x1400 40\n"
	"0x11c0 12 600\n"
	"fe=/home/u/ring.c\n"
	"cfn=main\n"
	"calls=3 0x1150 79\n"
	"0x11d0 95 30\n"
	"\n"
	"ob=/usr/lib/x86_64-linux-gnu/libc.so.6\n"
	"fl=./stdio-common/printf.c\n"
	"fn=printf\n"
	"cfn=vfprintf_internal\n"
	"calls=1 0x5000 10\n"
	"0x525b0 28 2000\n";

static char *write_tmp(const char *text)
{
	char *path = strdup("/tmp/test_callgrind_edges.XXXXXX");
	int fd = mkstemp(path);

	if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text))
		abort();
	close(fd);
	return path;
}

static const struct inlint_call_edge *find(const struct inlint_call_edges *e,
					   const char *callee, unsigned line)
{
	for (size_t i = 0; i < e->n; i++)
		if (!strcmp(e->v[i].callee, callee) && e->v[i].line == line)
			return &e->v[i];
	return NULL;
}

static void test_edges(void)
{
	char *path = write_tmp(profile), err[256] = "";
	struct inlint_call_edges e = {0};
	const struct inlint_call_edge *x;

	CHECK(!inlint_call_edges_read(&e, path, err, sizeof(err)));
	/* summary:, not totals: too. */
	CHECK(e.total == 1000);
	/* The clone and its function at one call: one edge, counts and
	 * costs summed. */
	x = find(&e, "ring_compact", 86);
	CHECK(x && x->calls == 2500 && x->cost == 8900 && !x->inlined);
	CHECK(x && x->addr == 0x1229);
	CHECK_STR(x ? x->caller : NULL, "main");
	CHECK_STR(x ? x->object : NULL, "/home/u/ring");
	/* In ring.h, inlined into main: not in main at PipelineStart. */
	x = find(&e, "ring_push", 12);
	CHECK(x && x->calls == 300 && x->inlined);
	/* libc, a system header, recursion, libc's own calls: left out. */
	CHECK(!find(&e, "printf", 93));
	CHECK(!find(&e, "fprintf_chk_wrapper", 94));
	CHECK(!find(&e, "main", 95));
	CHECK(!find(&e, "vfprintf_internal", 28));
	CHECK(e.n == 2);
	inlint_call_edges_release(&e);
	unlink(path);
	free(path);
}

/* Two processes, and two copies of one call (a helper inlined twice):
 * edges per instruction, one call per source line with their sums. */
static void test_by_call(void)
{
	static const char two[] = "positions: instr line\n"
				  "events: Ir\n"
				  "totals: 500\n"
				  "ob=/home/u/ring\n"
				  "fl=/home/u/ring.c\n"
				  "fn=main\n"
				  "cfn=mix\n"
				  "calls=10 0x1000 3\n"
				  "0x1100 7 100\n"
				  "cfn=mix\n"
				  "calls=5 0x1000 3\n"
				  "0x1180 7 60\n"
				  "cfn=mix\n"
				  "calls=1 0x1000 3\n"
				  "0x1190 9 20\n";
	char *a = write_tmp(two), *b = write_tmp(two), err[256] = "";
	struct inlint_call_edges e = {0};
	struct inlint_profiled_call *calls;
	size_t n;

	CHECK(!inlint_call_edges_read(&e, a, err, sizeof(err)));
	CHECK(!inlint_call_edges_read(&e, b, err, sizeof(err)));
	CHECK(e.n == 3 && e.total == 1000);
	calls = inlint_call_edges_by_call(&e, &n);
	CHECK(n == 2);
	CHECK(n == 2 && calls[0].calls == 30 && calls[0].cost == 320);
	CHECK(n == 2 && calls[0].end - calls[0].first == 2);
	CHECK(n == 2 && e.v[calls[1].first].line == 9 && calls[1].cost == 40);
	free(calls);
	inlint_call_edges_release(&e);
	unlink(a);
	unlink(b);
	free(a);
	free(b);
}

/* The functions that ran: each fn= block's, clones folded, whether or not
 * it calls anything; a function only called is not one until its block. */
static void test_ran(void)
{
	char *path = write_tmp("positions: instr line\n"
			       "events: Ir\n"
			       "fl=/home/u/ring.c\n"
			       "fn=main\n"
			       "0x1000 3 4\n"
			       "cfn=mix.constprop.0\n"
			       "calls=2 0x1000 3\n"
			       "0x1100 7 10\n"
			       "fn=leaf\n"
			       "0x1200 12 1\n"
			       "fn=mix.constprop.0\n"
			       "0x1300 20 5\n"
			       "fn=main\n"
			       "0x1010 4 1\n"),
	     err[256] = "";
	struct inlint_call_edges e = {0};
	size_t n;

	CHECK(!inlint_call_edges_read(&e, path, err, sizeof(err)));
	free(inlint_call_edges_by_call(&e, &n));
	CHECK(e.n_ran == 3);
	CHECK(inlint_call_edges_ran(&e, "main"));
	CHECK(inlint_call_edges_ran(&e, "leaf"));
	CHECK(inlint_call_edges_ran(&e, "mix"));
	CHECK(!inlint_call_edges_ran(&e, "mix.constprop.0"));
	CHECK(!inlint_call_edges_ran(&e, "slow_path"));
	inlint_call_edges_release(&e);
	unlink(path);
	free(path);
}

static const struct inlint_function_cost *
own_cost(const struct inlint_call_edges *e, const char *function)
{
	for (size_t i = 0; i < e->n_own; i++)
		if (!strcmp(e->own[i].function, function))
			return &e->own[i];
	return NULL;
}

/* Each function's own instructions: its cost lines, not those of its
 * calls (inclusive), clones and later blocks added in; code of a system
 * library has none. */
static void test_own(void)
{
	char *path = write_tmp("positions: instr line\n"
			       "events: Ir\n"
			       "ob=/home/u/ring\n"
			       "fl=/home/u/ring.c\n"
			       "fn=main\n"
			       "0x1000 3 4\n"
			       "cfn=mix.constprop.0\n"
			       "calls=2 0x1300 20\n"
			       "0x1100 7 10\n"
			       "0x1104 8 2\n"
			       "fn=mix.constprop.0\n"
			       "0x1300 20 5\n"
			       "fn=mix\n"
			       "0x1400 30 3\n"
			       "ob=/usr/lib/x86_64-linux-gnu/libc.so.6\n"
			       "fl=./string/memcpy.c\n"
			       "fn=memcpy\n"
			       "0x5000 1 50\n"
			       "ob=/home/u/ring\n"
			       "fl=/home/u/ring.c\n"
			       "fn=main\n"
			       "0x1010 4 1\n"),
	     err[256] = "";
	struct inlint_call_edges e = {0};
	const struct inlint_function_cost *c;

	CHECK(!inlint_call_edges_read(&e, path, err, sizeof(err)));
	CHECK(e.n_own == 2);
	c = own_cost(&e, "main");
	CHECK(c && c->self == 7);
	c = own_cost(&e, "mix");
	CHECK(c && c->self == 8);
	CHECK(!own_cost(&e, "memcpy"));
	inlint_call_edges_release(&e);
	unlink(path);
	free(path);
}

static void test_broken(void)
{
	char *path = write_tmp("positions: instr line\nfn=main\ncfn=f\n"
			       "calls=12 0x10 3\nnot a cost line\n"),
	     err[256] = "";
	struct inlint_call_edges e = {0};

	CHECK(inlint_call_edges_read(&e, path, err, sizeof(err)) == -1);
	CHECK(!strncmp(err, path, strlen(path)));
	CHECK(strstr(err, ":5: not a callgrind call line") != NULL);
	inlint_call_edges_release(&e);
	unlink(path);
	free(path);
}

int main(void)
{
	test_edges();
	test_by_call();
	test_own();
	test_ran();
	test_broken();
	return check_result();
}
