// --format yaml: the numbers of the text output, one mapping per table;
// an added symbol has no "old", a removed one no "new". The shape is in
// docs/BLOAT.md.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_clones.c -o %t/old.o
// RUN: %clang --target=x86_64-linux-gnu -O2 -DNEW -c %inputs/bloat_clones.c -o %t/new.o
// RUN: cd %t && %inlint bloat --format yaml old.o new.o | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cd %t && %inlint bloat --format=yaml -c old.o new.o | FileCheck --check-prefix=KIND %s

// CHECK:schema: inlint-bloat/1
// CHECK-NEXT:old: old.o
// CHECK-NEXT:new: new.o
// CHECK-NEXT:tables:
// CHECK-NEXT:- title: Function
// CHECK-NEXT:  add: 1
// CHECK-NEXT:  remove: 1
// CHECK-NEXT:  grow: 2
// CHECK-NEXT:  shrink: 0
// CHECK-NEXT:  up: 61
// CHECK-NEXT:  down: -10
// CHECK-NEXT:  net: 51
// CHECK-NEXT:  changes:
// CHECK-NEXT:  - name: zone_compact
// CHECK-NEXT:    new: 46
// CHECK-NEXT:    delta: 46
// CHECK-NEXT:  - name: page_index.isra
// CHECK-NEXT:    old: 8
// CHECK-NEXT:    new: 16
// CHECK-NEXT:    delta: 8
// CHECK-NEXT:  - name: zap_page.constprop
// CHECK-NEXT:    old: 25
// CHECK-NEXT:    new: 32
// CHECK-NEXT:    delta: 7
// CHECK-NEXT:  - name: zone_shrink
// CHECK-NEXT:    old: 10
// CHECK-NEXT:    delta: -10
// CHECK-NEXT:  total:
// CHECK-NEXT:    before: 119
// CHECK-NEXT:    after: 170
// CHECK-NEXT:    change_percent: 42.86
// CHECK-EMPTY:

// KIND:      tables:
// KIND-NEXT: - title: Function
// KIND:      - title: Data
// KIND:        changes: []
// KIND:      - title: RO Data
// KIND:        changes: []
// KIND-NEXT:   total:
// KIND-NEXT:     before: 0
// KIND-NEXT:     after: 0
// KIND-NEXT:     change_percent: 0.00
