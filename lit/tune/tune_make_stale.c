// A build that tracks files alone does not see INLINT_APPLY change: make
// builds the binary once, for tune's check build, and finds it up to date
// at every step after. Measured, each step would be the check build again
// and every verdict noise. tune stops at the first build that rewrote none
// of --objects, naming the file and what to do; with make -B every build
// compiles and the run goes through. A build that tracks the decisions
// (here a copy of INLINT_APPLY, updated only when it changes) finds its objects up to date when two builds in a row
// apply the same ones, as the final set's build after the full set's (the
// one group's): that is no error.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'nested: %inputs/tune_nested.c\n\tenv LD_PRELOAD=$(PRELOAD) %clang -O2 -gdwarf-4 -fpass-plugin=%plugin $< -o $@\n' > %t/Makefile
// RUN: printf -- '- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "make -s PRELOAD=$LD_PRELOAD nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested -o %t/decisions.yaml > %t/table 2> %t/progress; echo "exit $?" >> %t/progress
// RUN: FileCheck --check-prefix=STALE %s < %t/progress
// RUN: test ! -e %t/decisions.yaml
// RUN: env -u LD_PRELOAD %inlint tune --restart --build "make -B -s PRELOAD=$LD_PRELOAD nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: printf 'nested: %inputs/tune_nested.c applied.yaml\n\tenv LD_PRELOAD=$(PRELOAD) %clang -O2 -gdwarf-4 -fpass-plugin=%plugin $< -o $@\napplied.yaml: FORCE\n\tcmp -s "$$INLINT_APPLY" $@ || cp "$$INLINT_APPLY" $@\nFORCE:\n' > %t/Makefile
// RUN: env -u LD_PRELOAD %inlint tune --restart --build "make -s PRELOAD=$LD_PRELOAD nested" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested -o %t/tracked.yaml > %t/table 2> %t/progress
// RUN: FileCheck --check-prefix=TRACKED %s < %t/progress

// STALE:      inlint tune: check: 1 record, 0 of 1 candidate matched nothing
// STALE:      inlint tune: step 1 of {{[0-9]+}}: baseline (no decisions): build, bench x1
// STALE-NEXT: inlint tune: error: the build rewrote none of --objects ({{.*}}/nested, as before it): it compiled nothing with the decisions of INLINT_APPLY; a build that tracks files alone (make) must rebuild every time (make -B, or remove the objects first: --rebuild-changed){{$}}
// STALE-NEXT: exit 2

// CHECK:      baseline (no decisions)
// CHECK-NEXT: all candidates {{[0-9]+}} -{{[0-9]+}}
// CHECK-NEXT: always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% {{[+-][0-9]+}} kept

// OUT: - function: seg_fold

// TRACKED:      inlint tune: step 2 of 4: all candidates: {{[0-9]+}} Ir
// TRACKED-NEXT: inlint tune: step 3 of 4: all candidates: the same decisions as an earlier step
// TRACKED-NEXT: inlint tune: step 4 of 4: final set: build, bench x1
// TRACKED-NEXT: inlint tune: step 4 of 4: final set: {{[0-9]+}} Ir
// TRACKED-NEXT: inlint tune: wrote {{.*}}tracked.yaml: 1 decision
