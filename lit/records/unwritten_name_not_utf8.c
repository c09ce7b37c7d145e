// A source whose name is not UTF-8 gets no record (a record is UTF-8),
// and the line that says so is written escaped, as the CLI prints names:
// raw, it made the next record of the directory unwritable too, and that
// one's line the next, so one odd name cost the whole build its records.
// RUN: rm -rf %t && mkdir -p %t/src %t/out
// RUN: env -u LD_PRELOAD %python -c "import shutil; shutil.copy('%s', b'%t/src/odd\xff.c')"
// RUN: cp %s %t/src/memory.c
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c odd*.c 2>&1 | count 0
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c memory.c
// RUN: FileCheck %s < %t/out/memory.c.inlint.yaml
// RUN: cd %t/src && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c memory.c
// RUN: FileCheck --check-prefix=ONCE %s < %t/out/memory.c.inlint.yaml

int zap_page(int x) { return x + 1; }

// CHECK:      problems:
// CHECK-NEXT: - 'record of odd\377.c not written: a string is not valid UTF-8'
// CHECK-NEXT: functions:
// ONCE: problems: []
