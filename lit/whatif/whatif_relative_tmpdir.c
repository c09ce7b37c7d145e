// A relative TMPDIR is taken against the directory inlint runs in: the
// compiles, which run in their entries' directories, still find their
// scratch directory, and it is removed at the end.
// RUN: rm -rf %t && mkdir -p %t/tree %t/here/tmpx && cd %t/here
// RUN: printf 'int f(int x) { return x * 3; }\n' > %t/tree/small.c
// RUN: printf '[{"directory": "%%s/tree", "file": "small.c", "command": "%%s -O2 -c small.c"}]' %t %clang > db.json
// RUN: env TMPDIR=tmpx %inlint whatif -p db.json -j1 --plugin %plugin | FileCheck %s
// RUN: env TMPDIR=tmpx %inlint audit -p db.json -j1 --plugin %plugin
// RUN: ls -A tmpx | count 0

// CHECK: small.c: .text +0 bytes ([[#]] → [[#]])
