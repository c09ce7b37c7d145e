// A slow path passed as a parameter, as jemalloc's malloc passes
// malloc_default to imalloc_fastpath: the call is indirect until the fast
// path is inlined, yet the profile then inlines obj_alloc_slow, taken on
// one allocation in 32, into obj_alloc, which saves registers on every
// entry. The record counts both calls through the parameter as call sites
// of obj_alloc_slow, and inlint advises noinline (rare-slow-path) for the
// two together; applied, obj_alloc calls the slow path again and the
// program prints the same.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/ptr.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/ptr.profdata %t/ptr.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/ptr.profdata -fpass-plugin=%plugin -c %inputs/rare_slow_ptr.c -o %t/ptr.o
// RUN: find %t/rec -name rare_slow_ptr.c.inlint.yaml | xargs cat | FileCheck %s
// RUN: %clang -O2 -fprofile-instr-use=%t/ptr.profdata %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/profiled
// RUN: llvm-objdump -d --no-show-raw-insn %t/profiled | FileCheck --check-prefix=PROFILED %s
// RUN: %inlint merge %t/rec -o %t/report.yaml
// RUN: env INLINT_APPLY=%t/report.yaml %clang -O2 -g -fprofile-instr-use=%t/ptr.profdata -fpass-plugin=%plugin %inputs/rare_slow_ptr.c %inputs/rare_slow_ptr_main.c -o %t/applied
// RUN: llvm-objdump -d --no-show-raw-insn %t/applied | FileCheck --check-prefix=APPLIED %s
// RUN: %t/applied > %t/applied.out && cmp %t/gen.out %t/applied.out

// CHECK:       profile: true
// CHECK-LABEL: - name: obj_alloc_slow
// CHECK:         address_taken: true
// CHECK:         callers: 1
// CHECK:         - caller: obj_alloc_fast
// CHECK-NEXT:      line: 26
// CHECK:           through_parameter: true
// CHECK-NEXT:      inlined: false
// CHECK:         - caller: obj_alloc_fast
// CHECK-NEXT:      line: 29
// CHECK-NEXT:      hotness: hot
// CHECK-NEXT:      frequency: 0.031
// CHECK:           through_parameter: true
// CHECK-NEXT:      inlined: true
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: obj_alloc_slow
// CHECK:         action: noinline
// CHECK-NEXT:    reason: rare-slow-path
// CHECK:         message: {{.*}}2 call sites in obj_alloc_fast (the hottest obj_alloc_fast:29), through a parameter every caller of obj_alloc_fast sets to it, together run on 3.1% of its caller''s entries (count [[#]] of 100000), yet this profile inlines 1 of them

// PROFILED-LABEL: <obj_alloc>:
// PROFILED-NEXT:  push
// PROFILED-NOT:   <obj_alloc_slow>
// PROFILED:       ret

// APPLIED-LABEL: <obj_alloc>:
// APPLIED:       {{call|j[a-z]+}} {{.*}}<obj_alloc_slow>
