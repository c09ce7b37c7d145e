// A record file that cannot be written (INLINT_OUT names a file here) is
// not lost: the compile prints nothing, and the object's copy of the
// record carries it, with the problem that kept it from its file.
// RUN: rm -rf %t && mkdir -p %t/src/mm && cp %s %t/src/mm/memory.c && touch %t/out
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o memory.o 2>&1 | count 0
// RUN: llvm-objcopy --dump-section .inlint=%t/section memory.o
// RUN: gzip -dc %t/section | tr -d '\000' | FileCheck -DT=%t %s

int zap_page(int x) { return x + 1; }

// CHECK:      source_file: mm/memory.c
// CHECK:      problems:
// CHECK-NEXT: - 'record of mm/memory.c not written: [[T]]/out/mm/memory.c.inlint.yaml: cannot open [[T]]/out (Not a directory)'
// CHECK-NEXT: functions:
// CHECK-NEXT: - name: zap_page
