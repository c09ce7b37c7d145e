// A build that gives the plugin its decisions on the command line (inlint
// flags, as in Kbuild's KCFLAGS, where ccache and distcc see them) keeps
// each compile's record in its object and writes no record file: tune's
// INLINT_OUT stays empty. tune then reads the records of --objects, copied
// after the build, before the next one rewrites them; so the check build
// still finds the candidate that matches nothing. Without --objects it has
// no records to read, and says so.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'nested: nested.o\n\t%clang $< -o $@\nnested.o: %inputs/tune_nested.c\n\tenv LD_PRELOAD=$(PRELOAD) %clang -O2 -gdwarf-4 $(shell %inlint flags --plugin %plugin --apply "$$INLINT_APPLY") -c $< -o $@\n' > %t/Makefile
// RUN: printf -- '- function: seg_fold\n  caller: seg_walk\n  call_line: 77\n  action: always_inline\n- function: seg_fold\n  caller: seg_step\n  call_line: 77\n  action: always_inline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "make -B -s PRELOAD=$LD_PRELOAD" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/nested.o -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: env -u LD_PRELOAD %inlint tune --restart --build "make -B -s PRELOAD=$LD_PRELOAD" --bench 'exec %t/nested 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml -o %t/unchecked.yaml > %t/table 2> %t/progress
// RUN: FileCheck --check-prefix=UNCHECKED %s < %t/progress

// CHECK:      all candidates {{[0-9]+}} -{{[0-9]+}}
// CHECK-NEXT: always_inline seg_fold in seg_step:77 {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% {{[+-][0-9]+}} kept
// CHECK-NEXT: always_inline seg_fold in seg_walk:77 - - - - - matched nothing
// CHECK-NEXT: final (1 decision)

// PROGRESS:      inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: always_inline seg_fold in seg_walk:77 matched nothing in the build; left out
// PROGRESS-NEXT: inlint tune: check: always_inline for seg_fold (calls from seg_walk, line 77) matches nothing: no call to seg_fold in seg_walk at line 77
// PROGRESS-NEXT: inlint tune: check: 1 record, 1 of 2 candidates matched nothing

// OUT:     - function: seg_fold
// OUT-NEXT:  caller: seg_step
// OUT-NOT:   seg_walk

// UNCHECKED: inlint tune: check: no records (does the build command set INLINT_OUT?): every candidate is tried
