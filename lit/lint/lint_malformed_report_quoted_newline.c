// A report whose bad value holds a newline and an escape sequence still
// fails in one line: the error quotes the value with those bytes as spaces,
// so nothing from the file starts a new line or drives the terminal.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: sed '0,/action: always_inline/s//action: "always\\ninline\\e[2J"/' %t/report.yaml > %t/bad.yaml
// RUN: %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/bad.yaml > %t/bad.out 2> %t/bad.err; test $? -eq 2
// RUN: FileCheck %s < %t/bad.err
// RUN: test $(wc -l < %t/bad.err) -eq 1

// CHECK: inlint lint: error: {{.*}}bad.yaml:{{[0-9]+}}:{{[0-9]+}}: unknown action 'always inline [2J'{{$}}
