/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* remarks.c - reads remark files with LLVM's own parser (llvm-c/Remarks.h),
 * YAML or bitstream, keeping what the inliner said about each call. */
#include "remarks.h"

#include "array.h"
#include "one_line.h"
#include "read_file.h"
#include "walk.h"
#include "xalloc.h"

#include <llvm-c/Remarks.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *str_of(LLVMRemarkStringRef s)
{
	size_t n;
	char *d;

	if (!s)
		return NULL;
	n = LLVMRemarkStringGetLen(s);
	d = inlint_xmalloc(n + 1);
	memcpy(d, LLVMRemarkStringGetData(s), n);
	d[n] = '\0';
	return d;
}

static bool str_is(LLVMRemarkStringRef s, const char *what)
{
	size_t n = strlen(what);

	return s && LLVMRemarkStringGetLen(s) == n &&
	       memcmp(LLVMRemarkStringGetData(s), what, n) == 0;
}

/* clang writes its inline costs and thresholds as ints: anything else is
 * not from clang, and would make the "misses by" arithmetic wrong. */
static const char *int_problem(const char *v, size_t len, int *out)
{
	char *end;
	long n;

	if (v[0] != '-' && !isdigit((unsigned char)v[0]))
		return "is not an integer";
	errno = 0;
	n = strtol(v, &end, 10);
	if (end != v + len)
		return "is not an integer";
	if (errno == ERANGE || n < INT_MIN || n > INT_MAX)
		return "is out of range (clang writes an int)";
	*out = (int)n;
	return NULL;
}

/* The Cost or Threshold argument named key, into *out. Returns 0, or -1
 * with err naming the file, the call and the value. */
static int take_int(const char *path, const struct inlint_remark *r,
		    const char *key, LLVMRemarkStringRef s, int *out, char *err,
		    size_t errlen)
{
	char *v = s ? str_of(s) : inlint_strdup("");
	const char *problem = int_problem(v, strlen(v), out);

	if (problem)
		snprintf(err, errlen,
			 "%s: the remark on the call of %s in %s at %s:%u: %s "
			 "'%.40s' %s",
			 path, r->callee, r->caller, r->file ? r->file : "?",
			 r->line, key, v, problem);
	free(v);
	return problem ? -1 : 0;
}

static void release(struct inlint_remark *r)
{
	free(r->name);
	free(r->caller);
	free(r->callee);
	free(r->file);
	free(r->reason);
}

/* Arguments by key: Callee, Caller, Cost, Threshold, Reason. The numbers
 * are read once the call they speak of is known. */
static void take_args(LLVMRemarkEntryRef e, struct inlint_remark *r,
		      LLVMRemarkStringRef *cost, LLVMRemarkStringRef *threshold)
{
	for (LLVMRemarkArgRef a = LLVMRemarkEntryGetFirstArg(e); a;
	     a = LLVMRemarkEntryGetNextArg(a, e)) {
		LLVMRemarkStringRef key = LLVMRemarkArgGetKey(a);
		LLVMRemarkStringRef value = LLVMRemarkArgGetValue(a);

		if (str_is(key, "Callee") && !r->callee)
			r->callee = str_of(value);
		else if (str_is(key, "Caller") && !r->caller)
			r->caller = str_of(value);
		else if (str_is(key, "Cost"))
			*cost = value;
		else if (str_is(key, "Threshold"))
			*threshold = value;
		else if (str_is(key, "Reason") && !r->reason)
			r->reason = str_of(value);
	}
}

static int take_numbers(const char *path, struct inlint_remark *r,
			LLVMRemarkStringRef cost, LLVMRemarkStringRef threshold,
			char *err, size_t errlen)
{
	if (cost && take_int(path, r, "Cost", cost, &r->cost, err, errlen))
		return -1;
	if (threshold && take_int(path, r, "Threshold", threshold,
				  &r->threshold, err, errlen))
		return -1;
	r->has_cost = cost != NULL;
	return 0;
}

/* Returns 0 with r filled, 1 for a remark without a callee (the inliner's
 * own statistics: skipped), or -1 with err set. */
static int convert(const char *path, LLVMRemarkEntryRef e,
		   struct inlint_remark *r, char *err, size_t errlen)
{
	LLVMRemarkDebugLocRef loc = LLVMRemarkEntryGetDebugLoc(e);
	LLVMRemarkStringRef cost = NULL, threshold = NULL;

	memset(r, 0, sizeof(*r));
	r->name = str_of(LLVMRemarkEntryGetRemarkName(e));
	r->inlined = LLVMRemarkEntryGetType(e) == LLVMRemarkTypePassed;
	if (loc) {
		r->file = str_of(LLVMRemarkDebugLocGetSourceFilePath(loc));
		r->line = LLVMRemarkDebugLocGetSourceLine(loc);
	}
	take_args(e, r, &cost, &threshold);
	if (!r->caller)
		r->caller = str_of(LLVMRemarkEntryGetFunctionName(e));
	if (!r->name || !r->caller || !r->callee || (loc && !r->file)) {
		release(r);
		return 1;
	}
	if (take_numbers(path, r, cost, threshold, err, errlen) != 0) {
		release(r);
		return -1;
	}
	return 0;
}

static int take(const char *path, LLVMRemarkEntryRef e,
		struct inlint_remarks *rs, char *err, size_t errlen)
{
	struct inlint_remark r;
	int ret;

	if (!str_is(LLVMRemarkEntryGetPassName(e), "inline"))
		return 0;
	ret = convert(path, e, &r, err, errlen);
	if (ret != 0)
		return ret < 0 ? -1 : 0;
	rs->v = inlint_array_grow(rs->v, &rs->cap, rs->n + 1, sizeof(*rs->v));
	rs->v[rs->n++] = r;
	return 0;
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
		if (ret == 0)
			ret = take(path, e, rs, err, errlen);
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
		/* The error quotes names and values from the file. */
		inlint_one_line(err);
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
