// tune under a profile, over the profiled report: noinline obj_alloc_slow,
// the rare-slow-path advice on a slow path its fast path gets as a
// parameter, measures 20% fewer callgrind instructions than the profile's own
// inlining (obj_alloc no longer saves registers on each of its 100,000
// entries for a path 3% of them take) and is written.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/ptr.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/ptr.profdata %t/ptr.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/ptr.profdata -fpass-plugin=%plugin -c %inputs/rare_slow_ptr.c -o %t/ptr.o
// RUN: %inlint merge %t/rec -o %t/report.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -fprofile-instr-use=%t/ptr.profdata -fpass-plugin=%plugin %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/prog" --bench 'exec %t/prog' --metric callgrind --candidates %t/report.yaml --runs 1 -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// CHECK:      noinline obj_alloc_slow {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% {{.*}} kept
// CHECK:      final (1 decision) {{[0-9]+}} -{{[0-9]+}} 0.

// OUT:      - function: obj_alloc_slow
// OUT:        action: noinline
// OUT-NEXT:   reason: rare-slow-path
