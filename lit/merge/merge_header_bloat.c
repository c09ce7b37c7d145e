// --view header-bloat: the static inline functions of a header that TUs
// still emit out of line, ranked by their total bytes. ring_sum is too big
// for LLVM to inline at six calls, so rx.c and tx.c each keep a copy; the
// objects give its bytes, and moving the body out of the header saves one
// copy. ring_cmp is handed to ring_sort by address: a copy in each TU too.
// Without the objects the bytes are estimated from IR sizes, and say so.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/lit && for f in rx tx; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/header_bloat/$f.c -o %t/$f.o || exit 1; done
// RUN: %llvm_bin/llvm-nm -S %t/rx.o %t/tx.o | grep -c ' t ring_sum$' | FileCheck --check-prefix=TWO %s
// RUN: %inlint merge %t/rec -o %t/report.yaml --objects %t --view header-bloat | FileCheck %s
// RUN: mkdir %t/moved && mv %t/rx.o %t/tx.o %t/moved/
// RUN: %inlint merge %t/rec -o %t/report.yaml --view header-bloat | FileCheck --check-prefix=EST %s
// RUN: not %inlint merge %t/rec -o %t/bad.yaml --view headers 2>&1 | FileCheck --check-prefix=BAD %s

// TWO: {{^}}2{{$}}

// CHECK:      header inline functions with out-of-line copies: 2, by total bytes
// CHECK-NEXT: Inputs/header_bloat/ring_sum.h:8: ring_sum: 2 TUs x {{[1-9][0-9]*}} bytes = {{[0-9]+}} bytes (from objects); move the body out of the header: one copy, saves about {{[1-9][0-9]*}} bytes
// CHECK-NEXT: Inputs/header_bloat/ring_sum.h:[[#]]: ring_cmp: 2 TUs x {{[1-9][0-9]*}} bytes = {{[0-9]+}} bytes (from objects); move the body out of the header: its address is taken, so each TU keeps a copy, saves about {{[1-9][0-9]*}} bytes
// CHECK-NOT:  {{.}}

// EST:      header inline functions with out-of-line copies: 2, by total bytes
// EST-NEXT: Inputs/header_bloat/ring_sum.h:8: ring_sum: 2 TUs x {{[0-9]+}} bytes = {{[0-9]+}} bytes (estimated from IR sizes); move the body out of the header: one copy

// BAD: inlint merge: error: bad --view 'headers': header-bloat or stack
