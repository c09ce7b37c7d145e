// With --objects the text is measured, and merge keeps the report within
// the default budget, +0.5% of the text, without being asked: the same
// entries as an explicit --budget +0.5% (obj_malloc, +548 bytes, and
// compress_generic, +2406, go to over_budget), and the summary says that
// the default chose it. With --whatif the kept set is measured together and
// fitted, and the default is +1%. --budget none keeps every recommendation.
// Without --objects, merge reads the objects at the records' object keys
// (here absolute), and the same default applies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/lz_generic.c -o %t/lz_generic.o
// RUN: %inlint merge %t/rec -o %t/default.yaml --objects %t --top 0 | FileCheck --check-prefix=DEFAULT %s
// RUN: FileCheck --check-prefix=DEFAULT-YAML %s < %t/default.yaml
// lint --report still quotes the advice the budget dropped.
// RUN: cd %top && %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/default.yaml | FileCheck --check-prefix=LINT %s
// RUN: printf '[{"directory": "%%s", "file": "examples/pool/pool.c", "command": "%%s -O2 -g -c examples/pool/pool.c -o %%s/pool.o"}, {"directory": "%%s", "file": "lit/Inputs/lz_generic.c", "command": "%%s -O2 -g -c lit/Inputs/lz_generic.c -o %%s/lz_generic.o"}]\n' %top %clang %t %top %clang %t > %t/compile_commands.json
// RUN: %inlint merge %t/rec -o %t/whatif.yaml --objects %t --whatif -p %t/compile_commands.json --top 0 2>/dev/null | FileCheck --check-prefix=WHATIF %s
// RUN: %inlint merge %t/rec -o %t/none.yaml --objects %t --budget none --top 0 | FileCheck --check-prefix=NONE %s
// RUN: FileCheck --check-prefix=NONE-YAML %s < %t/none.yaml
// RUN: %inlint merge %t/rec -o %t/plain.yaml --top 0 | FileCheck --check-prefix=PLAIN %s

// DEFAULT:      budget: 16 bytes (0.493% of 3246 text bytes, from objects); kept 3, dropped 2; predicted text delta +0 bytes (+0%)
// DEFAULT-NEXT: (the default budget with --objects: +0.5%; --budget none keeps every recommendation)

// PLAIN:      objects: read 2 of 2 at the records' object keys ({{.*}}/pool.o, ...), from the current directory
// PLAIN-NEXT: budget: 16 bytes (0.493% of 3246 text bytes, from objects); kept 3, dropped 2; predicted text delta +0 bytes (+0%)
// PLAIN-NEXT: (the default budget with the objects found: +0.5%; --budget none keeps every recommendation)

// WHATIF:      budget: 32 bytes (0.986% of 3246 text bytes, from objects); kept {{.*}}
// WHATIF-NEXT: (the default budget with --objects and --whatif: +1%; --budget none keeps every recommendation)

// DEFAULT-YAML:     recommendations:
// DEFAULT-YAML-NOT: - function: obj_malloc
// DEFAULT-YAML:     budget:
// DEFAULT-YAML:       limit_bytes: 16
// DEFAULT-YAML:     over_budget:
// DEFAULT-YAML-DAG: - function: obj_malloc
// DEFAULT-YAML-DAG: - function: compress_generic
// DEFAULT-YAML:     functions:

// LINT: examples/pool/pool.c:38:[[#]]: note: obj_malloc: `__attribute__((__always_inline__))` is load-bearing: out of line today (3 call sites, normal); inlint's advice (kept-out-of-line) asks for it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it)

// NONE:     5 recommendations
// NONE-NOT: {{^}}budget:

// NONE-YAML:     recommendations:
// NONE-YAML-DAG: - function: obj_malloc
// NONE-YAML-DAG: - function: compress_generic
// NONE-YAML-NOT: over_budget:
// NONE-YAML:     functions:
