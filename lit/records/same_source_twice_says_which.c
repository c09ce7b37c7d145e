// A source compiled twice with different flags into one INLINT_OUT (the
// kernel builds a few files twice, e.g. for the EFI stub) has one record:
// the last compile's, and its object key says which compile that was.
// RUN: rm -rf %t && mkdir -p %t/src/lib && cp %s %t/src/lib/ctype.c
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c lib/ctype.c -o lib/ctype.o
// RUN: FileCheck --check-prefix=FIRST %s < %t/out/lib/ctype.c.inlint.yaml
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fPIE -fpass-plugin=%plugin -c lib/ctype.c -o lib/stub-ctype.o
// RUN: FileCheck --check-prefix=SECOND %s < %t/out/lib/ctype.c.inlint.yaml
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c lib/ctype.c --output=lib/ctype.o
// RUN: FileCheck --check-prefix=FIRST %s < %t/out/lib/ctype.c.inlint.yaml

int to_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

// FIRST:      producer: inlint {{.*}}
// FIRST-NEXT: object: lib/ctype.o
// SECOND:      producer: inlint {{.*}}
// SECOND-NEXT: object: lib/stub-ctype.o
