// The report's recommendations are a decision file: INLINT_APPLY takes the
// report as it is, and obj_malloc's always_inline is applied.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: cd %top && env INLINT_APPLY=%t/report.yaml INLINT_OUT=%t/applied %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool2.o
// RUN: FileCheck %s < %t/applied/examples/pool/pool.c.inlint.yaml

// CHECK:       decisions_file: {{.*}}report.yaml
// CHECK-LABEL: applied:
// CHECK:       - function: obj_malloc
// CHECK-NEXT:    file: examples/pool/pool.c
// CHECK-NEXT:    action: always_inline
// CHECK-NEXT:    status: applied
