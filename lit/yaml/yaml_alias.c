// No inlint document uses YAML aliases, and expanding them is how a small
// file becomes a long read: the reproducer below, 189 KB of one anchored
// mapping referenced a thousand times, kept `lint --report` busy 53 s. Every
// reader refuses the first alias: one line naming file, line and column,
// exit status 2. An anchor alone is harmless and still reads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: timeout 20 %inlint lint %inputs/lint/lint_cold.patch --report %inputs/report_alias_bomb.yaml > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=REPORT %s < %t/err
// RUN: count 0 < %t/out
// RUN: printf 'schema: inlint/1\nsource_file: &src a.c\ntarget: *src\n' > %t/alias.inlint.yaml
// RUN: %inlint show %t/alias.inlint.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=RECORD %s < %t/err
// RUN: printf 'schema: inlint/1\nsource_file: &src a.c\n' > %t/anchor.inlint.yaml
// RUN: %inlint show %t/anchor.inlint.yaml | FileCheck --check-prefix=ANCHOR %s

// REPORT:     {{.*}}report_alias_bomb.yaml:7:13: an alias (*f): inlint reads no YAML aliases
// REPORT-NOT: {{.}}
// RECORD:     {{.*}}alias.inlint.yaml:3:9: an alias (*src): inlint reads no YAML aliases
// ANCHOR:     a.c: 0 functions, 0 recommendations
