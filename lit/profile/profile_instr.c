// Front-end PGO: -fprofile-instr-generate, a run of the example, llvm-profdata
// merge, -fprofile-instr-use. Hotness comes from the counts and the
// summary's thresholds; the slow path, cold without a profile, ran 10 times
// in 20000 allocations, which is above the summary's cold count: LLVM no
// longer treats that call as cold, and inlint says so.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/pool.profraw %t/gen 20000 > %t/gen.out
// RUN: llvm-profdata merge -o %t/pool.profdata %t/pool.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/pool.profdata -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o
// RUN: find %t/rec -name pool.c.inlint.yaml | xargs cat | FileCheck %s

// CHECK:       profile: true
// CHECK:       profile_format: InstrProf
// CHECK-NEXT:  hot_count: [[#HOT:]]
// CHECK-NEXT:  cold_count: [[#COLD:]]
// CHECK-LABEL: - name: obj_malloc
// CHECK:         entry_count: 20065
// CHECK:         - caller: pool_alloc
// CHECK-NEXT:      line: 125
// CHECK-NEXT:      hotness: hot
// CHECK-NEXT:      frequency: 0.999001
// CHECK-NEXT:      count: 19980
// CHECK-NEXT:      static_hotness: normal
// CHECK:         - caller: pool_alloc
// CHECK-NEXT:      line: 132
// CHECK-NEXT:      hotness: normal
// CHECK-NEXT:      frequency:
// CHECK-NEXT:      count: 10
// CHECK-NEXT:      static_hotness: cold
// CHECK-LABEL: - name: alloc_zpage
// CHECK:         entry_count: 26
// CHECK-LABEL: recommendations:
// CHECK:       - function: alloc_zpage
// CHECK:         reason: profile-flip-hot
// CHECK:         message: {{.*}}single call site pool_alloc:127 is cold without a profile (0.0005x entry) but normal in this profile (count 10, hot from [[#HOT]])
