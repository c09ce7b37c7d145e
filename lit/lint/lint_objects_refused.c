// REQUIRES: gcc
// lint -p of a patch making a configuration's constant stub noinline, on a
// GCC database: GCC drops the code the stub's false makes dead in its
// caller only once the stub is inlined, and that code calls an error
// function, so the variant is refused, not compiled. lint says it did not
// measure it and why, a warning; never "redundant".
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/never_inline.c %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "never_inline.c", "command": "gcc -O2 -Wall -Werror -c never_inline.c -o never_inline.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint lint %inputs/objlevel/stub_noinline.patch -p %t/db.json > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// CHECK:      never_inline.c:37:23: warning: has_quota: `__attribute__((__noinline__))` is unknown: not measured: the compile would fail: it returns a constant, and GCC drops the code that constant makes dead in its callers only once it is inlined{{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-unknown]
// CHECK-NEXT: never_inline.c:37: note: has_quota: removed `inline` is unknown: {{.*}} [inlint-unknown]
// CHECK-NOT:  {{.}}
