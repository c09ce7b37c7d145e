// A remark whose Cost is not a number is refused with one line naming the
// file, the call and the value, and exit status 2. Before, 'abc' was read
// as cost 0.
// RUN: not %inlint why --all %inputs/why/cost_not_a_number.opt.yaml > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
// RUN: %inlint why --all %inputs/why/cost_not_a_number.opt.yaml 2> /dev/null; test $? -eq 2

// CHECK:      inlint why: error: {{.*}}cost_not_a_number.opt.yaml: the remark on the call of f in g at a.c:5: Cost 'abc' is not an integer
// CHECK-NOT:  {{.}}
