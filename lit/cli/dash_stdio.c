// "-" is standard input where a file is read and standard output where one
// is written; a patch piped into lint needs no name at all. Where a file
// must stay a file (tune's resume file, the decisions every compile reads,
// an object read in place) "-" is refused with the reason.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: cd %top && cat %inputs/lint/lint_mm_force.patch | %inlint lint --records %t/rec > %t/piped; test $? -eq 1
// RUN: FileCheck --check-prefix=LINT %s < %t/piped
// RUN: cd %top && %inlint lint - --records %t/rec < %inputs/lint/lint_mm_force.patch > %t/dash; test $? -eq 1
// RUN: FileCheck --check-prefix=LINT %s < %t/dash
// RUN: cd %top && %inlint merge %t/rec -o - > %t/report.yaml 2> %t/summary
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
// RUN: FileCheck --check-prefix=SUMMARY %s < %t/summary
// RUN: test ! -e %top/-
// RUN: cd %top && %inlint lint %inputs/lint/lint_mm_force.patch --report - < %t/report.yaml > %t/fromreport; test $? -eq 1
// RUN: FileCheck --check-prefix=LINT %s < %t/fromreport
// RUN: %inlint show - < %t/rec/examples/mm_like/memory.c.inlint.yaml | FileCheck --check-prefix=SHOW %s
// RUN: %inlint show - < %t/memory.o | FileCheck --check-prefix=SHOW %s
// RUN: printf -- '- {function: zap_one, file: examples/mm_like/memory.c, line: 17, action: noinline}\n' > %t/d.yaml
// RUN: cd %top && %inlint source-patch - -o - < %t/d.yaml | FileCheck --check-prefix=PATCH %s
// RUN: printf -- '- {function: gain5, action: always_inline}\n' > %t/cands.yaml
// RUN: cd %t && %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 -o - > %t/tuned 2> %t/tunelog
// RUN: FileCheck --check-prefix=TUNE %s < %t/tuned
// RUN: FileCheck --check-prefix=TUNELOG %s < %t/tunelog
// RUN: not %inlint tune --state - 2>&1 | FileCheck --check-prefix=STATE %s
// RUN: not %inlint flags --apply - 2>&1 | FileCheck --check-prefix=APPLY %s
// RUN: not %inlint bloat - %t/memory.o < %t/memory.o 2>&1 | FileCheck --check-prefix=BLOAT %s

// LINT:      examples/mm_like/memory.c:17:8: warning: zap_one: `__always_inline` is redundant
// LINT-NEXT: examples/mm_like/memory.c:31:8: warning: zap_table: `__always_inline` is redundant

// REPORT:  schema: inlint-report/1
// REPORT-NOT: records, {{.*}} functions
// SUMMARY: 3 records, 8 functions, 0 recommendations, 4 extern functions: -

// SHOW: examples/mm_like/memory.c: 5 functions, 0 recommendations

// PATCH: +++ b/examples/mm_like/memory.c
// PATCH: +static noinline unsigned long zap_one(

// TUNE:      - function: gain5
// TUNE-NOT:  candidate
// TUNELOG:   candidate
// TUNELOG:   final (1 decision)

// STATE: inlint tune: error: --state needs a file: tune reads it back to resume
// APPLY: inlint flags: error: --apply needs a file: every compile reads it
// BLOAT: -: read where it lies, not from standard input: give its path
