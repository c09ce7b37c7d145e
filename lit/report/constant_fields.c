// Constants that travel in the fields of option structs on the stack, as
// jemalloc's je_calloc hands &sopts and &dopts to imalloc: each front end
// fills the structs (init helpers, then a few stores of its own) and passes
// them by pointer through the wrapper req_alloc to req_body and its
// helpers, whose branches on the fields fold per front end, down to
// req_fill, five calls below the wrapper, as in jemalloc. The wrapper
// first hands them to req_trace, which is extern and no part of the chain.
// The fields that hold constants at the call (not size, stored from a
// parameter) count as constant arguments: inlint advises the chain in one
// group, and the group applied leaves no static req_ function out of line,
// with the same output. Built with the options read from data, the fields
// hold no constants and no chain is advised.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin %inputs/opt_structs.c -o %t/plain
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: FileCheck %s < %t/report.yaml
// RUN: env INLINT_APPLY=%t/report.yaml INLINT_VERIFY=1 %clang -O2 -g -fpass-plugin=%plugin %inputs/opt_structs.c -o %t/applied 2>&1 | count 0
// RUN: llvm-nm %t/plain | FileCheck --check-prefix=PLAIN-SYMS %s
// RUN: llvm-nm %t/applied | FileCheck --check-prefix=APPLIED-SYMS %s
// RUN: %t/plain 2000 > %t/plain.out
// RUN: %t/applied 2000 > %t/applied.out
// RUN: cmp %t/plain.out %t/applied.out
// RUN: env INLINT_OUT=%t/data %clang -DREQ_FROM_DATA -O2 -g -fpass-plugin=%plugin -c %inputs/opt_structs.c -o %t/data.o
// RUN: find %t/data -name '*.yaml' | xargs cat | FileCheck --check-prefix=DATA %s

// RECORD-LABEL: - name: req_trace
// RECORD:         - caller: req_alloc
// RECORD-NEXT:      line: [[#TRACE:]]
// RECORD:           forwards: 2
// RECORD-LABEL: - name: req_alloc
// RECORD:         - caller: obj_malloc
// RECORD:           pruned_through: [[#]]
// RECORD-LABEL: - name: req_body
// RECORD:         deciding_params: 2
// RECORD:         - caller: req_alloc
// RECORD-NEXT:      line: [[#TRACE+3]]
// RECORD:           forwards: 2

// CHECK-LABEL: recommendations:
// CHECK-NOT:   req_trace
// CHECK-DAG:   message: 'req_body: {{.*}}template body of the wrapper req_alloc, whose 3 calls outside cold code pass on constants {{.*}}(one group) [static estimate]'
// CHECK-DAG:   message: 'req_size: {{.*}}on the chain of the wrapper req_alloc{{.*}}'
// CHECK-DAG:   message: 'req_round: {{.*}}on the chain of the wrapper req_alloc{{.*}}'
// CHECK-DAG:   message: 'req_fill: {{.*}}on the chain of the wrapper req_alloc{{.*}}'
// CHECK-DAG:   group: req_alloc
// CHECK-NOT:   req_trace
// CHECK-LABEL: functions:

// PLAIN-SYMS:       {{ t }}req_alloc
// APPLIED-SYMS-NOT: {{ t }}req_

// DATA-LABEL: recommendations:
// DATA-NOT:   constant-args
