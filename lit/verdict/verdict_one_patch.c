// One patch, one verdict per annotation, whichever command judges it. The
// patch (as the zsmalloc one) adds __always_inline to obj_malloc and
// obj_free, which clang -O2 keeps out of line at three calls each
// (load-bearing), and noinline to alloc_zspage, a single-caller slow path
// it keeps out of line anyway (redundant). lint --records estimates from
// the unpatched build's records, lint -p measures in its compiles, audit
// measures the patched tree, merge --whatif the unpatched build's
// recommendations that ask for the same annotations: the same words, each
// naming its evidence. Reverted, the estimate cannot tell and says so.
// RUN: rm -rf %t && mkdir -p %t/tree %t/patched
// RUN: cp %inputs/verdict/zs_verdict.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_verdict.c", "command": "%%s -O2 -g -c zs_verdict.c -o zs_verdict.o"}]\n' %t/tree %clang > %t/tree/compile_commands.json
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c zs_verdict.c -o %t/zs_verdict.o
// RUN: cp %t/tree/zs_verdict.c %t/tree/kernel.h %t/patched/ && cd %t/patched && patch -s -p1 < %inputs/verdict/zs_verdict.patch
// RUN: sed 's|%t/tree|%t/patched|' %t/tree/compile_commands.json > %t/patched/compile_commands.json
//
// RUN: cd %t/tree && %inlint lint %inputs/verdict/zs_verdict.patch --records %t/rec > %t/records.out; test $? -eq 1
// RUN: cd %t/tree && %inlint lint %inputs/verdict/zs_verdict.patch -p compile_commands.json > %t/exact.out; test $? -eq 1
// RUN: cd %t/patched && %inlint audit -p compile_commands.json > %t/audit.out; test $? -eq 1
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/report.yaml --budget none --whatif -p compile_commands.json > %t/merge.out
// RUN: FileCheck --check-prefix=RECORDS %s < %t/records.out
// RUN: FileCheck --check-prefix=EXACT %s < %t/exact.out
// RUN: FileCheck --check-prefix=AUDIT %s < %t/audit.out
// RUN: FileCheck --check-prefix=MERGE %s < %t/merge.out
//
// Each output as "function verdict", sorted: the four are the same.
// RUN: sed -n 's/^[^ ]*: [a-z]*: \([a-z_]*\): `[^`]*` is \([a-z-]*\):.*/\1 \2/p' %t/records.out | sort > %t/records.v
// RUN: sed -n 's/^[^ ]*: [a-z]*: \([a-z_]*\): `[^`]*` is \([a-z-]*\):.*/\1 \2/p' %t/exact.out | sort > %t/exact.v
// RUN: sed -n 's/^[^ ]*: [a-z]*: [a-z_]* on \([a-z_]*\) is \([a-z-]*\):.*/\1 \2/p' %t/audit.out | sort > %t/audit.v
// RUN: sed -n 's/^[^ ]*: [a-z_]*: \([a-z_]*\): .*([0-9]* TUs*, \([a-z-]*\) (measured);.*/\1 \2/p' %t/merge.out | sort > %t/merge.v
// RUN: diff %t/records.v %t/exact.v && diff %t/exact.v %t/audit.v && diff %t/audit.v %t/merge.v
// RUN: FileCheck --check-prefix=VERDICTS %s < %t/records.v
//
// The patch reverted, judged in the patched tree: whether LLVM inlines
// without an annotation is not in the records, so lint --records says
// unknown (and names lint -p); lint -p measures what audit measured.
// RUN: cd %t/patched && env INLINT_OUT=%t/prec %clang -O2 -g -fpass-plugin=%plugin -c zs_verdict.c -o %t/patched.o
// RUN: diff -u --label a/zs_verdict.c --label b/zs_verdict.c %t/patched/zs_verdict.c %t/tree/zs_verdict.c > %t/revert.patch; test $? -eq 1
// RUN: cd %t/patched && %inlint lint %t/revert.patch --records %t/prec > %t/revert-records.out
// RUN: cd %t/patched && %inlint lint %t/revert.patch -p compile_commands.json > %t/revert-exact.out
// RUN: FileCheck --check-prefix=REVERT %s < %t/revert-records.out
// RUN: sed -n 's/^[^ ]*: [a-z]*: \([a-z_]*\): removed `[^`]*` is \([a-z-]*\):.*/\1 \2/p' %t/revert-exact.out | sort > %t/revert.v
// RUN: diff %t/audit.v %t/revert.v
//
// SARIF: the verdicts are the rule ids, in lint's log and audit's alike.
// RUN: cd %t/tree && %inlint lint %inputs/verdict/zs_verdict.patch --records %t/rec --format sarif > %t/records.sarif; test $? -eq 1
// RUN: cd %t/patched && %inlint audit -p compile_commands.json --format sarif > %t/audit.sarif; test $? -eq 1
// RUN: grep -o '"ruleId": "[a-z-]*"' %t/records.sarif > %t/records.rules
// RUN: grep -o '"ruleId": "[a-z-]*"' %t/audit.sarif > %t/audit.rules
// RUN: diff %t/records.rules %t/audit.rules
// RUN: FileCheck --check-prefix=RULES %s < %t/records.rules

