// git quotes a file name with special bytes in C style, non-ASCII bytes in
// octal ("a/we\"ird \303\244.c"). lint unquotes it, so the annotation is
// judged against that file's record: redundant, exit status 1. Before, the
// quoted text was taken as the name, and matched no record.
// RUN: rm -rf %t && mkdir -p %t/src && cd %t/src && git init -q
// RUN: cp %inputs/zap.c %t/src/'we"ird ä.c'
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c 'we"ird ä.c' -o %t/zap.o
// RUN: cd %t/src && git add . && sed -i 's/^static unsigned long zap_one/static __always_inline unsigned long zap_one/' 'we"ird ä.c'
// RUN: cd %t/src && git -c core.quotePath=true diff > %t/quoted.patch
// RUN: FileCheck --check-prefix=PATCH %s < %t/quoted.patch
// RUN: %inlint lint %t/quoted.patch --records %t/rec > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// PATCH:      --- "a/we\"ird \303\244.c"
// PATCH-NEXT: +++ "b/we\"ird \303\244.c"

// CHECK:      we"ird ä.c:3:[[#]]: warning: zap_one: `__always_inline` is redundant: already inlined into its only caller zap_range (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// CHECK-NOT:  {{.}}
