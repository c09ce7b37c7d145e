// Two different files spelt the same from different directories
// (d1/util.c and d2/util.c, each compiled as ../util.c), or spelt like the
// escape (__/z.c against ../z.c), keep one record each: a path that climbs
// out of the working directory is named by its absolute path under __/.
// Plain relative paths keep their layout.
// RUN: rm -rf %t && mkdir -p %t/d1/x %t/d2/y %t/w/__ %t/w/sub
// RUN: sed 's/util_b/util_a/' %s > %t/d1/util.c && cp %s %t/d2/util.c
// RUN: sed 's/util_b/esc_z/' %s > %t/w/__/z.c && sed 's/util_b/up_z/' %s > %t/w/z.c
// RUN: cd %t/d1/x && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c ../util.c -o a.o
// RUN: cd %t/d2/y && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c ../util.c -o b.o
// RUN: cd %t/w && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c __/z.c -o e.o
// RUN: cd %t/w/sub && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c ../z.c -o u.o
// RUN: cd %t/w && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c sub/../z.c -o p.o
// RUN: cd %t/out && find . -type f | sort | FileCheck --check-prefix=LS -DT=%t %s
// RUN: grep -h -- '- name:' %t/out/__%t/d1/util.c.inlint.yaml %t/out/__%t/d2/util.c.inlint.yaml %t/out/__%t/w/__/z.c.inlint.yaml %t/out/__%t/w/z.c.inlint.yaml %t/out/z.c.inlint.yaml | FileCheck --check-prefix=NAMES %s

int util_b(int x) { return x * 2; }

// LS:      ./__[[T]]/d1/util.c.inlint.yaml
// LS-NEXT: ./__[[T]]/d2/util.c.inlint.yaml
// LS-NEXT: ./__[[T]]/w/__/z.c.inlint.yaml
// LS-NEXT: ./__[[T]]/w/z.c.inlint.yaml
// LS-NEXT: ./z.c.inlint.yaml
// LS-EMPTY:
// NAMES:      - name: util_a
// NAMES-NEXT: - name: util_b
// NAMES-NEXT: - name: esc_z
// NAMES-NEXT: - name: up_z
// NAMES-NEXT: - name: up_z
