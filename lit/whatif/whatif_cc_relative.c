// --cc with a slash names a program relative to where inlint runs, not to
// the entry's directory the compile runs in: the user's ./mycc runs, and a
// ./mycc in the build tree does not. A --cc path that is missing, not
// executable or a directory is a usage error of one line.
// RUN: rm -rf %t && mkdir -p %t/tree && cd %t
// RUN: printf 'int f(int x) { return x * 3; }\n' > tree/small.c
// RUN: printf '#!/bin/sh\ntouch %%s/user_ran\nexec %%s "$@"\n' %t %clang > mycc
// RUN: printf '#!/bin/sh\ntouch %%s/tree_ran\nexec %%s "$@"\n' %t %clang > tree/mycc
// RUN: chmod +x mycc tree/mycc && printf 'not run\n' > plain
// RUN: printf '[{"directory": "%%s/tree", "file": "small.c", "command": "clang -O2 -c small.c"}]' %t > db.json
// RUN: %inlint whatif -p db.json -j1 --plugin %plugin --cc ./mycc | FileCheck --check-prefix=RAN %s
// RUN: test -e user_ran && test ! -e tree_ran
// RUN: for c in ./nosuch ./plain tree/; do echo "== $c"; { %inlint whatif -p db.json --plugin %plugin --cc $c 2>&1 || echo "exit $?"; } | sed -n '1p;$p'; done > err
// RUN: FileCheck --check-prefix=ERR --match-full-lines %s < err
// RUN: test ! -e tree_ran

// RAN: small.c: .text +0 bytes ([[#]] → [[#]])

// ERR:      == ./nosuch
// ERR-NEXT: inlint whatif: error: --cc './nosuch': No such file or directory
// ERR-NEXT: exit 2
// ERR-NEXT: == ./plain
// ERR-NEXT: inlint whatif: error: --cc './plain': Permission denied
// ERR-NEXT: exit 2
// ERR-NEXT: == tree/
// ERR-NEXT: inlint whatif: error: --cc 'tree/': not a regular file
// ERR-NEXT: exit 2
// ERR-EMPTY:
