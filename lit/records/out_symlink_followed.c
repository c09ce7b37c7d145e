// INLINT_OUT itself may be a symlink the user owns, in a directory only
// they (or root) can write: it is followed, and the records land in its
// target as if it had been named directly.
// RUN: rm -rf %t && mkdir -p %t/src/mm %t/real && cp %s %t/src/mm/memory.c
// RUN: chmod 755 %t && ln -s real %t/link
// RUN: cd %t/src && env INLINT_OUT=%t/link INLINT_VERBOSE=1 %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2>&1 | count 0
// RUN: FileCheck %s < %t/real/mm/memory.c.inlint.yaml

int zap_page(int x) { return x + 1; }

// CHECK: source_file: mm/memory.c
