// A function-wide always_inline is forced only at the calls the bench
// runs, out of line or inlined into a function that runs. In
// tune_cold_callers.c, slab_get has five callers; the bench runs one, and
// the other four keep their call out of line and never run it: a forced
// copy there costs bytes and no instruction. slab_round is inlined into
// three front ends, of which the bench runs one. slab_grow's two calls
// never run and stay out of line (__cold): the candidate is left out.
// Without the narrowing, the decisions name no caller and every front end
// grows by slab_get's body: the narrowing check measures 1,300 bytes more
// text whole, for instructions within --min-effect. slab_get is a
// candidate twice (a report's two reasons): narrowed alike, it is tried
// and written once.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: slab_get, action: always_inline}\n- {function: slab_grow, action: always_inline}\n- {function: slab_round, action: always_inline}\n- {function: slab_get, action: always_inline, reason: constant-args}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_cold_callers.c -o %t/slab" --bench 'exec %t/slab 2000' --metric callgrind --runs 1 --cost-above 100% --min-effect 1% --candidates %t/cands.yaml --objects %t/slab -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK-NEXT: all candidates {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}} slab_alloc_fast +{{[0-9]+}}{{(, main [-+][0-9]+)?}}{{$}}
// CHECK-NEXT: always_inline slab_get in slab_alloc_fast:{{[0-9]+}} {{.*}} kept
// CHECK-NEXT: always_inline slab_round in slab_alloc_fast:{{[0-9]+}} {{.*}} neutral
// CHECK-NEXT: final (1 decision)

// PROGRESS:      inlint tune: profile: always_inline slab_get only at 1 of its 5 calls: the bench never runs the others
// PROGRESS-NEXT: inlint tune: profile: always_inline slab_grow: the bench runs none of its 2 calls; left out
// PROGRESS-NEXT: inlint tune: profile: always_inline slab_round only at 1 of its 3 calls: the bench never runs the others
// PROGRESS-NEXT: inlint tune: profile: always_inline slab_get only at 1 of its 5 calls: the bench never runs the others
// PROGRESS-NEXT: inlint tune: profile: narrowing check: build with every candidate whole, bench x1 under callgrind
// PROGRESS-NEXT: inlint tune: profile: narrowing check: build with every candidate narrowed, bench x1 under callgrind
// PROGRESS-NEXT: inlint tune: profile: narrowing check: narrowed {{[0-9]+}} Ir, {{[0-9]+}} B of text; whole {{[0-9]+}} Ir, {{[0-9]+}} B: narrowed kept
// PROGRESS-NEXT: inlint tune: always_inline slab_get in slab_alloc_fast:{{[0-9]+}} is a candidate twice; tried once
// PROGRESS-NEXT: inlint tune: check: the records of the narrowing check's build
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 2 candidates matched nothing

// OUT:      - function: slab_get
// OUT-NEXT:   caller: slab_alloc_fast
// OUT-NEXT:   call_line: {{[0-9]+}}
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   message: {{.*}}
// OUT-NOT:  - function

// With --ablate, a none candidate for slab_warn's noinline comes after the
// narrowing check: its kept build did not apply it, so the check builds.
// RUN: printf -- '- {function: slab_get, action: always_inline}\n- {function: slab_round, action: always_inline}\n' > %t/cands2.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_cold_callers.c -o %t/slab" --bench 'exec %t/slab 2000' --metric callgrind --runs 1 --cost-above 100% --min-effect 1% --ablate --candidates %t/cands2.yaml --objects %t/slab -o %t/decisions2.yaml > %t/table2 2> %t/progress2
// RUN: FileCheck --check-prefix=ABLATE %s < %t/progress2

// ABLATE:      inlint tune: profile: narrowing check: narrowed {{[0-9]+}} Ir, {{[0-9]+}} B of text; whole {{[0-9]+}} Ir, {{[0-9]+}} B: narrowed kept
// ABLATE-NEXT: inlint tune: ablate: 1 record, 1 forcing annotation to try without
// ABLATE-NEXT: inlint tune: check: build with every candidate applied, for the records
// ABLATE-NEXT: inlint tune: check: 1 record, 0 of 3 candidates matched nothing
