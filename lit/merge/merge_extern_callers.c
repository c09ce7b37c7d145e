// merge joins the records' external_calls with the other records'
// definitions: vm_page_of is defined in memory.c and called from rmap.c and
// migrate.c; the header helper pte_present is one function in two TUs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint merge %t/rec -o %t/report.yaml | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml

// SUMMARY: 3 records, 8 functions, 0 recommendations, 4 extern functions: {{.*}}report.yaml

// CHECK:      schema: inlint-report/1
// CHECK-NEXT: records: 3
// CHECK-LABEL: - name: pte_present
// CHECK-NEXT:   file: examples/mm_like/mm.h
// CHECK-NEXT:   line: 30
// CHECK-NEXT:   linkage: static
// CHECK-NEXT:   tu: examples/mm_like/memory.c
// CHECK-NEXT:   tus: 2
// CHECK:        callers: [vm_page_of, zap_one, rmap_walk]
// CHECK-LABEL: extern_functions:
// CHECK-NEXT: - name: vm_page_of
// CHECK-NEXT:   file: examples/mm_like/memory.c
// CHECK-NEXT:   line: 6
// CHECK-NEXT:   tu: examples/mm_like/memory.c
// CHECK-NEXT:   called_from: 2
// CHECK-NEXT:   calls: 2
// CHECK-NEXT:   callers:
// CHECK-NEXT:   - examples/mm_like/migrate.c
// CHECK-NEXT:   - examples/mm_like/rmap.c
// CHECK-NEXT:   message: 'vm_page_of: extern, called from 2 files; an `inline` keyword on its definition in examples/mm_like/memory.c only affects that file without LTO'
// CHECK-NEXT: - name: unmap_range
// CHECK:        called_from: 0
// CHECK:        message: 'unmap_range: extern, but no other file of the 3 records calls it: could it be static?'
