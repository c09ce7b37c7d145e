// REQUIRES: landlock
// An option that writes a file where the rewrite does not know to redirect
// it (-gen-cdb-fragment-path DIR: a compilation database fragment in DIR)
// is stopped by Landlock: a what-if compile may write only in its scratch
// directory. whatif and audit fail with one line naming the TU and quoting
// clang's error, which names the path, and the tree is unchanged. Without
// inlint, the option writes into the tree.
// RUN: rm -rf %t && mkdir -p %t/src/out %t/tmp %t/plain && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/src/
// RUN: cd %t/src && %clang -O2 -c pool.c -o %t/direct.o -gen-cdb-fragment-path %t/plain
// RUN: ls %t/plain | count 1
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "%%s -O2 -c pool.c -o pool.o -gen-cdb-fragment-path out"}]\n' %t/src %clang > %t/compile_commands.json
// RUN: cd %t/src && find . | sort > %t/before
// RUN: env TMPDIR=%t/tmp not %inlint whatif -p %t/compile_commands.json --plugin %plugin > %t/out 2> %t/err
// RUN: env TMPDIR=%t/tmp not %inlint audit -p %t/compile_commands.json --plugin %plugin >> %t/out 2>> %t/err
// RUN: cd %t/src && find . | sort > %t/after
// RUN: diff %t/before %t/after
// RUN: count 0 < %t/out
// RUN: ls -A %t/tmp | count 0
// RUN: FileCheck %s < %t/err

// CHECK:      inlint whatif: error: pool.c: compile failed: clang: error: compilation database '{{.*}}/src/out/pool.c.%%%%.json' could not be opened: Permission denied (what-if compiles may write only in their scratch directory)
// CHECK-NEXT: inlint audit: error: pool.c: compile failed: clang: error: compilation database '{{.*}}/src/out/pool.c.%%%%.json' could not be opened: Permission denied (what-if compiles may write only in their scratch directory)
// CHECK-EMPTY:
