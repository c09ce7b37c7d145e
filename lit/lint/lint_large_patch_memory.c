// A patch is held in the one buffer it is read into, its lines as offsets
// into it, and text findings are printed as they are judged: lint takes a
// small multiple of the patch, not 21 times it. A 30 MB patch adding half a
// million annotated definitions lints within 512 MB of address space (about
// 210 MB of it the binary and LLVM's libraries); it took 840 MB before.
// bench/lint_memory.sh measures it. ASan's shadow memory does not fit.
// UNSUPPORTED: asan
// The records cover ann.c, which holds no q.
// RUN: rm -rf %t && mkdir -p %t/records
// RUN: printf 'int other(int x) { return x; }\n' > %t/ann.c
// RUN: cd %t && env INLINT_OUT=%t/records %clang -O2 -g -fpass-plugin=%plugin -c ann.c
// RUN: %python -c "import sys; n = 500000; sys.stdout.write('--- a/ann.c\n+++ b/ann.c\n@@ -1,0 +1,%%d @@\n' %% n + '+static __attribute__((noinline)) int q(int x) { return x; }\n' * n)" > %t/big.patch
// RUN: (ulimit -v 524288 && %inlint lint %t/big.patch --records %t/records > %t/out)
// RUN: wc -l < %t/out | FileCheck --check-prefix=COUNT %s
// RUN: tail -n 1 %t/out | FileCheck %s
// RUN: (ulimit -v 524288 && %inlint lint %t/big.patch --records %t/records --format sarif > %t/out)
// RUN: rm %t/out %t/big.patch

// COUNT: {{^}}500000{{$}}
// CHECK: ann.c:500000:[[#]]: note: q: `__attribute__((noinline))` is unknown: q is not in any record: was its file built with the plugin?
