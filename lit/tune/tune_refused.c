// A candidate that apply refuses in every TU changes nothing, so its
// measurement could only come out neutral: tune leaves it out as it does
// one that matched nothing, and says why, in apply's words. Here the
// dispatch of a BPF-style interpreter is a computed goto, which LLVM never
// inlines: always_inline on it is refused. The other candidate is tried.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: interp_run\n  action: always_inline\n- function: op_weight\n  action: noinline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/bpf_interp.c -o %t/interp" --bench 'exec %t/interp 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress

// CHECK:      all candidates {{[0-9]+}} +{{[0-9]+}}
// CHECK-NEXT: noinline op_weight {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% - dropped
// CHECK-NEXT: always_inline interp_run - - - - - refused: takes a label's address (a computed goto, or _THIS_IP_ where it is &&label): LLVM does not inline an indirect branch or a block address
// CHECK-NEXT: final (0 decisions)

// PROGRESS:      inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: always_inline interp_run refused in every TU of the build (takes a label's address {{.*}}); left out
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 2 candidates matched nothing, 1 refused
// PROGRESS-NEXT: inlint tune: 1 candidate in 1 group;
