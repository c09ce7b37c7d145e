/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* remarks.c - reads remark files with LLVM's own parser (llvm-c/Remarks.h),
 * YAML or bitstream, keeping what the inliner said about each call. */
#include "remarks.h"

#include "read_file.h"
#include "walk.h"

#include <llvm-c/Remarks.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *str_of(LLVMRemarkStringRef s)
{
	return s ? strndup(LLVMRemarkStringGetData(s),
			   LLVMRemarkStringGetLen(s))
		 : NULL;
}

static bool str_is(LLVMRemarkStringRef s, const char *what)
{
	size_t n = strlen(what);

	return s && LLVMRemarkStringGetLen(s) == n &&
	       memcmp(LLVMRemarkStringGetData(s), what, n) == 0;
}

static long long_of(LLVMRemarkStringRef s)
{
	char *v = str_of(s);
	long n = v ? strtol(v, NULL, 10) : 0;

	free(v);
	return n;
}

static void release(struct inlint_remark *r)
{
	free(r->name);
	free(r->caller);
	free(r->callee);
	free(r->file);
	free(r->reason);
}

/* Arguments by key: Callee, Caller, Cost, Threshold, Reason. */
static void take_args(LLVMRemarkEntryRef e, struct inlint_remark *r)
{
	for (LLVMRemarkArgRef a = LLVMRemarkEntryGetFirstArg(e); a;
	     a = LLVMRemarkEntryGetNextArg(a, e)) {
		LLVMRemarkStringRef key = LLVMRemarkArgGetKey(a);
		LLVMRemarkStringRef value = LLVMRemarkArgGetValue(a);

		if (str_is(key, "Callee") && !r->callee) {
			r->callee = str_of(value);
		} else if (str_is(key, "Caller") && !r->caller) {
			r->caller = str_of(value);
		} else if (str_is(key, "Cost")) {
			r->cost = long_of(value);
			r->has_cost = true;
		} else if (str_is(key, "Threshold")) {
			r->threshold = long_of(value);
		} else if (str_is(key, "Reason") && !r->reason) {
			r->reason = str_of(value);
		}
	}
}

static int convert(LLVMRemarkEntryRef e, struct inlint_remark *r)
{
	LLVMRemarkDebugLocRef loc = LLVMRemarkEntryGetDebugLoc(e);

	memset(r, 0, sizeof(*r));
	r->name = str_of(LLVMRemarkEntryGetRemarkName(e));
	r->inlined = LLVMRemarkEntryGetType(e) == LLVMRemarkTypePassed;
	if (loc) {
		r->file = str_of(LLVMRemarkDebugLocGetSourceFilePath(loc));
		r->line = LLVMRemarkDebugLocGetSourceLine(loc);
	}
	take_args(e, r);
	if (!r->caller)
		r->caller = str_of(LLVMRemarkEntryGetFunctionName(e));
	if (!r->name || !r->caller || !r->callee || (loc && !r->file)) {
		release(r);
		return -1;
	}
	return 0;
}

static int push(struct inlint_remarks *rs, struct inlint_remark *r)
{
	if (rs->n == rs->cap) {
		size_t cap = rs->cap ? 2 * rs->cap : 64;
		struct inlint_remark *v = realloc(rs->v, cap * sizeof(*v));

		if (!v)
			return -1;
		rs->v = v;
		rs->cap = cap;
	}
	rs->v[rs->n++] = *r;
	return 0;
}

/* A remark without a callee (the inliner's own statistics) is skipped. */
static int take(LLVMRemarkEntryRef e, struct inlint_remarks *rs)
{
	struct inlint_remark r;

	if (!str_is(LLVMRemarkEntryGetPassName(e), "inline"))
		return 0;
	if (convert(e, &r) != 0)
		return 0;
	if (push(rs, &r) == 0)
		return 0;
	release(&r);
	return -1;
}

