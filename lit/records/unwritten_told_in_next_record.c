// A record the plugin refuses to write is not lost silently: without
// INLINT_VERBOSE the compile prints nothing, and the next record written to
// the same directory, by any compile of the build, says so once.
// RUN: rm -rf %t && mkdir -p %t/src/mm %t/src/lib %t/out %t/elsewhere && cp %s %t/src/mm/memory.c && cp %s %t/src/lib/memory.c
// RUN: ln -s %t/elsewhere %t/out/mm
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o mm.o 2>&1 | count 0
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c lib/memory.c -o lib.o 2>&1 | count 0
// RUN: FileCheck -DT=%t %s < %t/out/lib/memory.c.inlint.yaml
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c lib/memory.c -o lib.o
// RUN: FileCheck --check-prefix=ONCE %s < %t/out/lib/memory.c.inlint.yaml
// RUN: find %t/elsewhere %t/out -name '.*' | count 0

int zap_page(int x) { return x + 1; }

// CHECK:      problems:
// CHECK-NEXT: - 'record of mm/memory.c not written: [[T]]/out/mm/memory.c.inlint.yaml: [[T]]/out/mm is a symbolic link below the output directory: not followed'
// CHECK-NEXT: functions:
// ONCE: problems: []
