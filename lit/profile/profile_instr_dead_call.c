// Under an instrumented profile no loader inlines before inlint's profiled
// view, so a call that is gone by then is dead code that the early cleanup
// removed (a compile-time assertion of a configuration that is off), not a
// call the profile inlined: it is not recorded as profile-inlined and hot.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %inputs/dead_config_call.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/dead.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/dead.profdata %t/dead.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/dead.profdata -fpass-plugin=%plugin -c %inputs/dead_config_call.c -o %t/dead.o
// RUN: find %t/rec -name '*.inlint.yaml' | xargs cat | FileCheck %s

// CHECK:     profile_format: InstrProf
// CHECK-NOT: profile_inlined: true
// CHECK:     - name: stats_account
// CHECK-NOT: profile_inlined: true
// CHECK:     recommendations:
