// --format json on show and merge: the recommendations as findings of one
// document (docs/CONVENTIONS.md) that python's json module reads back, each
// with its file, line, severity, check (the reason code), message, action,
// function, confidence and the build it holds for; --all adds the
// information entries, marked so; --checks selects as for text. show takes
// records and reports; merge writes its summary's top entries, over the
// budget left out, and the report as ever.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: %inlint show --all --format json %t/rec > %t/show.json
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/show.json | FileCheck --check-prefix=SHOW --match-full-lines %s
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none --format json --checks=-inlint-cold-slow-path > %t/merge.json
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/merge.json | FileCheck --check-prefix=MERGE --match-full-lines %s
// RUN: test -s %t/report.yaml
// RUN: %inlint show --format json %t/report.yaml > %t/report.json
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/report.json | FileCheck --check-prefix=REPORT --match-full-lines %s
// RUN: not %inlint merge %t/rec -o %t/r2.yaml --format json --view header-bloat 2>&1 | FileCheck --check-prefix=VIEW %s

// SHOW:      version 1 command show findings 6
// SHOW-NEXT: pool.c:16: note: inlint-redundant-always-inline: size_to_class: __always_inline is redundant: {{.*}} | action none | evidence static estimate | build clang-{{[0-9]+}} x86_64
// SHOW-NEXT: pool.c:38: note: inlint-kept-out-of-line: obj_malloc: its out-of-line copy is {{.*}} | action always_inline | evidence static estimate | build clang-{{[0-9]+}} x86_64
// SHOW-NEXT: pool.c:80: note: inlint-cold-slow-path: alloc_zpage: {{.*}} | action noinline | evidence static estimate | build clang-{{[0-9]+}} x86_64
// SHOW-NEXT: pool.c:171: warning: inlint-noinline-in-hot-loop: mix: {{.*}} | action none | evidence static estimate | build clang-{{[0-9]+}} x86_64
// SHOW-NEXT: pool.c:194: note: inlint-address-taken-only: stat_pages: {{.*}} | action none | build clang-{{[0-9]+}} x86_64 | information
// SHOW-NEXT: pool.c:209: note: inlint-always-inline-required: read_generation: {{.*}} | action none | build clang-{{[0-9]+}} x86_64 | information
// SHOW-NOT:  {{.}}

// MERGE:      version 1 command merge findings 3
// MERGE-DAG:  pool.c:38: note: inlint-kept-out-of-line: obj_malloc: {{.*}} | action always_inline | evidence static estimate, global | build clang-{{[0-9]+}} x86_64
// MERGE-DAG:  pool.c:16: note: inlint-redundant-always-inline: size_to_class: {{.*}} | action none | evidence static estimate, global | build clang-{{[0-9]+}} x86_64
// MERGE-DAG:  pool.c:171: warning: inlint-noinline-in-hot-loop: mix: {{.*}} | action none | evidence static estimate, global | build clang-{{[0-9]+}} x86_64
// MERGE-NOT:  cold-slow-path

// REPORT:      version 1 command show findings 4
// REPORT-NEXT: pool.c:16: note: inlint-redundant-always-inline: {{.*}}
// REPORT-NEXT: pool.c:38: note: inlint-kept-out-of-line: {{.*}}
// REPORT-NEXT: pool.c:80: note: inlint-cold-slow-path: {{.*}}
// REPORT-NEXT: pool.c:171: warning: inlint-noinline-in-hot-loop: {{.*}}
// REPORT-NOT:  {{.}}

// VIEW: inlint merge: error: --view prints text, not with --format json
