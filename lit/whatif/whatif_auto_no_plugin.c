// REQUIRES: gcc
// An inlint with no plugin beside it (the CLI alone installed) measures a
// GCC build: --measure auto takes GCC's TUs from objects, which load no
// plugin. A clang TU under auto would load it: that TU is refused with
// the file, the compiler and what to give, and whatif exits 1.
// RUN: rm -rf %t && mkdir -p %t/bin %t/tree && cp %inlint %t/bin/inlint
// RUN: cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: slow_alloc, action: noinline}\n' > %t/noinline.yaml
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -c slab_lite.c -o slab_lite.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "%%s -O2 -c slab_lite.c -o slab_lite.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && env -u INLINT_PLUGIN %t/bin/inlint whatif -p %t/gcc.json --decisions %t/noinline.yaml | FileCheck --check-prefix=GCC %s
// RUN: cd %t/tree && env -u INLINT_PLUGIN not %t/bin/inlint whatif -p %t/clang.json --decisions %t/noinline.yaml 2> %t/clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t/clang.err

// GCC: slab_lite.c: pool_alloc: slow_alloc now kept (was inlined)
// GCC: slab_lite.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)

// CLANG: inlint whatif: error: {{.*}}slab_lite.c: {{.*}}clang compiles it, measured with the plugin, and libinlint.so was not found beside inlint; give --plugin PATH or set INLINT_PLUGIN
// CLANG-NOT: error
