// REQUIRES: gcc
// Measured from objects, a body kept out of line takes its calls along:
// copy_step's calls of rcu_lock, rcu_unlock and report_fault leave its two
// callers for its new copy, and come back with it when it is inlined
// again. The objects name each call by the function that holds it, and
// GCC duplicates rcu_unlock's call in one inlined copy (three calls there,
// one in the copy), yet only copy_step's own calls flip: an extern
// function is never "now kept (was inlined)".
// RUN: rm -rf %t && mkdir -p %t/forced %t/plain
// RUN: cp %inputs/objlevel/iter_copy.c %inputs/kernel.h %t/forced/
// RUN: cp %inputs/kernel.h %t/plain/ && sed 's/^static __always_inline size_t copy_step(/static size_t copy_step(/' %inputs/objlevel/iter_copy.c > %t/plain/iter_copy.c
// RUN: printf -- '- {function: copy_step, action: none}\n' > %t/none.yaml
// RUN: printf -- '- {function: copy_step, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "iter_copy.c", "command": "gcc -O2 -c iter_copy.c -o iter_copy.o"}]\n' %t/forced > %t/forced.json
// RUN: printf '[{"directory": "%%s", "file": "iter_copy.c", "command": "gcc -O2 -c iter_copy.c -o iter_copy.o"}]\n' %t/plain > %t/plain.json
// RUN: cd %t/forced && %inlint whatif -p %t/forced.json --decisions %t/none.yaml > %t/out.none
// RUN: FileCheck --check-prefix=OUT %s < %t/out.none
// RUN: not grep -E 'rcu_|report_fault' %t/out.none
// RUN: cd %t/plain && %inlint whatif -p %t/plain.json --decisions %t/force.yaml > %t/out.force
// RUN: FileCheck --check-prefix=IN %s < %t/out.force
// RUN: not grep -E 'rcu_|report_fault' %t/out.force

// OUT-DAG: iter_copy.c: copy_from_iter: copy_step now kept (was inlined)
// OUT-DAG: iter_copy.c: copy_from_iter_atomic: copy_step now kept (was inlined)
// OUT-DAG: iter_copy.c: copy_step: +{{[0-9]+}} bytes (0 → {{[0-9]+}}), new copy
// OUT:     iter_copy.c: .text

// IN-DAG: iter_copy.c: copy_from_iter: copy_step now inlined (was kept)
// IN-DAG: iter_copy.c: copy_from_iter_atomic: copy_step now inlined (was kept)
// IN-DAG: iter_copy.c: copy_step: -{{[0-9]+}} bytes ({{[0-9]+}} → 0), copy gone
// IN:     iter_copy.c: .text
