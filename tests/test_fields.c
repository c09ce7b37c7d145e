/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_fields.c - a local struct's constant fields, on IR parsed by LLVM:
 * offsets through struct, array and byte GEPs. Run: ctest -R test_fields */
#include "check.h"
#include "fields.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

/* %opts: i8 at 0, i64 at 8, [4 x i32] at 16, { i16, i32 } at 32. */
static const char ir[] =
	"target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n"
	"%opts = type { i8, i64, [4 x i32], { i16, i32 } }\n"
	"declare void @ext(ptr)\n"
	"declare void @ext2(i32, ptr)\n"
	"define internal void @init(ptr %o) {\n"
	"  store i8 0, ptr %o\n"
	"  %f1 = getelementptr %opts, ptr %o, i32 0, i32 1\n"
	"  store i64 7, ptr %f1\n"
	"  ret void\n"
	"}\n"
	"define internal i32 @body(ptr %o) {\n"
	"  %a3 = getelementptr inbounds %opts, ptr %o, i64 0, i32 2, i64 3\n"
	"  %x = load i32, ptr %a3\n"
	"  %n = getelementptr inbounds %opts, ptr %o, i64 0, i32 3\n"
	"  %n1 = getelementptr inbounds { i16, i32 }, ptr %n, i64 0, i32 1\n"
	"  store i32 %x, ptr %n1\n"
	"  %b = getelementptr inbounds i8, ptr %o, i64 8\n"
	"  %y = load i64, ptr %b\n"
	"  %t = trunc i64 %y to i32\n"
	"  %r = add i32 %x, %t\n"
	"  ret i32 %r\n"
	"}\n"
	"define void @leaks(ptr %o) {\n"
	"  call void @ext(ptr %o)\n"
	"  ret void\n"
	"}\n"
	"define i32 @caller(i64 %v) {\n"
	"  %o = alloca %opts\n"
	"  call void @init(ptr %o)\n"
	"  %f3 = getelementptr %opts, ptr %o, i32 0, i32 2, i32 3\n"
	"  store i32 5, ptr %f3\n"
	"  %f1 = getelementptr %opts, ptr %o, i32 0, i32 1\n"
	"  store i64 %v, ptr %f1\n"
	"  %n = getelementptr %opts, ptr %o, i32 0, i32 3, i32 1\n"
	"  store i32 9, ptr %n\n"
	"  %f4 = getelementptr %opts, ptr %o, i32 0, i32 2, i32 0\n"
	"  store i32 3, ptr %f4\n"
	"  call void @ext2(i32 0, ptr %f4)\n"
	"  %r = call i32 @body(ptr %o)\n"
	"  ret i32 %r\n"
	"}\n";

static LLVMModuleRef parse(LLVMContextRef ctx)
{
	LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
		ir, sizeof(ir) - 1, "test_fields");
	LLVMModuleRef mod;
	char *msg = NULL;

	if (LLVMParseIRInContext(ctx, buf, &mod, &msg) ||
	    LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
		fprintf(stderr, "test_fields: %s\n", msg);
		LLVMDisposeMessage(msg);
		return NULL;
	}
	LLVMDisposeMessage(msg);
	return mod;
}

/* The instruction named name in fn. */
static LLVMValueRef named(LLVMValueRef fn, const char *name)
{
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
		     i = LLVMGetNextInstruction(i))
			if (!strcmp(LLVMGetValueName(i), name))
				return i;
	return NULL;
}

static int64_t offset_of(LLVMValueRef fn, const char *gep, LLVMValueRef base)
{
	int64_t off = -1;

	CHECK(inlint_field_offset(named(fn, gep), base, &off));
	return off;
}

static void test_offsets(LLVMModuleRef m)
{
	LLVMValueRef body = LLVMGetNamedFunction(m, "body");
	LLVMValueRef o = LLVMGetParam(body, 0);
	int64_t off;

	CHECK(offset_of(body, "a3", o) == 28);
	CHECK(offset_of(body, "b", o) == 8);
	CHECK(offset_of(body, "n1", named(body, "n")) == 4);
	CHECK(!inlint_field_offset(named(body, "n1"), o, &off));
}

/* What the caller stores: 8 also gets %v, and ext2 gets the address of 16,
 * so only 0, 28 and 36 hold constants; body writes 36 itself, so it knows
 * 0 and 28. */
static void test_local(LLVMModuleRef m)
{
	LLVMValueRef caller = LLVMGetNamedFunction(m, "caller");
	LLVMValueRef body = LLVMGetNamedFunction(m, "body");
	struct inlint_fields f, after;
	struct inlint_fields_cache c;

	inlint_fields_of_local(named(caller, "o"), named(caller, "r"), &f);
	CHECK(f.n == 3 && !f.any);
	CHECK(inlint_field_known(&f, 0) && inlint_field_known(&f, 28) &&
	      inlint_field_known(&f, 36) && !inlint_field_known(&f, 8) &&
	      !inlint_field_known(&f, 16));
	inlint_fields_cache_init(&c);
	inlint_fields_unwritten(&c, &f, LLVMGetParam(body, 0), &after);
	CHECK(after.n == 2 && inlint_field_known(&after, 28) &&
	      !inlint_field_known(&after, 36));
	inlint_fields_cache_release(&c);
}

/* A struct handed to a function the module cannot see may be written
 * anywhere; one handed to body loses only what body writes. */
static void test_every_field(LLVMModuleRef m)
{
	struct inlint_fields any = {.any = true}, after;
	struct inlint_fields_cache c;

	inlint_fields_cache_init(&c);
	inlint_fields_unwritten(
		&c, &any, LLVMGetParam(LLVMGetNamedFunction(m, "leaks"), 0),
		&after);
	CHECK(!after.any && after.n == 0 && !inlint_field_known(&after, 0));
	inlint_fields_unwritten(
		&c, &any, LLVMGetParam(LLVMGetNamedFunction(m, "body"), 0),
		&after);
	CHECK(after.any && inlint_field_known(&after, 8) &&
	      !inlint_field_known(&after, 36));
	CHECK(inlint_fields_hash(&after) != inlint_fields_hash(&any));
	inlint_fields_cache_release(&c);
}

int main(void)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = parse(ctx);

	CHECK(m != NULL);
	if (m) {
		test_offsets(m);
		test_local(m);
		test_every_field(m);
		LLVMDisposeModule(m);
	}
	LLVMContextDispose(ctx);
	return check_result();
}
