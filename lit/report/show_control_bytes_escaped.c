// A source file whose name holds an ANSI colour sequence and a tab: show
// prints the name from the record with C escapes, on the recommendation
// line and the summary line, so nothing from the build reaches the
// terminal as a control byte.
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp %inputs/zs_slow.c "$(printf 'zs_slow\033[31m\tx.c')"
// RUN: cd %t && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c "$(printf 'zs_slow\033[31m\tx.c')" -o %t/zs.o
// RUN: %inlint show %t/rec/* > %t/out
// RUN: FileCheck %s < %t/out
// RUN: LC_ALL=C tr -d '\040-\176\n\200-\377' < %t/out | count 0

// CHECK:      {{^}}zs_slow\033[31m\tx.c:18: noinline: alloc_page_slow: {{.+}} (confidence 0.80) [inlint-cold-slow-path]{{$}}
// CHECK-NEXT: {{^}}zs_slow\033[31m\tx.c: 1 recommendation rests on the static estimate: run `inlint tune` or give a profile{{$}}
// CHECK-NEXT: {{^}}zs_slow\033[31m\tx.c: 2 functions, 1 recommendation (clang-{{[0-9]+}} x86_64){{$}}
// CHECK-NOT:  {{.}}
