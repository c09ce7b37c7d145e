// A decision file nested 40,000 levels deep (the reproducer's bytes) used
// to stall the compile for 50 s inside libyaml. It is refused at its 17th
// level: nothing applied, one problem in the record, the compile quick and
// silent.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import sys; sys.stdout.write('schema: inlint/1\nfoo: ' + '[' * 40000 + ']' * 40000 + '\n')" > %t/deep.yaml
// RUN: env INLINT_APPLY=%t/deep.yaml INLINT_OUT=%t/rec timeout 20 %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o 2>&1 | count 0
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK:      problems:
// CHECK-NEXT: - '{{.*}}deep.yaml:2:21: nested deeper than 16 levels, inlint''s limit for a YAML document; no decision applied'
// CHECK:      applied: []
