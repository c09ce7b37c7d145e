/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_callgrind_edges.c - tune's callgrind.out reader: call counts per edge
 * and line, clones folded, calls into other objects and system code left out,
 * a call in inlined header code marked, a broken file refused. */
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
	/* The clone and its function at one line: one edge, counts summed. */
	x = find(&e, "ring_compact", 86);
	CHECK(x && x->calls == 2500 && !x->inlined);
	CHECK_STR(x ? x->caller : NULL, "main");
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
	test_broken();
	return check_result();
}
