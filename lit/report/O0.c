// At -O0 nothing is inlined but __always_inline functions; the record still
// comes out, and says so.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O0 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

static __always_inline int forced(int x) { return x + 1; }
static int plain(int x) { return x * 2; }

int entry(int x) { return forced(x) + plain(x); }

// CHECK-LABEL: - name: forced
// CHECK:       outcome: inlined
// CHECK-LABEL: - name: plain
// CHECK:       outcome: out_of_line
