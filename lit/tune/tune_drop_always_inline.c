// An always_inline that costs: ring_compact, a rare slow path, is forced into
// ring_push, and so into each of four noinline feed functions. The candidate
// "none ring_compact" removes the forcing attribute (the compiler decides):
// callgrind counts fewer instructions and the text shrinks, so tune keeps
// it and writes it; the text column names the feed functions that shrank.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: ring_compact, action: none}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_ring.c -o %t/ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK:      none ring_compact {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}} kept {{.*}}feed_
// CHECK:      final (1 decision) {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}}

// OUT:      - function: ring_compact
// OUT-NEXT:   action: none
