// A remark whose Cost is beyond an int (clang writes ints) is refused with
// one line naming the file, the call and the value, exit status 2, and
// nothing on stdout. Before, the "misses by" arithmetic overflowed.
// RUN: not %inlint why --all %inputs/why/cost_overflow.opt.yaml > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
// RUN: %inlint why --all %inputs/why/cost_overflow.opt.yaml 2> /dev/null; test $? -eq 2

// CHECK:      inlint why: error: {{.*}}cost_overflow.opt.yaml: the remark on the call of f in g at a.c:5: Cost '-9223372036854775808' is out of range (clang writes an int)
// CHECK-NOT:  {{.}}
