// merge --remarks: clang's own reason beside each recommendation about a
// call kept out of line, in the summary and in the report; lint then shows
// it too, from the records plus remarks or from that report.
// RUN: rm -rf %t && mkdir -p %t/obj
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/obj/pool.o -fsave-optimization-record -foptimization-record-file=%t/obj/pool.opt.yaml
// RUN: %inlint merge %t/rec --remarks %t/obj -o %t/report.yaml --budget none > %t/summary 2> %t/err
// RUN: FileCheck --check-prefix=SUMMARY %s < %t/summary
// RUN: FileCheck --check-prefix=NOTE %s < %t/err
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
// RUN: cd %top && %inlint lint %inputs/lint/lint_attribute_always_inline.patch --records %t/rec --remarks %t/obj/pool.opt.yaml > %t/lint-records 2> %t/lint-err
// RUN: FileCheck --check-prefix=NOTE %s < %t/lint-err
// RUN: cd %top && %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/report.yaml > %t/lint-report
// RUN: FileCheck --check-prefix=LINT %s < %t/lint-records
// RUN: FileCheck --check-prefix=LINT %s < %t/lint-report
// noinline on a function every call keeps out of line: redundant, and why.
// RUN: cd %top && %inlint lint %inputs/lint/lint_noinline_kept.patch --records %t/rec --remarks %t/obj > %t/lint-pinned 2> /dev/null; test $? -eq 1
// RUN: FileCheck --check-prefix=PINNED %s < %t/lint-pinned

// Bad remarks: one line naming the file, exit 2, no report.
// RUN: printf 'not: [a remark' > %t/obj/junk.opt.yaml
// RUN: not %inlint merge %t/rec --remarks %t/obj -o %t/bad.yaml > %t/bad.out 2> %t/bad.err
// RUN: test ! -e %t/bad.yaml
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.err
// RUN: not %inlint merge %t/rec --remarks %t/rec -o %t/bad.yaml 2> %t/none.err
// RUN: FileCheck --check-prefix=NONE %s < %t/none.err
// A report carries the reasons already: --remarks goes with --records.
// RUN: not %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/report.yaml --remarks %t/obj 2> %t/usage.err
// RUN: FileCheck --check-prefix=USAGE %s < %t/usage.err

// SUMMARY:      {{.*}}pool.c:38: always_inline: obj_malloc: {{.*}} (1 TU, load-bearing (estimate); {{.*}}) [inlint-kept-out-of-line]
// SUMMARY-NEXT:   not inlined at {{.*}}pool.c:158 in pool_migrate: cost 285 vs threshold 225 (misses by 61)
// SUMMARY-NEXT: {{.*}}pool.c:80: noinline: alloc_zpage: {{.*}} (1 TU, redundant (estimate); {{.*}}) [inlint-cold-slow-path]
// SUMMARY-NEXT:   not inlined at {{.*}}pool.c:127 in pool_alloc: cost 60 vs threshold 45 (misses by 16); cold call site: threshold 45, single-caller bonus dropped
// SUMMARY-NEXT: {{.*}}pool.c:171: none: mix: {{.*}} (1 TU, unknown (estimate); {{.*}}) [inlint-noinline-in-hot-loop]
// SUMMARY-NEXT:   not inlined at {{.*}}pool.c:183 in pool_checksum: never inlined: noinline function attribute
// SUMMARY-NEXT: {{.*}}pool.c:16: none: size_to_class: {{.*}} (1 TU, unknown (estimate); {{.*}}) [inlint-redundant-always-inline]
// SUMMARY-NOT:  {{.*}}pool.c:209:

// NOTE: inlint {{merge|lint}}: note: clang stops adding up an inline cost once it reaches the threshold, {{.*}} -mllvm -inline-cost-full

// REPORT:      recommendations:
// REPORT-NEXT: - function: obj_malloc
// REPORT:        score:
// REPORT-NEXT:   compiler_reason: '{{.*}}pool.c:158 in pool_migrate: cost 285 vs threshold 225 (misses by 61)'
// REPORT:      functions:
// REPORT:      - name: obj_malloc
// REPORT:        compiler_reason: '{{.*}}pool.c:158 in pool_migrate: cost 285 vs threshold 225 (misses by 61)'

// LINT:      examples/pool/pool.c:38:[[#]]: note: obj_malloc: `__attribute__((__always_inline__))` is load-bearing: out of line today (3 call sites, normal); inlint's advice (kept-out-of-line) asks for it; not inlined at {{.*}}pool.c:158 in pool_migrate: cost 285 vs threshold 225 (misses by 61) (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// LINT-NOT:  {{.}}

// PINNED:      examples/pool/pool.c:38:[[#]]: warning: obj_malloc: `noinline` is redundant: already out of line at all 3 call sites; not inlined at {{.*}}pool.c:158 in pool_migrate: cost 285 vs threshold 225 (misses by 61) (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// PINNED-NOT:  {{.}}

// BAD: inlint merge: error: {{.*}}junk.opt.yaml: not a remark file: {{.*}}
// BAD-NOT: {{.}}
// NONE: inlint merge: error: {{.*}}rec: no *.opt.yaml or *.opt.bitstream remark files
// USAGE: usage: inlint lint PATCH
