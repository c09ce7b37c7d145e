// YAML nested deeper than 16 levels (inlint's documents have at most 5) is
// refused at its 17th level by every reader, before libyaml, whose work per
// event grows with the depth, spends seconds on it: `show` took 9 s on
// 40,000 levels and 39 s on 100,000. One line naming file, line and column,
// exit status 2, well within the timeout. The inputs are the reproducers'
// bytes: a record with a key whose value opens N lists and closes them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import sys; sys.stdout.write('schema: inlint/1\nfoo: ' + '[' * 40000 + ']' * 40000 + '\n')" > %t/deep40k.yaml
// RUN: %python -c "import sys; sys.stdout.write('schema: inlint/1\nfoo: ' + '[' * 100000 + ']' * 100000 + '\n')" > %t/deep100k.yaml
// RUN: timeout 20 %inlint show %t/deep40k.yaml > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=RECORD40 %s < %t/err
// RUN: count 0 < %t/out
// RUN: timeout 20 %inlint show %t/deep100k.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=RECORD100 %s < %t/err
// A report is composed as a whole document from the same checked events.
// RUN: %python -c "import sys; sys.stdout.write('schema: inlint-report/1\nrecords: 1\nfunctions: ' + '[' * 40000 + ']' * 40000 + '\n')" > %t/report.yaml
// RUN: timeout 20 %inlint lint %inputs/lint/lint_cold.patch --report %t/report.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=REPORT %s < %t/err
// 16 levels, the limit itself, still read (the top mapping is the first).
// RUN: %python -c "import sys; sys.stdout.write('schema: inlint/1\nfoo: ' + '[' * 15 + ']' * 15 + '\n')" > %t/deep16.yaml
// RUN: %inlint show %t/deep16.yaml | FileCheck --check-prefix=LIMIT %s

// RECORD40:      {{.*}}deep40k.yaml:2:21: nested deeper than 16 levels, inlint's limit for a YAML document
// RECORD40-NOT:  {{.}}
// RECORD100:     {{.*}}deep100k.yaml:2:21: nested deeper than 16 levels, inlint's limit for a YAML document
// REPORT:        {{.*}}report.yaml:3:27: nested deeper than 16 levels, inlint's limit for a YAML document
// LIMIT:         deep16.yaml: 0 functions, 0 recommendations
