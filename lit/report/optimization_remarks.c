// The record's outcomes agree with what clang itself reports in
// -fsave-optimization-record: the same calls inlined, the same kept.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o -fsave-optimization-record -foptimization-record-file=%t/remarks.yaml
// One line per inline remark: kind, name, caller, callee.
// RUN: awk '/^--- /{if (r) print r; r=$2} /^Name:/{r=r" "$2} /^Function:/{r=r" "$2} /- Callee:/{r=r" "$3} END{print r}' %t/remarks.yaml > %t/remarks.txt
// RUN: FileCheck --check-prefix=REMARK %s < %t/remarks.txt
// RUN: find %t/rec -name pool.c.inlint.yaml | xargs cat | FileCheck --check-prefix=RECORD %s

// REMARK-DAG: !Missed TooCostly pool_alloc alloc_zpage
// REMARK-DAG: !Missed TooCostly pool_alloc obj_malloc
// REMARK-DAG: !Missed TooCostly pool_migrate obj_malloc
// REMARK-DAG: !Passed Inlined pool_free obj_free
// REMARK-DAG: !Passed Inlined obj_malloc encode_handle

// Functions come in module order.
// RECORD-LABEL: - name: obj_malloc
// RECORD:       outcome: out_of_line
// RECORD-NEXT:  final_size:
// RECORD-NEXT:  calls_left: 3
// RECORD-LABEL: - name: alloc_zpage
// RECORD:       outcome: out_of_line
// RECORD-LABEL: - name: obj_free
// RECORD:       - caller: pool_free
// RECORD:         inlined: true
// RECORD:       outcome: inlined
// RECORD-NEXT:  final_size: 0
// RECORD-NEXT:  calls_left: 0
// RECORD-NEXT:  inlined_into:
// RECORD-NEXT:  - caller: pool_free
// RECORD-NEXT:    into: pool_free
// RECORD-LABEL: - name: encode_handle
// RECORD:       outcome: inlined
// RECORD:       inlined_into:
// RECORD-NEXT:  - caller: obj_malloc
// RECORD-NEXT:    into: obj_malloc
