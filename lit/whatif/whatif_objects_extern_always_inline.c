// REQUIRES: gcc
// Measured from objects, always_inline on an extern function is the
// source edit a kernel developer's __always_inline makes: declared inline,
// which GCC wants ("'always_inline' function might not be inlinable", an
// error under the kernel's -Werror), and gnu_inline, so that the external
// definition stays, which C99's rules for an inline definition would drop
// (the callers of other files would lose pool_free).
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: pool_free, action: always_inline}\n- {function: pool_alloc, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -Wall -Werror -c slab_lite.c -o slab_lite.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/force.yaml > %t/out
// RUN: FileCheck %s < %t/out

// CHECK-NOT:  gone
// CHECK:      slab_lite.c: .text {{[+-]?[0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}}) (x86_64, gcc {{[0-9]+}}, measured from objects
// CHECK-NOT:  gone
