// An escaped NUL ("\u0000" in JSON, "\0" in YAML) would cut a string where
// it is used as C text: a compile command ran without its tail, a file name
// matched as its head. Every reader refuses a string holding one, with one
// line naming file, line and column, exit status 2, and runs nothing.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'int f(int x) { return x * 3; }\n' > small.c
// RUN: printf '[{"directory": "%%s", "file": "small.c", "command": "%%s -O2 -c small.c\\u0000 -DNOT_SEEN -o /elsewhere/x.o"}]\n' %t %clang > command.json
// RUN: printf '[{"directory": "%%s", "file": "small.c\\u0000x", "command": "%%s -O2 -c small.c"}]\n' %t %clang > file.json
// RUN: printf '[{"directory": "%%s", "file": "small.c", "command": "%%s -O2 -c small.c"}]\n' %t %clang > good.json
// RUN: printf 'schema: inlint/1\nsource_file: "a.c\\0.h"\n' > nul.inlint.yaml
// RUN: printf -- '- function: "f\\0"\n  action: noinline\n' > decisions.yaml
// RUN: for c in "-p command.json" "-p file.json small.c" "-p good.json --decisions decisions.yaml"; do echo "== $c"; %inlint whatif --plugin %plugin -j1 $c 2>&1 || echo "exit $?"; done > out
// RUN: %inlint show nul.inlint.yaml >> out 2>&1 || echo "exit $?" >> out
// RUN: FileCheck --match-full-lines %s < out

// CHECK:      == -p command.json
// CHECK-NEXT: inlint whatif: error: command.json:1:{{[0-9]+}}: a NUL character in a string: inlint reads no NUL characters
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p file.json small.c
// CHECK-NEXT: inlint whatif: error: file.json:1:{{[0-9]+}}: a NUL character in a string: inlint reads no NUL characters
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p good.json --decisions decisions.yaml
// CHECK-NEXT: inlint whatif: error: decisions.yaml:1:13: a NUL character in a string: inlint reads no NUL characters
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint show: error: nul.inlint.yaml:2:14: a NUL character in a string: inlint reads no NUL characters
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
