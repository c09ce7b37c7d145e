// Below INLINT_OUT, inlint names every directory itself and follows no
// symlink there: whoever plants out/mm -> elsewhere does not decide where
// the record of mm/memory.c goes. The compile succeeds and prints nothing;
// INLINT_VERBOSE=1 says why in one line. The line waits at the top of out
// for the next record written there (unwritten_told_in_next_record.c).
// RUN: rm -rf %t && mkdir -p %t/src/mm %t/out %t/elsewhere && cp %s %t/src/mm/memory.c
// RUN: ln -s %t/elsewhere %t/out/mm
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2>&1 | count 0
// RUN: cd %t/src && env INLINT_OUT=%t/out INLINT_VERBOSE=1 %clang -O2 -g -fpass-plugin=%plugin -c mm/memory.c -o %t/mm.o 2> %t/err
// RUN: FileCheck --check-prefix=VERBOSE -DT=%t %s < %t/err
// RUN: count 1 < %t/err
// RUN: test -f %t/mm.o
// RUN: find %t/elsewhere %t/out | sort | FileCheck --check-prefix=LS -DT=%t %s

int zap_page(int x) { return x + 1; }

// VERBOSE: inlint: [[T]]/out/mm/memory.c.inlint.yaml: [[T]]/out/mm is a symbolic link below the output directory: not followed
// LS:      [[T]]/elsewhere
// LS-NEXT: [[T]]/out
// LS-NEXT: [[T]]/out/.inlint-unwritten.{{[0-9a-f]+$}}
// LS-NEXT: [[T]]/out/mm
// LS-EMPTY:
