// REQUIRES: gcc
// Measured from objects, noinline on a kernel `static inline` helper is
// the edit a kernel patch makes, `static noinline`: the kernel's inline is
// gnu_inline, and GCC fails noinline beside it under -Werror ("ignoring
// attribute 'noinline' because it conflicts with attribute 'gnu_inline'";
// Linux 6.12's lib/xarray.c), also when a macro spells the inline
// (noinline_for_kasan in lib/maple_tree.c). Both helpers are then kept out
// of line.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/gnu_inline.c %t/tree/
// RUN: printf -- '- {function: lock_type, action: noinline}\n- {function: lock_bits, action: noinline}\n' > %t/noinline.yaml
// RUN: printf '[{"directory": "%%s", "file": "gnu_inline.c", "command": "gcc -O2 -Wall -Werror -c gnu_inline.c -o gnu_inline.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/noinline.yaml | FileCheck %s

// CHECK-DAG: gnu_inline.c: lock_all: lock_type now kept (was inlined), 2 calls
// CHECK-DAG: gnu_inline.c: lock_all: lock_bits now kept (was inlined), 2 calls
// CHECK-DAG: gnu_inline.c: lock_type: +{{[0-9]+}} bytes (0 → {{[0-9]+}}), new copy
// CHECK-DAG: gnu_inline.c: lock_bits: +{{[0-9]+}} bytes (0 → {{[0-9]+}}), new copy
