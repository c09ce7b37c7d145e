// Without Landlock (INLINT_NO_LANDLOCK=1 forces that), each what-if compile
// is checked instead: the directories it could write into (its working
// directory, those its arguments name and the ones they lie in) are listed
// before and after it. An option that writes where the rewrite does not
// know to redirect it (-gen-cdb-fragment-path DIR) makes whatif fail with
// one line naming the TU and the file that appeared; the check finds the
// file, it cannot keep it from being written.
// RUN: rm -rf %t && mkdir -p %t/src/out %t/tmp && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/src/
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "%%s -O2 -c pool.c -o pool.o -gen-cdb-fragment-path out"}]\n' %t/src %clang > %t/compile_commands.json
// RUN: env TMPDIR=%t/tmp INLINT_NO_LANDLOCK=1 not %inlint whatif -p %t/compile_commands.json --plugin %plugin > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: ls -A %t/tmp | count 0
// RUN: FileCheck %s < %t/err
// A compile that writes nothing outside scratch passes the check.
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "command": "%%s -O2 -c pool.c -o pool.o -save-stats -MD"}]\n' %t/src %clang > %t/compile_commands.json
// RUN: env TMPDIR=%t/tmp INLINT_NO_LANDLOCK=1 %inlint whatif -p %t/compile_commands.json --plugin %plugin | FileCheck --check-prefix=CLEAN %s

// CHECK:      inlint whatif: error: pool.c: the compile wrote outside its scratch directory: {{.*}}/src/out/pool.c.{{[0-9a-f]+}}.json appeared (an option inlint does not redirect; without Landlock this is found only afterwards)
// CHECK-EMPTY:
// CLEAN: pool.c: .text +0 bytes ([[#]] → [[#]])
