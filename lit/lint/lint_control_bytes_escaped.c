// A patch whose file names hold control bytes (a tab, ^A, and an ANSI
// colour sequence): lint prints them as C escapes, so nothing from the
// patch reaches the terminal as a control byte (here in the line that says
// no record covers the file).
// RUN: %inlint lint %inputs/lint/ctrl_path.patch --records %S > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s < %t.out
// RUN: LC_ALL=C tr -d '\040-\176\n' < %t.out | count 0

// CHECK:      {{^}}inlint lint: error: we\ird\001"q"\033[31m.c: no record covers this file: was it built with the plugin?{{$}}
// CHECK-NOT:  {{.}}
