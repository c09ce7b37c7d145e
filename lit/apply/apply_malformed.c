// A malformed decision file applies nothing (a half-applied file is worse
// than none): the compile succeeds silently with the same code, the record
// names file, line and problem, and INLINT_VERBOSE=1 prints that one line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_APPLY=%inputs/truncated.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/truncated.o 2>&1 | count 0
// RUN: llvm-objcopy -O binary --only-section=.text %t/plain.o %t/plain.text
// RUN: llvm-objcopy -O binary --only-section=.text %t/truncated.o %t/truncated.text
// RUN: cmp %t/plain.text %t/truncated.text
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=TRUNCATED %s
// RUN: env INLINT_APPLY=%inputs/truncated.yaml INLINT_VERBOSE=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/truncated.o 2>&1 | FileCheck --check-prefix=VERBOSE %s
// RUN: rm -rf %t/rec && env INLINT_APPLY=%inputs/no_action.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/noaction.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=NOACTION %s
// RUN: rm -rf %t/rec && env INLINT_APPLY=%t/missing.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/missing.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=MISSING %s

// TRUNCATED:      problems:
// TRUNCATED-NEXT: - '{{.*}}truncated.yaml:[[#]]:[[#]]: {{.*}}; no decision applied'
// TRUNCATED:      applied: []
// VERBOSE: inlint: {{.*}}truncated.yaml:[[#]]:[[#]]: {{.*}}; no decision applied
// VERBOSE-NOT: inlint:
// NOACTION: - '{{.*}}no_action.yaml:3:3: decision for ''alloc_zpage'' without an action; no decision applied'
// NOACTION: applied: []
// MISSING: - '{{.*}}missing.yaml: cannot open (No such file or directory); no decision applied'
