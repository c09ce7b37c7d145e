// A candidate that matches no call of the build is no neutral one: tune
// builds once with every candidate applied and reads the records, and a
// candidate that no record lists (no function or call it names exists)
// matched nothing. It is left out of the search, said so on stderr and
// shown as "matched nothing" in the table, never measured. Here the call
// of seg_fold at line 77 is named after seg_walk, the function seg_step is
// inlined into (as callgrind names it), instead of seg_step. The records
// say why, once: no call at that line; and in codebook_table.c, a call
// through a table of functions, which callgrind names after the function
// it reached (cost_pair) and no attribute can bind to it. And a call
// from main to obj_alloc, which main's TU only declares: no compile can
// inline it, only an LTO link. The table names the build it measured,
// from the check build's records.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: seg_fold\n  caller: seg_walk\n  call_line: 77\n  action: always_inline\n- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_nested.c -o %t/nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: printf -- '- function: cost_pair\n  caller: band_search\n  call_line: 37\n  action: always_inline\n- function: cost_quad\n  action: noinline\n' > %t/ptr.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/codebook_table.c -o %t/table" --bench 'exec %t/table 2000' --metric callgrind --runs 1 --candidates %t/ptr.yaml -o %t/ptr_decisions.yaml > %t/ptr_table 2> %t/ptr_progress
// RUN: FileCheck --check-prefix=PTR %s < %t/ptr_table
// RUN: FileCheck --check-prefix=PTR-PROGRESS %s < %t/ptr_progress
// RUN: printf -- '- function: obj_alloc\n  caller: main\n  call_line: 25\n  action: always_inline\n- function: obj_alloc_slow\n  action: noinline\n' > %t/tu.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/two" --bench 'exec %t/two 2000' --metric callgrind --runs 1 --candidates %t/tu.yaml -o %t/tu_decisions.yaml > %t/tu_table 2> %t/tu_progress
// RUN: FileCheck --check-prefix=TU-PROGRESS %s < %t/tu_progress

// CHECK:      {{^}}measured in clang-{{[0-9]+}} x86_64 builds: metric callgrind, 1 run per step
// CHECK:      all candidates {{[0-9]+}} -{{[0-9]+}}
// CHECK-NEXT: always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% - kept
// CHECK-NEXT: always_inline seg_fold in seg_walk:77 - - - - - matched nothing
// CHECK-NEXT: final (1 decision)

// PROGRESS:      inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: always_inline seg_fold in seg_walk:77 matched nothing in the build; left out
// PROGRESS-NEXT: inlint tune: check: always_inline for seg_fold (calls from seg_walk, line 77) matches nothing: no call to seg_fold in seg_walk at line 77
// PROGRESS-NEXT: inlint tune: check: 1 record, 1 of 2 candidates matched nothing
// PROGRESS-NEXT: inlint tune: 1 candidate in 1 group;

// OUT:     - function: seg_fold
// OUT-NEXT:  caller: seg_step
// OUT-NOT:   seg_walk

// PTR:      always_inline cost_pair in band_search:37 - - - - - matched nothing

// PTR-PROGRESS:      inlint tune: check: always_inline cost_pair in band_search:37 matched nothing in the build; left out
// PTR-PROGRESS-NEXT: inlint tune: check: always_inline for cost_pair (calls from band_search, line 37) matches nothing: no call to cost_pair in band_search at line 37; band_search calls through a pointer there, and an attribute cannot bind that call to cost_pair
// PTR-PROGRESS-NEXT: inlint tune: check: 1 record, 1 of 2 candidates matched nothing

// TU-PROGRESS:      inlint tune: check: always_inline obj_alloc in main:25 matched nothing in the build; left out
// TU-PROGRESS-NEXT: inlint tune: check: main calls obj_alloc, which its TU does not define: only an LTO link can inline that call
// TU-PROGRESS-NEXT: inlint tune: check: 2 records, 1 of 2 candidates matched nothing
