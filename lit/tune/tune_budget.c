// --budget caps the text the written set may add. Both candidates help:
// always_inline pkt_checksum saves most but copies a big body into main;
// always_inline pkt_seq saves less and shrinks the text. With 200 bytes, the
// largest candidate does not fit: the final set is pkt_seq alone, though the
// full set measured better, and the Pareto table still shows what the bytes
// would have bought. --budget needs --objects, which measures the text.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: pkt_checksum, action: always_inline}\n- {function: pkt_seq, action: always_inline}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_hot.c -o %t/hot" --bench 'exec %t/hot 1000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/hot --budget 200 -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: not %inlint tune --build true --bench true --metric wall --candidates %t/cands.yaml --budget +5% 2> %t/usage
// RUN: FileCheck --check-prefix=USAGE %s < %t/usage

// CHECK:      all candidates {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9][0-9][0-9][0-9]}}
// CHECK-NEXT: always_inline pkt_checksum {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9][0-9][0-9][0-9]}} kept
// CHECK-NEXT: always_inline pkt_seq {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}} kept
// CHECK-NEXT: final (1 decision) {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: pareto: the measured sets no other set beats in both Ir and text
// CHECK-NEXT: set value ratio text chosen
// CHECK-NEXT: group 2 {{[0-9]+}} 0.{{[0-9]+}} -{{[0-9]+}} *
// CHECK:      all: groups 1, 2 {{[0-9]+}} 0.{{[0-9]+}} +{{[0-9][0-9][0-9][0-9]}}{{$}}

// OUT:     - function: pkt_seq
// OUT-NOT: pkt_checksum

// USAGE: inlint tune: error: --budget needs --objects
