/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_cfg.c - block frequencies of IR parsed by LLVM, against what LLVM 22
 * prints for it (opt -passes='print<block-freq>'). Run: ctest -R test_cfg */
#include "cfg.h"
#include "check.h"
#include "hotness.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>
#include <stdlib.h>

#define EPS 1e-6

static const char ir[] =
	"declare void @g()\n"
	"declare void @panic() noreturn\n"
	"declare void @slowpath() cold\n"
	"declare void @h()\n"
	"\n"
	/* if (unlikely(c)) g(); as clang 22 lowers __builtin_expect */
	"define void @unlikely(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %rare, label %done, !prof !0\n"
	"rare:\n"
	"  call void @g()\n"
	"  br label %done\n"
	"done:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @loop(i32 %n) {\n"
	"entry:\n"
	"  br label %header\n"
	"header:\n"
	"  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n"
	"  %c = icmp slt i32 %i, %n\n"
	"  br i1 %c, label %body, label %exit\n"
	"body:\n"
	"  call void @g()\n"
	"  %next = add i32 %i, 1\n"
	"  br label %header\n"
	"exit:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @nested(i32 %n) {\n"
	"entry:\n"
	"  br label %outer\n"
	"outer:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]\n"
	"  br label %inner\n"
	"inner:\n"
	"  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]\n"
	"  call void @g()\n"
	"  %j1 = add i32 %j, 1\n"
	"  %cj = icmp slt i32 %j1, %n\n"
	"  br i1 %cj, label %inner, label %latch\n"
	"latch:\n"
	"  %i1 = add i32 %i, 1\n"
	"  %ci = icmp slt i32 %i1, %n\n"
	"  br i1 %ci, label %outer, label %exit\n"
	"exit:\n"
	"  ret void\n"
	"}\n"
	"\n"
	/* if (c) BUG(); */
	"define void @noreturn(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %bad, label %ok\n"
	"bad:\n"
	"  call void @panic()\n"
	"  unreachable\n"
	"ok:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @cold_callee(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %slow, label %done\n"
	"slow:\n"
	"  call void @slowpath()\n"
	"  br label %done\n"
	"done:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @cold_call_site(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %slow, label %done\n"
	"slow:\n"
	"  call void @h() #0\n"
	"  br label %done\n"
	"done:\n"
	"  ret void\n"
	"}\n"
	"\n"
	/* two case values go to %b: one edge each, weights 20 and 40 */
	"define void @switch(i32 %x) {\n"
	"entry:\n"
	"  switch i32 %x, label %def [ i32 0, label %a\n"
	"                              i32 1, label %b\n"
	"                              i32 2, label %b ], !prof !1\n"
	"a:\n"
	"  br label %done\n"
	"b:\n"
	"  br label %done\n"
	"def:\n"
	"  br label %done\n"
	"done:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @loop_panic(i32 %n) {\n"
	"entry:\n"
	"  br label %header\n"
	"header:\n"
	"  %i = phi i32 [ 0, %entry ], [ %next, %latch ]\n"
	"  %c = icmp slt i32 %i, %n\n"
	"  br i1 %c, label %body, label %exit\n"
	"body:\n"
	"  %bad = icmp eq i32 %i, 7\n"
	"  br i1 %bad, label %die, label %latch\n"
	"die:\n"
	"  call void @panic()\n"
	"  unreachable\n"
	"latch:\n"
	"  %next = add i32 %i, 1\n"
	"  br label %header\n"
	"exit:\n"
	"  ret void\n"
	"}\n"
	"\n"
	/* if (!p) return; */
	"define void @null_check(ptr %p) {\n"
	"entry:\n"
	"  %z = icmp eq ptr %p, null\n"
	"  br i1 %z, label %out, label %use\n"
	"use:\n"
	"  call void @g()\n"
	"  br label %out\n"
	"out:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"define void @straight() {\n"
	"entry:\n"
	"  ret void\n"
	"}\n"
	"\n"
	/* err = step(); if (err) goto fail; four times, then the work */
	"declare i32 @step()\n"
	"define i32 @err_chain() {\n"
	"entry:\n"
	"  %e0 = call i32 @step()\n"
	"  %f0 = icmp ne i32 %e0, 0\n"
	"  br i1 %f0, label %fail, label %s1\n"
	"s1:\n"
	"  %e1 = call i32 @step()\n"
	"  %f1 = icmp ne i32 %e1, 0\n"
	"  br i1 %f1, label %fail, label %s2\n"
	"s2:\n"
	"  %e2 = call i32 @step()\n"
	"  %f2 = icmp ne i32 %e2, 0\n"
	"  br i1 %f2, label %fail, label %s3\n"
	"s3:\n"
	"  %e3 = call i32 @step()\n"
	"  %f3 = icmp ne i32 %e3, 0\n"
	"  br i1 %f3, label %fail, label %work\n"
	"work:\n"
	"  call void @g()\n"
	"  ret i32 0\n"
	"fail:\n"
	"  ret i32 -1\n"
	"}\n"
	"\n"
	"declare i64 @llvm.expect.i64(i64, i64)\n"
	"\n"
	"define void @expect(i64 %x) {\n"
	"entry:\n"
	"  %e = call i64 @llvm.expect.i64(i64 %x, i64 1)\n"
	"  %c = icmp ne i64 %e, 0\n"
	"  br i1 %c, label %fast, label %slow, !prof !2\n"
	"fast:\n"
	"  ret void\n"
	"slow:\n"
	"  ret void\n"
	"}\n"
	"\n"
	"attributes #0 = { cold }\n"
	"!0 = !{!\"branch_weights\", !\"expected\", i32 1, i32 2000}\n"
	"!1 = !{!\"branch_weights\", i32 10, i32 30, i32 20, i32 40}\n"
	"!2 = !{!\"branch_weights\", i32 1, i32 3}\n";

static LLVMModuleRef parse(LLVMContextRef ctx)
{
	LLVMMemoryBufferRef buf;
	LLVMModuleRef mod;
	char *msg = NULL;

	buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, sizeof(ir) - 1,
							"test_cfg");
	if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
		fprintf(stderr, "test_cfg: %s\n", msg);
		LLVMDisposeMessage(msg);
		return NULL;
	}
	if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
		fprintf(stderr, "test_cfg: %s\n", msg);
		LLVMDisposeMessage(msg);
		LLVMDisposeModule(mod);
		return NULL;
	}
	LLVMDisposeMessage(msg);
	return mod;
}

