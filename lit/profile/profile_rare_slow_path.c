// A slow path a profile counts rare but hot: bin_flush_slow runs on one
// obj_free in 32, 3,112 times in 100,000, which the summary counts hot, so
// LLVM inlines it into obj_free, which then pushes and pops six
// registers on every entry. With the profile, inlint advises noinline
// (rare-slow-path) though the function is extern; without one, the call
// stays out of line and nothing is advised. tune/tune_rare_slow_path.c
// measures the advice.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %inputs/rare_slow.c %inputs/rare_slow_main.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/rare.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/rare.profdata %t/rare.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/rare.profdata -fpass-plugin=%plugin -c %inputs/rare_slow.c -o %t/rare.o
// RUN: find %t/rec -name rare_slow.c.inlint.yaml | xargs cat | FileCheck %s
// RUN: env INLINT_OUT=%t/plain %clang -O2 -g -fpass-plugin=%plugin -c %inputs/rare_slow.c -o %t/plain.o
// RUN: find %t/plain -name rare_slow.c.inlint.yaml | xargs cat | FileCheck --check-prefix=PLAIN %s

// CHECK:       profile: true
// CHECK-LABEL: - name: bin_flush_slow
// CHECK:         linkage: extern
// CHECK:         - caller: obj_free
// CHECK-NEXT:      line: 40
// CHECK-NEXT:      hotness: hot
// CHECK-NEXT:      frequency: 0.031
// CHECK:           static_frequency: 0.5
// CHECK:           inlined: true
// CHECK-LABEL: - name: obj_free
// CHECK:         entry_count: 100000
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: bin_flush_slow
// CHECK:         action: noinline
// CHECK-NEXT:    reason: rare-slow-path
// CHECK:         message: {{.*}}single call site obj_free:40 runs on 3.1% of its caller''s entries (count [[#]] of 100000), yet this profile inlines it there: every entry of obj_free pays

// PLAIN:       - name: bin_flush_slow
// PLAIN:         - caller: obj_free
// PLAIN:           inlined: false
// PLAIN-LABEL: recommendations:
// PLAIN-NOT:     rare-slow-path
