// SARIF fixes: a redundant annotation's result carries the edit that
// deletes it (the word and the blank after it). Applied to the patched
// source as a code-scanning UI would, each fix leaves the definition
// without its annotation, and the file still compiles. A word at a line's
// end takes the blank before it; a word inside __attribute__((...)), which
// may hold other attributes, gets no fix.
// RUN: rm -rf %t && mkdir -p %t/src/examples/mm_like
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: cp %top/examples/mm_like/memory.c %top/examples/mm_like/mm.h %t/src/examples/mm_like/
// RUN: cd %t/src && patch -s -p1 < %inputs/lint/lint_mm_force.patch
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format sarif > %t/out.sarif; test $? -eq 1
// RUN: env -u LD_PRELOAD %python %inputs/sarif_fixes.py %t/out.sarif %t/src | FileCheck --match-full-lines %s
// RUN: %clang -fsyntax-only -Wall -Werror %t/src/examples/mm_like/memory.c
// RUN: not grep -n __always_inline %t/src/examples/mm_like/memory.c
//
// RUN: mkdir -p %t/end && cp %inputs/zap.c %t/end/zap.c && cd %t/end && git init -q && git add zap.c
// RUN: cd %t/end && env INLINT_OUT=%t/endrec %clang -O2 -g -fpass-plugin=%plugin -c zap.c -o zap.o
// RUN: cd %t/end && sed -i 's/^static unsigned long zap_one/static __always_inline\nunsigned long zap_one/' zap.c && git diff > %t/end.patch
// RUN: cd %t/end && %inlint lint %t/end.patch --records %t/endrec --format sarif > %t/end.sarif; test $? -eq 1
// RUN: env -u LD_PRELOAD %python %inputs/sarif_fixes.py %t/end.sarif %t/end | FileCheck --check-prefix=END --match-full-lines %s
// RUN: cd %t/end && git checkout -q zap.c && sed -i 's/^static unsigned long zap_one/static __attribute__((always_inline)) unsigned long zap_one/' zap.c && git diff > %t/attr.patch
// RUN: cd %t/end && %inlint lint %t/attr.patch --records %t/endrec --format sarif > %t/attr.sarif; test $? -eq 1
// RUN: env -u LD_PRELOAD %python -c 'import json,sys; r = json.load(open(sys.argv[1]))["runs"][0]["results"]; print(len(r), r[0]["ruleId"], "fixes" in r[0])' %t/attr.sarif | FileCheck --check-prefix=ATTR %s

// CHECK:      examples/mm_like/memory.c:17: delete 8-24 "__always_inline " -> static unsigned long zap_one(struct vma *vma,
// CHECK-NEXT: examples/mm_like/memory.c:31: delete 8-24 "__always_inline " -> static unsigned long zap_table(struct vma *vma,
// CHECK-NOT:  {{.}}

// END:      zap.c:3: delete 7-23 " __always_inline" -> static
// END-NOT:  {{.}}

// ATTR: 1 inlint-redundant False
