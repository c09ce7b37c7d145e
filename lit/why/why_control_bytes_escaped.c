// A source file whose name holds an ANSI colour sequence and a tab: why
// prints the name from the records with C escapes, so nothing from the
// build reaches the terminal as a control byte.
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp %inputs/zap.c "$(printf 'zap\033[31m\tx.c')"
// RUN: cd %t && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -fsave-optimization-record -foptimization-record-file=%t/zap.opt.yaml -c "$(printf 'zap\033[31m\tx.c')" -o %t/zap.o
// RUN: %inlint why %t/zap.opt.yaml --records %t/rec --all > %t/out
// RUN: FileCheck %s < %t/out
// RUN: LC_ALL=C tr -d '\040-\176\n' < %t/out | count 0

// CHECK:      {{^}}zap\033[31m\tx.c:16: zap_one in zap_range: inlined: {{.+}}
// CHECK-NOT:  {{.}}
