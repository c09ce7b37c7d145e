// REQUIRES: gcc
// Measured from objects, GCC's clones and split parts count with their
// function: ring_fill's .constprop.0 clone and its .constprop.0.cold part
// are one copy, whose bytes are their sum in nm; a call of the clone is a
// call of ring_fill; and forced inline, the callers grow .cold parts that
// count with them, as a sed rebuild's nm shows.
// RUN: rm -rf %t && mkdir -p %t/tree %t/force && cp %inputs/objlevel/clones.c %inputs/kernel.h %t/tree/
// RUN: cp %inputs/kernel.h %t/force/ && sed 's/^static noinline int ring_fill(/static __always_inline int ring_fill(/' %t/tree/clones.c > %t/force/clones.c
// RUN: printf -- '- {function: ring_fill, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "clones.c", "command": "gcc -O2 -c clones.c -o clones.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && gcc -O2 -c clones.c -o %t/old.o
// RUN: cd %t/force && gcc -O2 -c clones.c -o %t/new.o
// RUN: nm -t d -S %t/old.o | awk '$4 ~ /^ring_fill\./ { n++; s += $2 } END { print "old ring_fill:", n, "symbols,", s }' > %t/out
// RUN: nm -t d -S %t/new.o | awk '$4 ~ /^ring_push_many/ { n++; s += $2 } END { print "new ring_push_many:", n, "symbols,", s }' >> %t/out
// RUN: %inlint whatif -p %t/db.json --decisions %t/force.yaml >> %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      old ring_fill: 2 symbols, [[#FILL:]]
// CHECK-NEXT: new ring_push_many: 2 symbols, [[#MANY:]]
// CHECK:      clones.c: ring_push: ring_fill now inlined (was kept)
// CHECK:      clones.c: ring_push_many: ring_fill now inlined (was kept), 2 calls
// CHECK:      clones.c: ring_push_many: +{{[0-9]+}} bytes ({{[0-9]+}} → [[#MANY]])
// CHECK:      clones.c: ring_fill: -[[#FILL]] bytes ([[#FILL]] → 0), copy gone
// CHECK-NEXT: clones.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
