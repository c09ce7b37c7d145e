// In a header: always_inline replaces an existing inline keyword rather than
// adding a second one; a redundant __always_inline becomes inline (a static
// function in a header needs it); noinline removes the inline it conflicts
// with and re-aligns the parameter line. The patched header compiles.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/ring.h %inputs/kernel.h %t/src/
// RUN: %inlint source-patch %inputs/ring_decisions.yaml --src %t/src > %t/patch.diff
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff
// RUN: printf '#include "ring.h"\nunsigned int f(struct ring *r) { ring_resize(r, 3, 0); return ring_next(r, ring_count(r)); }\n' > %t/src/use.c
// RUN: %clang -O2 -Wall -Werror -c %t/src/use.c -o %t/use.o

// CHECK:{{^}}-static inline unsigned int ring_next(const struct ring *r, unsigned int i)
// CHECK-NEXT:{{^}}+static __always_inline unsigned int ring_next(const struct ring *r,
// CHECK-NEXT:{{^}}+					      unsigned int i)
// CHECK:{{^}}-static __always_inline unsigned int ring_count(const struct ring *r)
// CHECK-NEXT:{{^}}+static inline unsigned int ring_count(const struct ring *r)
// CHECK:{{^}}-static inline void ring_resize(struct ring *r, unsigned int order,
// CHECK-NEXT:{{^}}-			       unsigned long fill)
// CHECK-NEXT:{{^}}+static noinline void ring_resize(struct ring *r, unsigned int order,
// CHECK-NEXT:{{^}}+				 unsigned long fill)
