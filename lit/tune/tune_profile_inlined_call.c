// The own profile names a call by the function whose source holds it: in
// tune_nested.c, seg_step calls seg_fold at line 77, and -O2 inlines
// seg_step into seg_walk, so callgrind counts the call under seg_walk. The
// debug info's inline chain gives seg_step back: the decision is
// always_inline seg_fold in seg_step:77, which exists at PipelineStart, and
// the build changes (text and instructions); named after seg_walk it would
// match no call. The count rule and the cost rule name it alike.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_nested.c -o %t/nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --calls-above 500 --cost-above 100% --objects %t/nested -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK:      always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}} kept {{.*}}seg_walk +
// CHECK-NOT:  in seg_walk
// CHECK:      final (1 decision)

// PROGRESS:      inlint tune: profile: {{[0-9]+}} out-of-line calls; 0 new candidates carry at least 100% of the instructions, 1 more runs at least 500 times
// PROGRESS-NEXT: inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 1 candidate matched nothing

// OUT:      - function: seg_fold
// OUT-NEXT:   caller: seg_step
// OUT-NEXT:   call_line: 77
// OUT-NEXT:   action: always_inline
// OUT-NEXT:   message: 'inlint tune: callgrind x0.{{[0-9]+}} of the baseline with its group alone, 1 run'
