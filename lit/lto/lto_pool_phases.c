// examples/pool built with -flto=thin and with -flto, the plugin in the
// compile (-fpass-plugin) and in ld.lld (-Wl,--load-pass-plugin), all into
// one INLINT_OUT: each phase writes its own records, none overwrites
// another, each says its phase, and no name carries a link's suffix.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t/thin %t/full && cd %top
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/thin/pool.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c examples/pool/main.c -o %t/thin/main.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/thin/pool.o %t/thin/main.o -o %t/thin/pool
// RUN: cd %t/rec && find . -type f | sort | FileCheck --check-prefix=THIN-FILES %s
// RUN: FileCheck --check-prefix=THIN-PRELINK %s < %t/rec/examples/pool/pool.c.inlint.yaml
// RUN: FileCheck --check-prefix=THIN-BACKEND %s < %t/rec/examples/pool/main.c.inlint.thinlto-backend.yaml
// RUN: %inlint merge %t/rec -o %t/thin.yaml | FileCheck --check-prefix=THIN-MERGE %s
// RUN: FileCheck --check-prefix=THIN-REPORT %s < %t/thin.yaml
//
// Full LTO: one module for the whole program, its record named after the
// link's output.
// RUN: cd %top && env INLINT_OUT=%t/recf %clang -O2 -g -flto -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/full/pool.o
// RUN: env INLINT_OUT=%t/recf %clang -O2 -g -flto -fpass-plugin=%plugin -c examples/pool/main.c -o %t/full/main.o
// RUN: cd %t/full && env INLINT_OUT=%t/recf %clang -O2 -flto -fuse-ld=lld -Wl,--load-pass-plugin=%plugin pool.o main.o -o pool
// RUN: cd %t/recf && find . -type f | sort | FileCheck --check-prefix=FULL-FILES %s
// RUN: FileCheck --check-prefix=FULL-PRELINK %s < %t/recf/examples/pool/main.c.inlint.yaml
// RUN: FileCheck --check-prefix=FULL %s < %t/recf/pool.inlint.fulllto.yaml
// RUN: %inlint merge %t/recf -o %t/full.yaml | FileCheck --check-prefix=FULL-MERGE %s
// RUN: FileCheck --check-prefix=FULL-REPORT %s < %t/full.yaml
//
// Both programs still run as the plain build does.
// RUN: cd %top && %clang -O2 examples/pool/pool.c examples/pool/main.c -o %t/plain
// RUN: %t/plain > %t/plain.out && %t/thin/pool > %t/thin.out && %t/full/pool > %t/full.out
// RUN: cmp %t/plain.out %t/thin.out && cmp %t/plain.out %t/full.out

// THIN-FILES:      ./examples/pool/main.c.inlint.thinlto-backend.yaml
// THIN-FILES-NEXT: ./examples/pool/main.c.inlint.yaml
// THIN-FILES-NEXT: ./examples/pool/pool.c.inlint.thinlto-backend.yaml
// THIN-FILES-NEXT: ./examples/pool/pool.c.inlint.yaml
// THIN-FILES-EMPTY:

// THIN-PRELINK:     source_file: examples/pool/pool.c
// THIN-PRELINK:     phase: thinlto-prelink
// THIN-PRELINK:     problems: []

// The backend of main.c imported pool.c's functions and inlined some.
// THIN-BACKEND:     source_file: examples/pool/main.c
// THIN-BACKEND:     phase: thinlto-backend
// THIN-BACKEND:     problems: []
// THIN-BACKEND-NOT: .llvm.
// THIN-BACKEND:     - name: pool_create
// THIN-BACKEND-NEXT:  file: examples/pool/pool.c
// THIN-BACKEND:       linkage: available_externally
// THIN-BACKEND:       outcome: inlined
// THIN-BACKEND:       inlined_into:
// THIN-BACKEND-NEXT:  - caller: main
// THIN-BACKEND-NOT: .llvm.

// THIN-MERGE: 4 records (2 of the link), {{.*}}

// THIN-REPORT-NOT:   .llvm.
// THIN-REPORT-LABEL: - name: pool_create
// THIN-REPORT:         linkage: extern
// THIN-REPORT:         tu: examples/pool/pool.c
// THIN-REPORT:         inlined_into: [main]
// THIN-REPORT-NEXT:    inlined_at_link: [main]
// THIN-REPORT-NOT:   .llvm.

// FULL-FILES:      ./examples/pool/main.c.inlint.yaml
// FULL-FILES-NEXT: ./examples/pool/pool.c.inlint.yaml
// FULL-FILES-NEXT: ./pool.inlint.fulllto.yaml
// FULL-FILES-EMPTY:

// FULL-PRELINK: phase: fulllto-prelink

// FULL:      source_file: pool
// FULL:      object: pool
// FULL-NEXT: phase: fulllto
// FULL:      problems: []
// FULL:      - name: pool_create
// FULL-NEXT:   file: {{(/.*/)?}}examples/pool/pool.c
// FULL:        outcome: inlined
// FULL:        inlined_into:
// FULL-NEXT:   - caller: main

// FULL-MERGE: 3 records (1 of the link), {{.*}}

// FULL-REPORT-LABEL: - name: pool_create
// FULL-REPORT:         linkage: extern
// FULL-REPORT:         tu: examples/pool/pool.c
// FULL-REPORT:         outcome: inlined
// FULL-REPORT:         inlined_into: [main]
// FULL-REPORT-NEXT:    inlined_at_link: [main]
