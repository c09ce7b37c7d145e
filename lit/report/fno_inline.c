// A file built with -fno-inline (or -fno-inline-functions): clang marks
// every function but the __always_inline ones noinline, and LLVM inlines
// only those. As at -O0, the record says so (inliner: inlining: forced),
// keeps no noinline that the source may not hold, and gives no advice: the
// __always_inline that -O2 calls redundant is the only inlining there is.
// -finline-hint-functions keeps the inliner from what is not declared
// inline; a later -finline-functions undoes either, and a later -finline
// undoes -fno-inline, as clang's driver reads them. The build is named so.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/forced %clang -O2 -g -fno-inline -fpass-plugin=%plugin -I%inputs -c %inputs/fno_inline_stat.c -o %t/forced.o
// RUN: find %t/forced -name '*.yaml' | xargs cat | FileCheck %s
// RUN: %inlint show %t/forced --all 2>&1 | FileCheck %s --check-prefix=SHOW
// RUN: env INLINT_OUT=%t/hinted %clang -O2 -g -finline-hint-functions -fpass-plugin=%plugin -I%inputs -c %inputs/fno_inline_stat.c -o %t/hinted.o
// RUN: find %t/hinted -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=HINTED
// RUN: env INLINT_OUT=%t/undone %clang -O2 -g -fno-inline-functions -finline-functions -fpass-plugin=%plugin -I%inputs -c %inputs/fno_inline_stat.c -o %t/undone.o
// RUN: find %t/undone -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=NORMAL
// RUN: env INLINT_OUT=%t/undone2 %clang -O2 -g -fno-inline -finline -fpass-plugin=%plugin -I%inputs -c %inputs/fno_inline_stat.c -o %t/undone2.o
// RUN: find %t/undone2 -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=NORMAL
// RUN: %inlint show %t/undone --all 2>&1 | FileCheck %s --check-prefix=NORMAL-SHOW

// CHECK-LABEL: inliner:
// CHECK:         inlining: forced
// CHECK-LABEL: - name: zone_page_add
// CHECK:         attributes: []
// CHECK-NEXT:    annotation: none
// CHECK:         outcome: out_of_line
// CHECK-LABEL: - name: stat_idx
// CHECK:         attributes: [always_inline]
// CHECK:         outcome: inlined
// CHECK-LABEL: - name: zone_stat_overflow
// CHECK:         attributes: []
// CHECK-NEXT:    annotation: none
// CHECK:       recommendations: []
// CHECK-NOT:   information:

// SHOW:      fno_inline_stat.c: 5 functions, 0 recommendations (clang-22 x86_64 -fno-inline)
// SHOW-NOT:  {{.}}

// HINTED:       inlining: hinted
// HINTED-LABEL: - name: zone_stat_overflow
// HINTED:         attributes: []
// HINTED:       recommendations: []

// NORMAL-NOT:   inlining:
// NORMAL-LABEL: - name: zone_stat_overflow
// NORMAL:         attributes: [noinline]
// NORMAL-NEXT:    annotation: noinline

// NORMAL-SHOW: fno_inline_stat.c:11: none: stat_idx: __always_inline is redundant
// NORMAL-SHOW: fno_inline_stat.c: 5 functions, 1 recommendation (clang-22 x86_64)
