/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit_yaml.h - what inlint audit found about each forcing annotation
 * (redundant, load-bearing with its measured effect, required), as plain
 * data that tools/audit fills, and its YAML form (docs/AUDIT.md). */
#ifndef INLINT_AUDIT_YAML_H
#define INLINT_AUDIT_YAML_H

#include "annot_verdict.h"
#include "whatif_effect.h"

#include <stdbool.h>
#include <stdio.h>

#define INLINT_AUDIT_SCHEMA "inlint-audit/1"

/* Audit's three verdicts, in the words of every command (verdicts.def). */
enum inlint_audit_verdict {
	/* stripping it changes nothing */
	INLINT_AUDIT_REDUNDANT = INLINT_VERDICT_REDUNDANT,
	/* stripping it (or its group) changes code */
	INLINT_AUDIT_LOAD_BEARING = INLINT_VERDICT_LOAD_BEARING,
	/* never stripped: correctness needs it */
	INLINT_AUDIT_REQUIRED = INLINT_VERDICT_REQUIRED,
};

/* One annotation in the source, judged over every audited TU that
 * compiles it (a header function is one annotation). */
struct inlint_audit_annotation {
	char *function;
	char *file; /* as the first TU's record names it */
	unsigned line;
	unsigned
		attr; /* INLINT_ATTR_ALWAYS_INLINE, _NOINLINE or _INLINE_HINT */
	enum inlint_audit_verdict verdict;
	char *why;	  /* required: why (apply's refusal) */
	unsigned calls;	  /* baseline call sites to it, over its TUs */
	unsigned inlined; /* of them, inlined in the baseline */
	const char **tus; /* every audited TU whose baseline has it */
	size_t n_tus, cap_tus;
	/* The TUs of the database whose baseline has it, audited or not:
	 * more than n_tus when it was judged from some of them. */
	unsigned compiled_by;
};

/* Annotations that are load-bearing together (one, or a minimal group),
 * with their effect, stripped alone, in each TU where they bear. */
struct inlint_audit_finding {
	size_t *members; /* indexes into the annotations, ascending */
	size_t n_members, cap_members;
	struct inlint_whatif_effect *effects; /* one per TU */
	size_t n_effects, cap_effects;
};

struct inlint_audit_result {
	struct inlint_audit_annotation *annotations; /* by file, line */
	size_t n_annotations, cap_annotations;
	struct inlint_audit_finding *findings; /* by first member */
	size_t n_findings, cap_findings;
	const char *compiler; /* "clang 22": the baseline records' compiler */
	const char *arch;     /* "x86_64": the target's first part */
	const char *profile;  /* "AutoFDO" or "PGO": the baselines', or NULL */
	/* "-Os -fno-inline KASAN": the words of the baselines' inliner and
	 * sanitizers where they are not -O2's (build_words.h), or NULL */
	const char *level;
	unsigned compiles; /* compiles used, baselines included */
	unsigned tus;	   /* translation units audited */
	/* Annotations in headers were left out (not asked for). */
	bool headers_left_out;
	/* Measured from objects (the compiler could not load the plugin):
	 * no calls counted per annotation, flips per caller (line 0). */
	bool objects;
};

/* "always_inline" or "noinline", as the annotation is written. */
const char *inlint_audit_annotation_name(unsigned attr);

/* Emits r to out. Returns 0, or -1 with err set. */
int inlint_audit_emit_yaml(const struct inlint_audit_result *r, FILE *out,
			   char *err, size_t errlen);

/* One configuration's audit (the project file's, docs/CONFIGURATIONS.md). */
struct inlint_audit_config {
	const char *name;  /* as the project file names it */
	const char *label; /* "clang-22 arm64 + AutoFDO" */
	const struct inlint_audit_result *result;
};

/* Emits the n audits to out as one document: the schema, then under
 * configurations: each one's name, label and the keys of its audit.
 * Returns 0, or -1 with err set. */
int inlint_audit_emit_yaml_configs(const struct inlint_audit_config *v,
				   size_t n, FILE *out, char *err,
				   size_t errlen);

#endif
