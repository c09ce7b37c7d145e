// Decisions given as -mllvm -inlint-decisions= are read like a decision
// file: a malformed list applies nothing, the compile succeeds silently
// with the same code, and the record names the option and the problem.
// Beside INLINT_APPLY, the command line's decisions apply (they are what
// ccache hashed), and the record says the file was not read.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: %clang -O2 -g -c examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-decisions=always_inline:obj_malloc,bogus:obj_malloc -c examples/pool/pool.c -o %t/bad.o 2>&1 | count 0
// RUN: llvm-objcopy -O binary --only-section=.text %t/plain.o %t/plain.text
// RUN: llvm-objcopy -O binary --only-section=.text %t/bad.o %t/bad.text
// RUN: cmp %t/plain.text %t/bad.text
// RUN: FileCheck --check-prefix=BAD %s < %t/rec/examples/pool/pool.c.inlint.yaml
// RUN: env INLINT_VERBOSE=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-decisions=noinline:obj%%zz -c examples/pool/pool.c -o %t/bad.o 2>&1 | FileCheck --check-prefix=VERBOSE %s
// RUN: env INLINT_APPLY=%inputs/noinline_obj_malloc.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-decisions=always_inline:obj_malloc -c examples/pool/pool.c -o %t/both.o
// RUN: llvm-nm %t/both.o | FileCheck --check-prefix=NM %s
// RUN: FileCheck --check-prefix=BOTH %s < %t/rec/examples/pool/pool.c.inlint.yaml

// BAD:      problems:
// BAD-NEXT: - "-inlint-decisions: decision 2: unknown action 'bogus'; no decision applied"
// BAD:      decisions_file: "-inlint-decisions"
// BAD-NEXT: applied: []
// VERBOSE: inlint: -inlint-decisions: decision 1: '%' without two hex digits; no decision applied
// VERBOSE-NOT: inlint:

// NM-NOT: obj_malloc
// BOTH:      problems:
// BOTH-NEXT: - '{{.*}}noinline_obj_malloc.yaml: not read: the decisions of -inlint-decisions on the command line apply'
// BOTH-NEXT: functions:
// BOTH:      decisions_file: "-inlint-decisions"
// BOTH-NEXT: applied:
// BOTH-NEXT: - function: obj_malloc
// BOTH-NEXT:   file: examples/pool/pool.c
// BOTH-NEXT:   action: always_inline
// BOTH-NEXT:   status: applied
