// Candidates by cost: a generic template called a few hundred times through
// a validating wrapper, whose constants fold most of its body. In
// lz_validated.c (LZ4 1.9's shape), lz_compress_fast passes a table type and
// a dictionary mode as constants to lz_compress_generic, a small wrapper
// that -O2 inlines, which hands them on to lz_compress_generic_validated,
// kept out of line (lz_compress_dest_size calls it too). The bench makes 300
// calls, which carry nearly all of the run: --calls-above 1000 alone finds
// nothing, the cost rule finds the template's call (its parameters decide
// branches), named by the function whose source holds it, and, up its
// inline chain, the wrapper call that brings the constants it forwards: one
// group, named after the wrapper. Each alone changes nothing (the
// refinement says so); together they cut the instructions by four fifths.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD not %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -DLZ_BENCH -DLZ_DEST_SIZE -fpass-plugin=%plugin %inputs/lz_validated.c -o %t/lz" --bench 'exec %t/lz 300' --metric callgrind --runs 1 --calls-above 1000 --cost-above 100% -o %t/count.yaml 2> %t/count.progress
// RUN: FileCheck --check-prefix=COUNT %s < %t/count.progress
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -DLZ_BENCH -DLZ_DEST_SIZE -fpass-plugin=%plugin %inputs/lz_validated.c -o %t/lz" --bench 'exec %t/lz 300' --metric callgrind --runs 1 --calls-above 1000 --objects %t/lz -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// COUNT:      inlint tune: profile: 1 out-of-line call; 0 new candidates carry at least 100% of the instructions, 0 more run at least 1000 times
// COUNT-NEXT: inlint tune: error: the profile: no decisions to tune

// CHECK:      baseline (no decisions) [[#BASE:]] +0 1.0000
// CHECK:      always_inline lz_compress_generic_validated in lz_compress_generic:102 [[#ALL:]] -{{[0-9]+}} 0.1{{[0-9]+}} 0.00% +{{[0-9]+}} kept group of 2;
// CHECK-NEXT: always_inline lz_compress_generic in lz_compress_fast:110 [[#ALL]] {{.*}} kept group of 2;
// CHECK-NEXT: refine: group 1 without always_inline lz_compress_generic_validated in lz_compress_generic:102 [[#BASE]] +0 1.0000
// CHECK-NEXT: refine: group 1 without always_inline lz_compress_generic in lz_compress_fast:110 {{[0-9]+}} +{{[0-9]+}} 1.0000
// CHECK-NEXT: final (2 decisions) [[#ALL]]

// PROGRESS:      inlint tune: profile: 1 out-of-line call; 2 new candidates carry at least 2% of the instructions, 0 more run at least 1000 times
// PROGRESS-NEXT: inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 2 candidates matched nothing
// PROGRESS-NEXT: inlint tune: 2 candidates in 1 group;

// OUT:      - function: lz_compress_generic_validated
// OUT-NEXT:   caller: lz_compress_generic
// OUT-NEXT:   call_line: 102
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   group: lz_compress_generic
// OUT:      - function: lz_compress_generic
// OUT-NEXT:   caller: lz_compress_fast
// OUT-NEXT:   call_line: 110
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   group: lz_compress_generic
