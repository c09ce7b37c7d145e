// Bad input is one line on stderr and exit status 2, with nothing on
// stdout: no -p, a database that does not exist, a selected file that is
// not in it, a compile that fails.
// RUN: rm -rf %t && mkdir -p %t && printf 'int f( {\n' > %t/b.c
// RUN: printf '[{"directory":"%%s","file":"b.c","command":"%%s -O2 -c b.c -o b.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: not %inlint audit > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=NOP %s < %t/err
// RUN: not %inlint audit -p %t/nope.json > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=NODB %s < %t/err
// RUN: cd %t && not %inlint audit -p . other.c > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=NOTIN %s < %t/err
// RUN: cd %t && not %inlint audit -p compile_commands.json > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --check-prefix=FAILS %s < %t/err
// The status is 2 each time, not 1 (which means redundant annotations).
// RUN: cd %t && %inlint audit -p . other.c 2>/dev/null || echo "exit $?" | FileCheck --check-prefix=STATUS %s

// NOP:   inlint audit: error: -p compile_commands.json is required
// NODB:  inlint audit: error: {{.*}}nope.json: cannot open (No such file or directory)
// NOTIN: inlint audit: error: other.c: not in ./compile_commands.json
// FAILS: inlint audit: error: b.c: compile failed: b.c:1:8: error: expected parameter declarator
// STATUS: exit 2
