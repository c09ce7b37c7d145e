// Narrowing is measured, not assumed. In tune_rx_escape.c the bench never
// runs rx_account's error-path call, so narrowing keeps the forcing to the
// hot call, which -O2 inlines already: x0.94. Forced at the error path
// too, the call no longer takes st's address, st lives in registers and
// the loop runs a fifth fewer instructions (x0.78). tune builds the full
// set both ways, keeps the candidate whole, and finds it.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: rx_account, action: always_inline}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_rx_escape.c -o %t/rx" --bench 'exec %t/rx 300' --metric callgrind --runs 1 --cost-above 100% --min-effect 1% --candidates %t/cands.yaml --objects %t/rx -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK-NEXT: all candidates {{[0-9]+}} -{{[0-9]+}} 0.{{[5-8][0-9]+}}
// CHECK-NEXT: always_inline rx_account {{[0-9]+}} -{{[0-9]+}} 0.{{[5-8][0-9]+}} {{.*}} kept
// CHECK-NEXT: final (1 decision)

// PROGRESS:      inlint tune: profile: always_inline rx_account only at 1 of its 2 calls: the bench never runs the others
// PROGRESS-NEXT: inlint tune: profile: narrowing check: build with every candidate whole, bench x1 under callgrind
// PROGRESS-NEXT: inlint tune: profile: narrowing check: build with every candidate narrowed, bench x1 under callgrind
// PROGRESS-NEXT: inlint tune: profile: narrowing check: narrowed {{[0-9]+}} Ir, {{[0-9]+}} B of text; whole {{[0-9]+}} Ir, {{[0-9]+}} B: every candidate stays whole
// PROGRESS-NEXT: inlint tune: check: the records of the narrowing check's build
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 1 candidate matched nothing

// OUT:      - function: rx_account
// OUT-NEXT:   action: always_inline
// OUT-NOT:  caller:
