// lint -p with a compile database that is not one, or that is missing:
// one line naming the file, exit 2, nothing on stdout. -p does not go with
// --records, and -j without -p is a usage error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '{"directory": "/"}\n' > %t/compile_commands.json
// RUN: %inlint lint %inputs/lint/exact/always_inline.patch -p %t/compile_commands.json > %t/out 2> %t/err; test $? -eq 2
// RUN: not %inlint lint %inputs/lint/exact/always_inline.patch -p %t/missing.json >> %t/out 2>> %t/err
// RUN: not %inlint lint %inputs/lint/exact/always_inline.patch -p %t/compile_commands.json --records %t >> %t/out 2>> %t/err
// RUN: not %inlint lint %inputs/lint/exact/always_inline.patch -j 2 >> %t/out 2>> %t/err
// RUN: test ! -s %t/out
// RUN: FileCheck %s < %t/err

// CHECK:      inlint lint: error: {{.*}}/compile_commands.json:1:1: expected a JSON list of compiles
// CHECK-NEXT: inlint lint: error: {{.*}}missing.json: {{.+}}
// CHECK-NEXT: inlint lint: error: -p measures in the compiles: no --records, --report or --remarks with it
// CHECK:      inlint lint: error: -j, --plugin and --cc go with -p