// VERDICTS:      alloc_zspage redundant
// VERDICTS-NEXT: obj_free load-bearing
// VERDICTS-NEXT: obj_malloc load-bearing
// VERDICTS-NOT:  {{.}}

// RECORDS:      zs_verdict.c:32:[[#]]: note: obj_malloc: `__always_inline` is load-bearing: out of line today (3 call sites, normal); inlint's advice (kept-out-of-line) asks for it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// RECORDS-NEXT: zs_verdict.c:61:[[#]]: note: obj_free: `__always_inline` is load-bearing: out of line today (3 call sites, normal); inlint's advice (kept-out-of-line) asks for it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// RECORDS-NEXT: zs_verdict.c:81:[[#]]: warning: alloc_zspage: `noinline` is redundant: already out of line at its 1 call site; inlint's advice (cold-slow-path) asks for it, in case a profile makes the call hot and inlines the slow path (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// RECORDS-NOT:  {{.}}

// EXACT:      zs_verdict.c:32:[[#]]: note: obj_malloc: `__always_inline` is load-bearing: inlines obj_malloc at 3 call sites: {{.*}} (x86_64, clang {{[0-9]+}}, measured); inlint's advice (kept-out-of-line) asks for it [inlint-load-bearing]
// EXACT-NEXT: zs_verdict.c:61:[[#]]: note: obj_free: `__always_inline` is load-bearing: inlines obj_free at 3 call sites: {{.*}} (x86_64, clang {{[0-9]+}}, measured); inlint's advice (kept-out-of-line) asks for it [inlint-load-bearing]
// EXACT-NEXT: zs_verdict.c:81:[[#]]: warning: alloc_zspage: `noinline` is redundant: changes no call site and no byte; already out of line at its 1 call site (x86_64, clang {{[0-9]+}}, measured); inlint's advice (cold-slow-path) asks for it, in case a profile makes the call hot and inlines the slow path [inlint-redundant]
// EXACT-NOT:  {{.}}

// AUDIT:      zs_verdict.c:32: note: __always_inline on obj_malloc is load-bearing: without it, {{.*}} (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]
// AUDIT-NEXT: zs_verdict.c:61: note: __always_inline on obj_free is load-bearing: without it, {{.*}} (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]
// AUDIT-NEXT: zs_verdict.c:81: warning: noinline on alloc_zspage is redundant: clang {{[0-9]+}} keeps its only call out of line without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]
// AUDIT-NOT:  {{.}}

// MERGE:      top 3 by expected value:
// MERGE-DAG:  zs_verdict.c:32: always_inline: obj_malloc: {{.*}}; measured alone in 1 TU: 3 calls flipped, {{.*}} (1 TU, load-bearing (measured); {{.*}}) [inlint-kept-out-of-line]
// MERGE-DAG:  zs_verdict.c:60: always_inline: obj_free: {{.*}}; measured alone in 1 TU: 3 calls flipped, {{.*}} (1 TU, load-bearing (measured); {{.*}}) [inlint-kept-out-of-line]
// MERGE-DAG:  zs_verdict.c:80: noinline: alloc_zspage: {{.*}}; measured alone in 1 TU: 0 calls flipped, .text +0 bytes (1 TU, redundant (measured); {{.*}}) [inlint-cold-slow-path]

// REVERT:      zs_verdict.c:32: note: obj_malloc: removed `__always_inline` is unknown: forced inline at 3 call sites today; what LLVM does without it is not in the records (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-unknown]
// REVERT-NEXT: zs_verdict.c:60: note: obj_free: removed `__always_inline` is unknown: forced inline at 3 call sites today; what LLVM does without it is not in the records (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-unknown]
// REVERT-NEXT: zs_verdict.c:80: note: alloc_zspage: removed `noinline` is unknown: out of line today (1 call site); whether LLVM inlines it without `noinline` is not in the records (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-unknown]
// REVERT-NOT:  {{.}}

// RULES:      "ruleId": "inlint-load-bearing"
// RULES-NEXT: "ruleId": "inlint-load-bearing"
// RULES-NEXT: "ruleId": "inlint-redundant"
// RULES-NOT:  {{.}}
