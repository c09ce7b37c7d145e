// A wrapper and the body it calls, both advised always_inline, share a
// group in the record (they only pay together); the merged report keeps it,
// and a decision list made from the report too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/lit && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/ring_chain.c -o %t/ring.o
// RUN: cat %t/rec/Inputs/ring_chain.c.inlint.yaml | grep -c 'group: ring_put' | FileCheck --check-prefix=TWO %s
// RUN: %inlint merge %t/rec -o %t/report.yaml > %t/summary
// RUN: FileCheck %s < %t/report.yaml

// TWO: {{^}}2{{$}}

// CHECK-LABEL: recommendations:
// CHECK:       - function: ring_{{put|hash}}
// CHECK:         reason: kept-out-of-line
// CHECK:         group: ring_put
// CHECK:         evidence: static estimate, global
// CHECK:       - function: ring_{{put|hash}}
// CHECK:         reason: kept-out-of-line
// CHECK:         group: ring_put
// CHECK:         evidence: static estimate, global
// CHECK:       functions:
