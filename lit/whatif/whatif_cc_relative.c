// --cc with a slash names a program relative to where inlint runs, not to
// the entry's directory the compile runs in: the user's ./mycc runs, and a
// ./mycc in the build tree does not. A --cc path that is missing, not
// executable or a directory is a usage error of one line. A what-if
// compile may write only in its scratch directory: each mycc says it ran
// on an fd the test opens.
// RUN: rm -rf %t && mkdir -p %t/tree && cd %t
// RUN: printf 'int f(int x) { return x * 3; }\n' > tree/small.c
// RUN: printf '#!/bin/sh\necho user >&3\nexec %%s "$@"\n' %clang > mycc
// RUN: printf '#!/bin/sh\necho tree >&3\nexec %%s "$@"\n' %clang > tree/mycc
// RUN: chmod +x mycc tree/mycc && printf 'not run\n' > plain
// RUN: printf '[{"directory": "%%s/tree", "file": "small.c", "command": "clang -O2 -c small.c"}]' %t > db.json
// RUN: %inlint whatif -p db.json -j1 --plugin %plugin --cc ./mycc 3> ran | FileCheck --check-prefix=RAN %s
// RUN: grep -qx user ran && ! grep -q tree ran
// RUN: for c in ./nosuch ./plain tree/; do echo "== $c"; { %inlint whatif -p db.json --plugin %plugin --cc $c 2>&1 3>> ran || echo "exit $?"; } | sed -n '1p;$p'; done > err
// RUN: FileCheck --check-prefix=ERR --match-full-lines %s < err
// RUN: ! grep -q tree ran

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