typedef double *frequencies_fn(LLVMValueRef, size_t *, double **);

/* Frequency of block `bb` of function `fn`, relative to its entry, or
 * with want_hinted the most it runs by the source's hints alone; -1 when
 * either is missing. */
static double block_value(LLVMModuleRef mod, const char *fn, const char *bb,
			  frequencies_fn *frequencies, bool want_hinted)
{
	LLVMValueRef f = LLVMGetNamedFunction(mod, fn);
	LLVMBasicBlockRef b;
	double *fr, *hinted = NULL, r = -1;
	size_t n, i = 0;

	if (!f)
		return -1;
	fr = frequencies(f, &n, &hinted);
	if (!fr)
		return -1;
	for (b = LLVMGetFirstBasicBlock(f); b;
	     b = LLVMGetNextBasicBlock(b), i++)
		if (!strcmp(LLVMGetBasicBlockName(b), bb))
			r = want_hinted ? hinted[i] : fr[i];
	free(hinted);
	free(fr);
	return r;
}

static double freq_by(LLVMModuleRef mod, const char *fn, const char *bb,
		      frequencies_fn *frequencies)
{
	return block_value(mod, fn, bb, frequencies, false);
}

static double freq(LLVMModuleRef mod, const char *fn, const char *bb)
{
	return freq_by(mod, fn, bb, inlint_block_frequencies);
}

static double hinted(LLVMModuleRef mod, const char *fn, const char *bb)
{
	return block_value(mod, fn, bb, inlint_block_frequencies, true);
}

/* The profile's weights (1:3, as a profile loader would attach) against
 * the static view, which ignores them and reads likely() = 2000:1. */
static void test_expect_static(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "expect", "slow"), 0.75, 1e-9);
	CHECK_NEAR(
		freq_by(m, "expect", "slow", inlint_block_frequencies_static),
		1.0 / 2001, 1e-9);
	CHECK_NEAR(
		freq_by(m, "expect", "fast", inlint_block_frequencies_static),
		2000.0 / 2001, 1e-9);
}

static void test_branch_weights(LLVMModuleRef m)
{
	double rare = freq(m, "unlikely", "rare");

	CHECK_NEAR(rare, 1.0 / 2001, EPS);
	CHECK(inlint_classify_frequency(rare) == INLINT_HOTNESS_COLD);
	CHECK_NEAR(freq(m, "unlikely", "done"), 1, EPS);
}

/* LLVM's loop branch heuristic: 31 round trips per exit. */
static void test_loop(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "loop", "header"), 32, EPS);
	CHECK_NEAR(freq(m, "loop", "body"), 31, EPS);
	CHECK_NEAR(freq(m, "loop", "exit"), 1, EPS);
	CHECK(inlint_classify_frequency(31) == INLINT_HOTNESS_NORMAL);
}

static void test_nested_loops(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "nested", "outer"), 32, EPS);
	CHECK_NEAR(freq(m, "nested", "inner"), 1024, EPS);
	CHECK_NEAR(freq(m, "nested", "latch"), 32, EPS);
	CHECK_NEAR(freq(m, "nested", "exit"), 1, EPS);
	CHECK(inlint_classify_frequency(1024) == INLINT_HOTNESS_HOT);
}

/* NORETURN weight 1 against DEFAULT 0xfffff: one in 2^20. */
static void test_noreturn(LLVMModuleRef m)
{
	double bad = freq(m, "noreturn", "bad");

	CHECK_NEAR(bad, 1.0 / 1048576, 1e-12);
	CHECK(inlint_classify_frequency(bad) == INLINT_HOTNESS_COLD);
	CHECK_NEAR(freq(m, "noreturn", "ok"), 1 - 1.0 / 1048576, EPS);
}

