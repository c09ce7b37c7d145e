// Bad input is one line naming the file and the problem, exit status 2,
// nothing on stdout: a missing or malformed compile database, a selected
// file it does not have, a command that cannot be split, a compile that
// fails (the compiler's first error line), a plugin that is not there, a
// compiler that cannot load it, a bad decision file. The database is
// strict JSON: a duplicate key or a value of the wrong type is an error at
// its entry, and a character beyond U+FFFF written as a surrogate pair is
// read as that character (here the compile then fails on that name).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'int f(void) { return 0 }\n' > bad.c
// RUN: printf '[{"directory": "%%s", "file": "bad.c", "arguments": ["%%s", "-O2", "-c", "bad.c"]}]' %t %clang > bad.json
// RUN: printf '[{"directory": "%%s", "file": "%%s/examples/pool/pool.c", "command": "gcc -O2 -c %%s/examples/pool/pool.c"}]' %t %top %top > gcc.json
// RUN: printf '[{"directory": "/", "file": "a.c", "command": "clang -DX=\\"a -c a.c"}]' > quote.json
// RUN: printf '[{"directory": "/", "file": "a.c",\n  "arguments": ["clang", "-c", "\\ud83d\\ude00.c"]}]' > surrogate.json
// RUN: printf '[{"directory": "/", "command": "clang -c a.c"}]' > nofile.json
// RUN: printf '[{"directory": "/", "file": "a.c", "file": "b.c", "command": "cc -c a.c"}]' > dup.json
// RUN: printf '[{"directory": "/", "file": "a.c", "command": "cc -c a.c"},\n  {"directory": "/", "file": 3, "command": "cc -c a.c"}]' > number.json
// RUN: printf '[{"directory": "/", "file": "a.c", "arguments": ["cc", 1]}]' > noargs.json
// RUN: printf ' \n' > empty.json
// RUN: printf '{"directory": "/"}' > notalist.json
// RUN: printf '[{"directory": "src", "file": "a.c", "command": "cc -c a.c"}]' > relative.json
// RUN: printf '[{"directory": "s\\trc", "file": "a\\tb.c", "command": "cc -c a.c"}]' > tab.json
// RUN: printf '[{"directory": "/", "file": "a.c", "command": "cc -c a.c"' > truncated.json
// RUN: printf -- '- function: f\n  action: maybe\n' > baddecisions.yaml
// RUN: for c in "-p missing.json" "-p truncated.json" "-p notalist.json" "-p nofile.json" "-p relative.json" "-p tab.json" "-p quote.json" "-p surrogate.json" "-p dup.json" "-p number.json" "-p noargs.json" "-p empty.json" "-p bad.json nosuch.c" "-p bad.json" "-p gcc.json --measure plugin" "-p gcc.json --cc %clang" "-p bad.json --measure sometimes" "-p bad.json --plugin %t/nope.so" "-p bad.json --decisions baddecisions.yaml"; do echo "== $c"; %inlint whatif --plugin %plugin $c 2>&1 || echo "exit $?"; done > out
// RUN: FileCheck --match-full-lines %s < out

// CHECK:      == -p missing.json
// CHECK-NEXT: inlint whatif: error: missing.json: {{.*}}No such file or directory{{.*}}
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p truncated.json
// CHECK-NEXT: inlint whatif: error: truncated.json:1:57: '}' expected near end of file
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p notalist.json
// CHECK-NEXT: inlint whatif: error: notalist.json:1:1: expected a JSON list of compiles
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p nofile.json
// CHECK-NEXT: inlint whatif: error: nofile.json:1:2: entry without 'file'
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p relative.json
// CHECK-NEXT: inlint whatif: error: relative.json:1: directory 'src' of a.c is not absolute
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p tab.json
// CHECK-NEXT: inlint whatif: error: tab.json:1: directory 's rc' of a b.c is not absolute
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p quote.json
// CHECK-NEXT: inlint whatif: error: quote.json:1: command of a.c: unterminated quote
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p surrogate.json
// CHECK-NEXT: inlint whatif: error: a.c: compile failed: clang: error: no such file or directory: '😀.c'
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p dup.json
// CHECK-NEXT: inlint whatif: error: dup.json:1:{{[0-9]+}}: duplicate object key near '"file"'
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p number.json
// CHECK-NEXT: inlint whatif: error: number.json:2:3: 'file' is not a string
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p noargs.json
// CHECK-NEXT: inlint whatif: error: noargs.json:1:2: 'arguments' item 2 is not a string
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p empty.json
// CHECK-NEXT: inlint whatif: error: empty.json: empty, expected a JSON list
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p bad.json nosuch.c
// CHECK-NEXT: inlint whatif: error: nosuch.c: not in bad.json
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p bad.json
// CHECK-NEXT: inlint whatif: error: bad.c: compile failed: bad.c:1:23: error: expected ';' after return statement
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p gcc.json --measure plugin
// CHECK-NEXT: inlint whatif: error: {{.*}}/examples/pool/pool.c: gcc cannot load the inlint plugin (an LLVM pass plugin); give a clang of LLVM 22 with --cc clang-22, or --measure objects
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p gcc.json --cc {{.*}}clang
// CHECK-NEXT: {{.*}}/examples/pool/pool.c: .text +0 bytes ({{[0-9]+}} → {{[0-9]+}}) (clang-{{[0-9]+}} x86_64)
// CHECK-NEXT: == -p bad.json --measure sometimes
// CHECK-NEXT: inlint whatif: error: --measure 'sometimes': not plugin, objects or auto
// CHECK:      exit 2
// CHECK-NEXT: == -p bad.json --plugin {{.*}}/nope.so
// CHECK-NEXT: inlint whatif: error: {{.*}}/nope.so: plugin not found (No such file or directory)
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p bad.json --decisions baddecisions.yaml
// CHECK-NEXT: inlint whatif: error: baddecisions.yaml:2:{{[0-9]+}}: {{.*}}maybe{{.*}}
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
