// The widest gap two ints allow, cost INT_MAX against threshold INT_MIN,
// misses by exactly 2^32: the arithmetic does not wrap.
// RUN: %inlint why --all %inputs/why/cost_int_extremes.opt.yaml 2> /dev/null | FileCheck %s

// CHECK:      a.c:5: f in g: not inlined: cost 2147483647 vs threshold -2147483648 (misses by 4294967296)
// CHECK-NOT:  {{.}}
