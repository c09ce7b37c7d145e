// A candidates file that is not a decision list (a decision without an
// action) is a one-line error naming the file, line and column, exit 2, before
// anything is built or a state file is written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: obj_malloc\n  file: pool.c\n' > %t/bad.yaml
// RUN: %inlint tune --build 'touch %t/built' --bench 'echo 1' --metric wall --candidates %t/bad.yaml > %t/out 2>&1; echo "exit $?" >> %t/out
// RUN: FileCheck %s < %t/out
// RUN: test ! -e %t/built && test ! -e .inlint-tune.state

// CHECK:      inlint tune: error: {{.*}}bad.yaml:1:3: {{.*}}action
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
