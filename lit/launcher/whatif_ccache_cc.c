// REQUIRES: ccache
// A compile database whose command runs through ccache, as Meson writes
// it, and as the kernel's does with CC="ccache clang": whatif gives the
// answer it gives without the cache (CCACHE_DISABLE=1), confined by
// Landlock or checked without it, and leaves the tree as it was. --cc
// replaces the compiler after ccache and leaves no old compiler behind as
// an input; a compiler that cannot load the plugin (gcc with --measure
// plugin, clang-14) is one line whose advice, --cc clang-22, then works;
// by default gcc is measured from its objects, through ccache too.
// Before, the variant was a
// cache hit without a record ("does the compiler load libinlint.so?"), and
// --cc clang-22 ran "clang-22 clang-22 -O2 ...".
// RUN: rm -rf %t && mkdir -p %t/src && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/src/
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "ccache %%s -O2 -g -c pool.c -o pool.o"}]\n' %t/src clang-22 > %t/db.json
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "ccache %%s -O2 -g -c pool.c -o pool.o"}]\n' %t/src gcc > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "ccache %%s -O2 -g -c pool.c -o pool.o"}]\n' %t/src clang-14 > %t/clang14.json
// RUN: ls -A %t/src > %t/before
// RUN: cd %t && %inlint whatif -p db.json -j1 --plugin %plugin --decisions %inputs/force_obj_malloc.yaml | tail -1 > runs
// RUN: %inlint whatif -p db.json -j1 --plugin %plugin --cc clang-22 --decisions %inputs/force_obj_malloc.yaml | tail -1 >> runs
// RUN: env INLINT_NO_LANDLOCK=1 %inlint whatif -p db.json -j1 --plugin %plugin --decisions %inputs/force_obj_malloc.yaml | tail -1 >> runs
// RUN: env CCACHE_DISABLE=1 %inlint whatif -p db.json -j1 --plugin %plugin --decisions %inputs/force_obj_malloc.yaml | tail -1 >> runs
// RUN: FileCheck --match-full-lines %s < runs
// RUN: not %inlint whatif -p gcc.json --plugin %plugin --measure plugin 2> gcc.err
// RUN: %inlint whatif -p gcc.json --decisions %inputs/force_obj_malloc.yaml | FileCheck --check-prefix=GCC %s
// RUN: %inlint whatif -p gcc.json --plugin %plugin --cc clang-22 | FileCheck --check-prefix=ZERO %s
// RUN: not %inlint whatif -p clang14.json --plugin %plugin 2> clang14.err
// RUN: %inlint whatif -p clang14.json --plugin %plugin --cc clang-22 | FileCheck --check-prefix=ZERO %s
// RUN: FileCheck --check-prefix=ADVICE %s < gcc.err
// RUN: FileCheck --check-prefix=ADVICE %s < clang14.err
// RUN: ls -A %t/src > %t/after
// RUN: diff %t/before %t/after

// CHECK:      pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-NEXT: pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-NEXT: pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-NEXT: pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-EMPTY:

// ZERO: pool.c: .text +0 bytes (1972 → 1972) (clang-{{[0-9]+}} x86_64)
// ADVICE: inlint whatif: error: pool.c: {{gcc|clang-14}} cannot load the inlint plugin ({{.*}}); give a clang of LLVM 22 with --cc clang-22, or --measure objects
// GCC: pool.c: .text {{[+-][0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}}) (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
