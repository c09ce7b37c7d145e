// A plain compile renames nothing: a symbol that ends like ThinLTO's
// promotion (foo.llvm.42, an asm label) is its own name. The record keeps
// it, extern, apart from the real foo; merge counts three functions; a
// decision for "sq" does not reach "sq.llvm.7". Only an LTO backend or
// link drops such a suffix (lit/lto/lto_promoted_static_matched.c).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: sq\n  action: always_inline\n' > decisions.yaml
// RUN: env INLINT_OUT=%t/rec INLINT_APPLY=%t/decisions.yaml %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/dup.o
// RUN: find %t/rec -name "*.yaml" | xargs cat | FileCheck --check-prefix=RECORD %s
// RUN: %inlint merge %t/rec -o %t/report.yaml | FileCheck --check-prefix=MERGE %s

__attribute__((noinline)) int foo(int x) { return x * 3 + 1; }
__attribute__((noinline)) int foo2(int x) __asm__("foo.llvm.42");
__attribute__((noinline)) int foo2(int x) { return x * 5 + 2; }
__attribute__((noinline)) int sq(int x) __asm__("sq.llvm.7");
__attribute__((noinline)) int sq(int x) { return x * x; }
int use(int y) { return foo(y) + foo2(y) + sq(y); }

// RECORD:      - name: foo
// RECORD:        linkage: extern
// RECORD:      - name: foo.llvm.42
// RECORD:        linkage: extern
// RECORD:      - name: sq.llvm.7
// RECORD:        linkage: extern
// RECORD:      applied: []

// MERGE: 1 records, 4 functions, 0 recommendations, 4 extern functions: {{.*}}
