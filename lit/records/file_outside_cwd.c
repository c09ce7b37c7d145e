// A source outside the directory it is compiled in keeps its whole path in
// the record. Clang's debug info splits /T/src/ring.c compiled in /T/build
// into directory /T and name src/ring.c; the record says /T/src/ring.c,
// which opens from anywhere, not src/ring.c, which opens from nowhere. A
// source named relative to the compile's directory stays as named.
// RUN: rm -rf %t && mkdir -p %t/src %t/build && cp %s %t/src/ring.c
// RUN: cd %t/build && env INLINT_OUT=%t/abs %clang -O2 -g -fpass-plugin=%plugin -c %t/src/ring.c -o ring.o
// RUN: find %t/abs -name '*.yaml' | xargs cat | FileCheck -DSRC=%t/src %s
// RUN: cd %t/src && env INLINT_OUT=%t/rel %clang -O2 -g -fpass-plugin=%plugin -c ring.c -o ring.o
// RUN: find %t/rel -name '*.yaml' | xargs cat | FileCheck --check-prefix=REL %s

// CHECK:      - name: ring_next
// CHECK-NEXT:   file: [[SRC]]/ring.c{{$}}
// REL:        - name: ring_next
// REL-NEXT:     file: ring.c{{$}}

unsigned long ring_next(unsigned long head, unsigned long size)
{
	return head + 1 == size ? 0 : head + 1;
}
