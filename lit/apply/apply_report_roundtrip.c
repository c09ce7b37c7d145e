// The whole loop: a report from one build, used unchanged as the decision
// file of a second build, changes exactly the advised functions (obj_malloc
// forced in, mix's noinline dropped, the redundant __always_inline dropped
// with no change in code), never sees the required one (information, not a
// recommendation, so not a decision), keeps the
// program's output, and the second record says what took effect.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/first %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/first.o
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/first/pool.c.inlint.yaml INLINT_VERIFY=1 INLINT_OUT=%t/second %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/second.o
// RUN: llvm-nm %t/first.o | awk '$2 ~ /^[tT]$/ {print $3}' | sort > %t/first.syms
// RUN: llvm-nm %t/second.o | awk '$2 ~ /^[tT]$/ {print $3}' | sort > %t/second.syms
// RUN: comm -3 %t/first.syms %t/second.syms | FileCheck --check-prefix=SYMS %s
// RUN: %clang -O2 %t/first.o %top/examples/pool/main.c -o %t/first.exe
// RUN: %clang -O2 %t/second.o %top/examples/pool/main.c -o %t/second.exe
// RUN: %t/first.exe 20000 > %t/first.out
// RUN: %t/second.exe 20000 > %t/second.out
// RUN: cmp %t/first.out %t/second.out
// RUN: FileCheck --check-prefix=RECORD %s < %t/second/pool.c.inlint.yaml
// RUN: %inlint show %t/second/pool.c.inlint.yaml | FileCheck --check-prefix=SHOW %s

// Exactly two functions lost their out-of-line copy; none gained one.
// SYMS:      {{^}}mix{{$}}
// SYMS-NEXT: {{^}}obj_malloc{{$}}
// SYMS-EMPTY:

// RECORD:      problems: []
// RECORD-LABEL: applied:
// RECORD-NEXT: - function: size_to_class
// RECORD:        action: none
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: removed alwaysinline
// RECORD-NEXT:   effect: inlined
// RECORD-NEXT:   took_effect: true
// RECORD-NEXT: - function: obj_malloc
// RECORD:        action: always_inline
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: added alwaysinline
// RECORD-NEXT:   effect: inlined
// RECORD-NEXT:   took_effect: true
// RECORD-NEXT: - function: alloc_zpage
// RECORD:        action: noinline
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: added noinline
// RECORD-NEXT:   effect: out_of_line
// RECORD-NEXT:   took_effect: true
// RECORD-NEXT: - function: mix
// RECORD:        action: none
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: removed noinline
// RECORD-NEXT:   effect: inlined
// RECORD-NOT:  function: read_generation
// RECORD:      external_calls:

// SHOW: pool.c: decision always_inline obj_malloc: applied (added alwaysinline); now inlined, took effect
// SHOW-NOT: decision none read_generation