static int parse(const char *path, const char *buf, size_t len,
		 struct inlint_remarks *rs, char *err, size_t errlen)
{
	bool bitstream = len >= 4 && memcmp(buf, "RMRK", 4) == 0;
	LLVMRemarkParserRef p =
		bitstream ? LLVMRemarkParserCreateBitstream(buf, len)
			  : LLVMRemarkParserCreateYAML(buf, len);
	LLVMRemarkEntryRef e;
	int ret = 0;

	while ((e = LLVMRemarkParserGetNext(p))) {
		if (ret == 0 && take(e, rs) != 0) {
			snprintf(err, errlen, "%s: out of memory", path);
			ret = -1;
		}
		LLVMRemarkEntryDispose(e);
	}
	if (ret == 0 && LLVMRemarkParserHasError(p)) {
		const char *msg = LLVMRemarkParserGetErrorMessage(p);

		/* The YAML parser quotes the bad line below its message. */
		snprintf(err, errlen, "%s: not a remark file: %.*s", path,
			 (int)strcspn(msg, "\n"), msg);
		ret = -1;
	}
	LLVMRemarkParserDispose(p);
	return ret;
}

/* Like inlint_remarks_read, but an empty file reads as no remarks and sets
 * *empty: clang leaves one for each TU it made no remarks about. */
static int read_file(const char *path, struct inlint_remarks *rs, bool *empty,
		     char *err, size_t errlen)
{
	size_t len, before = rs->n;
	char *buf = inlint_read_file(path, &len, err, errlen);
	int ret;

	if (!buf)
		return -1;
	*empty = len == 0;
	ret = len ? parse(path, buf, len, rs, err, errlen) : 0;
	free(buf);
	if (ret != 0) {
		while (rs->n > before)
			release(&rs->v[--rs->n]);
	}
	return ret;
}

int inlint_remarks_read(const char *path, struct inlint_remarks *rs, char *err,
			size_t errlen)
{
	bool empty;

	if (read_file(path, rs, &empty, err, errlen))
		return -1;
	if (empty) {
		snprintf(err, errlen,
			 "%s: empty remark file (clang leaves one for a TU it "
			 "made no remarks about)",
			 path);
		return -1;
	}
	return 0;
}

/* The remark files found under dir. The empty ones are the TUs without
 * remarks and are skipped, but all of them empty is a build without any:
 * said, rather than read as nothing to say. */
static int read_found(const char *dir, const struct inlint_paths *paths,
		      struct inlint_remarks *rs, char *err, size_t errlen)
{
	size_t n_empty = 0;
	bool empty;

	for (size_t i = 0; i < paths->n; i++) {
		if (read_file(paths->v[i], rs, &empty, err, errlen))
			return -1;
		n_empty += empty;
	}
	if (n_empty < paths->n)
		return 0;
	snprintf(err, errlen, "%s: every remark file under it is empty (%zu)",
		 dir, paths->n);
	return -1;
}

int inlint_remarks_read_path(const char *path, struct inlint_remarks *rs,
			     char *err, size_t errlen)
{
	static const char *const suffixes[] = {".opt.yaml", ".opt.bitstream",
					       NULL};
	struct inlint_paths paths = {0};
	int ret = inlint_find_files(path, suffixes, &paths, err, errlen);

	if (ret == 0 && !paths.n) {
		snprintf(err, errlen,
			 "%s: no *.opt.yaml or *.opt.bitstream remark files",
			 path);
		ret = -1;
	} else if (ret == 0 && strcmp(paths.v[0], path) == 0) {
		ret = inlint_remarks_read(path, rs, err, errlen);
	} else if (ret == 0) {
		ret = read_found(path, &paths, rs, err, errlen);
	}
	inlint_paths_release(&paths);
	return ret;
}

void inlint_remarks_release(struct inlint_remarks *rs)
{
	for (size_t i = 0; i < rs->n; i++)
		release(&rs->v[i]);
	free(rs->v);
	rs->v = NULL;
	rs->n = rs->cap = 0;
}
