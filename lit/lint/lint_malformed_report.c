// A report that is not one, or is cut short, stops lint before it judges
// anything: one line naming the report, line and column, exit status 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml > /dev/null
// RUN: sed -n '1,/^  score:/p' %t/report.yaml > %t/cut.yaml && printf '\nfunctions: [unclosed, {a: \n' >> %t/cut.yaml
// RUN: %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/cut.yaml > %t/cut.out 2> %t/cut.err; test $? -eq 2
// RUN: FileCheck --check-prefix=CUT %s < %t/cut.err
// RUN: test $(wc -l < %t/cut.err) -eq 1
// RUN: test ! -s %t/cut.out
// RUN: printf 'schema: inlint/1\nfunctions: []\n' > %t/record.yaml
// RUN: %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/record.yaml 2> %t/record.err; test $? -eq 2
// RUN: FileCheck --check-prefix=RECORD %s < %t/record.err
// RUN: %inlint lint %inputs/lint/lint_attribute_always_inline.patch --report %t/none.yaml 2> %t/none.err; test $? -eq 2
// RUN: FileCheck --check-prefix=NONE %s < %t/none.err

// CUT:    inlint lint: error: {{.*}}cut.yaml:{{[0-9]+}}:1: did not find expected node content while parsing a flow node
// RECORD: inlint lint: error: {{.*}}record.yaml:1:1: not an inlint-report/1 report
// NONE:   inlint lint: error: {{.*}}none.yaml: cannot open (No such file or directory)
