// An always_inline that costs: ring_compact, a rare slow path, is forced into
// ring_push, and so into each of four feed functions that main, in another
// file, calls. No candidates file: --ablate builds once with records and
// proposes "none" for every forcing annotation they show, here
// ring_compact's (the compiler decides): callgrind counts fewer instructions
// and the text shrinks, so tune keeps it and writes it; the text column
// names the feed functions that shrank.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_ring.c %inputs/tune_ring_main.c -o %t/ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --ablate --objects %t/ring -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK:      none ring_compact {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}} kept {{.*}}feed_
// CHECK:      final (1 decision) {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}}

// PROGRESS:      inlint tune: ablate: build for the records
// PROGRESS-NEXT: inlint tune: ablate: 2 records, 1 forcing annotation to try without
// PROGRESS-NEXT: inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: 2 records, 0 of 1 candidate matched nothing
// PROGRESS-NEXT: inlint tune: 1 candidate in 1 group; each group alone over the baseline; 1 run per step

// OUT:      - function: ring_compact
// OUT-NEXT:   file: {{.*}}tune_ring.c
// OUT-NEXT:   line: [[#]]
// OUT-NEXT:   action: none
