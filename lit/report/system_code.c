// A function without a source location (line 0 in a build with debug info:
// a compiler intrinsic such as _mm_*, declared nodebug) is nobody's to
// annotate: no advice on it unless INLINT_SYSTEM=1 asks. Our own helper
// beside it is advised either way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/plain %clang -O2 -g -fpass-plugin=%plugin -c %inputs/intrinsic_shaped.c -o %t/a.o
// RUN: %inlint show --all $(find %t/plain -name '*.yaml') | FileCheck --check-prefix=PLAIN %s
// RUN: env INLINT_SYSTEM=1 INLINT_OUT=%t/system %clang -O2 -g -fpass-plugin=%plugin -c %inputs/intrinsic_shaped.c -o %t/b.o
// RUN: %inlint show --all $(find %t/system -name '*.yaml') | FileCheck --check-prefix=SYSTEM %s
// Under opt, the pass parameter does the same.
// RUN: %clang -O2 -g -Xclang -disable-llvm-passes -emit-llvm -S %inputs/intrinsic_shaped.c -o %t/in.ll
// RUN: %opt -load-pass-plugin=%plugin -passes='inlint-report<out=%t/opt;system>' -disable-output %t/in.ll
// RUN: %inlint show --all $(find %t/opt -name '*.yaml') | FileCheck --check-prefix=SYSTEM %s

// PLAIN-NOT:  rotl8
// PLAIN:      intrinsic_shaped.c:[[#]]: none: mix_word: __always_inline is redundant{{.*}}
// PLAIN-NOT:  rotl8
// PLAIN:      intrinsic_shaped.c: 3 functions, 1 recommendation

// SYSTEM:     intrinsic_shaped.c: none: rotl8: __always_inline is redundant{{.*}}
// SYSTEM:     intrinsic_shaped.c: 3 functions, 2 recommendations