/* COLD 0xffff against DEFAULT 0xfffff: about 1/17, which is above the 2%
 * cold call-site line, so LLVM's inliner does not treat it as cold. */
static void test_cold_call(LLVMModuleRef m)
{
	double slow = freq(m, "cold_callee", "slow");

	CHECK_NEAR(slow, 65535.0 / (65535 + 1048575), EPS);
	CHECK_NEAR(slow, 0.0588227, EPS);
	CHECK(inlint_classify_frequency(slow) == INLINT_HOTNESS_NORMAL);
	CHECK_NEAR(freq(m, "cold_call_site", "slow"), slow, EPS);
}

static void test_switch(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "switch", "def"), 0.1, EPS);
	CHECK_NEAR(freq(m, "switch", "a"), 0.3, EPS);
	CHECK_NEAR(freq(m, "switch", "b"), 0.6, EPS);
	CHECK_NEAR(freq(m, "switch", "done"), 1, EPS);
}

/* The exit weight is divided by 31 in a loop, but NORETURN stays 1. */
static void test_noreturn_in_loop(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "loop_panic", "header"), 31.9991, 1e-4);
	CHECK_NEAR(freq(m, "loop_panic", "die"), 2.9563e-05, 1e-9);
	CHECK_NEAR(freq(m, "loop_panic", "exit"), 0.99997, 1e-5);
}

/* LLVM's pointer heuristic: p == NULL is taken 12 times in 32. */
static void test_null_check(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "null_check", "use"), 0.625, EPS);
}

/* The compare heuristic makes the work after four error checks cold;
 * by the source's hints it runs on every entry. Hints keep their odds
 * against the likeliest way on: likely(), a noreturn path, a cold call. */
static void test_hinted(LLVMModuleRef m)
{
	CHECK_NEAR(freq(m, "err_chain", "work"), 0.375 * 0.375 * 0.375 * 0.375,
		   EPS);
	CHECK(inlint_classify_frequency(freq(m, "err_chain", "work")) ==
	      INLINT_HOTNESS_COLD);
	CHECK_NEAR(hinted(m, "err_chain", "work"), 1, EPS);
	CHECK_NEAR(hinted(m, "null_check", "use"), 1, EPS);
	CHECK_NEAR(hinted(m, "loop", "exit"), 1, EPS);
	CHECK_NEAR(hinted(m, "unlikely", "rare"), 1.0 / 2000, EPS);
	CHECK_NEAR(hinted(m, "noreturn", "bad"), 1.0 / 1048575, 1e-12);
	CHECK_NEAR(hinted(m, "cold_callee", "slow"), 65535.0 / 1048575, EPS);
	CHECK_NEAR(hinted(m, "loop_panic", "die"), 1.0 / 1048575, 1e-9);
}

static void test_shapes(LLVMModuleRef m)
{
	struct inlint_cfg cfg;
	size_t n;
	double *fr;

	CHECK(inlint_cfg_build(LLVMGetNamedFunction(m, "straight"), &cfg) == 0);
	CHECK(cfg.n_blocks == 1 && cfg.n_edges == 0);
	inlint_cfg_release(&cfg);
	CHECK(inlint_cfg_build(LLVMGetNamedFunction(m, "switch"), &cfg) == 0);
	CHECK(cfg.n_blocks == 5 && cfg.n_edges == 7);
	inlint_cfg_release(&cfg);
	CHECK(inlint_block_frequencies(LLVMGetNamedFunction(m, "g"), &n,
				       NULL) == NULL);
	fr = inlint_block_frequencies(LLVMGetNamedFunction(m, "straight"), &n,
				      NULL);
	CHECK(fr && n == 1 && fr[0] == 1);
	free(fr);
}

static void test_classify(void)
{
	CHECK(inlint_classify_frequency(0) == INLINT_HOTNESS_COLD);
	CHECK(inlint_classify_frequency(0.0199) == INLINT_HOTNESS_COLD);
	CHECK(inlint_classify_frequency(0.02) == INLINT_HOTNESS_NORMAL);
	CHECK(inlint_classify_frequency(59.9) == INLINT_HOTNESS_NORMAL);
	CHECK(inlint_classify_frequency(60) == INLINT_HOTNESS_HOT);
}

int main(void)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = parse(ctx);

	CHECK(m != NULL);
	if (m) {
		test_branch_weights(m);
		test_loop(m);
		test_nested_loops(m);
		test_noreturn(m);
		test_cold_call(m);
		test_switch(m);
		test_noreturn_in_loop(m);
		test_null_check(m);
		test_hinted(m);
		test_shapes(m);
		test_expect_static(m);
		LLVMDisposeModule(m);
	}
	test_classify();
	LLVMContextDispose(ctx);
	return check_result();
}
