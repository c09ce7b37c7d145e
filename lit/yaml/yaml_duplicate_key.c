// A key given twice in one mapping is refused by every reader, naming
// where it came first: YAML forbids it, and reading the last value hid the
// mistake (a decision with two actions applied the second in silence).
// One line naming file, line and column, exit status 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: obj_malloc\n  action: noinline\n  action: always_inline\n' > %t/decisions.yaml
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --decisions %t/decisions.yaml > /dev/null 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=DECISION %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: printf 'schema: inlint/1\nsource_file: a.c\nsource_file: b.c\n' > %t/twice.inlint.yaml
// RUN: %inlint show %t/twice.inlint.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=RECORD %s < %t/err
// RUN: printf 'schema: inlint-report/1\nrecords: 1\nfunctions:\n- name: f\n  size: 3\n  size: 4\n' > %t/twice-report.yaml
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %t/twice-report.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=REPORT %s < %t/err

// DECISION: {{.*}}decisions.yaml:3:3: duplicate key 'action' (first at 2:3)
// RECORD:   {{.*}}twice.inlint.yaml:3:1: duplicate key 'source_file' (first at 2:1)
// REPORT:   {{.*}}twice-report.yaml:6:3: duplicate key 'size' (first at 5:3)
