// A patch whose file names hold control bytes (a tab, ^A, and an ANSI
// colour sequence): lint prints them as C escapes, so nothing from the
// patch reaches the terminal as a control byte.
// RUN: %inlint lint %inputs/lint/ctrl_path.patch --records %S > %t.out
// RUN: FileCheck %s < %t.out
// RUN: LC_ALL=C tr -d '\040-\176\n' < %t.out | count 0

// CHECK:      {{^}}we\ird\001"q"\033[31m.c:1: note: zap_one: not in any record: was its file built with the plugin?{{$}}
// CHECK-NOT:  {{.}}
