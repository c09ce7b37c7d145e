// A metric that strtod reads as infinity (1e400, -1e400) is refused like a
// "nan": one line naming the bench command and the value, exit 2, no table
// of -nan ratios and no decisions written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: for v in 1e400 -1e400 nan; do { %inlint tune --build true --bench "echo 'score: $v'" --metric 'stdout:score: (.*)' --candidates %inputs/tune_candidates.yaml --runs 1 -o %t/dec.yaml --restart 2>&1 >> %t/out || echo "exit $?"; } | grep -v ': step \|candidates in\|: check: '; done > %t/err
// RUN: FileCheck --match-full-lines %s < %t/err
// RUN: count 0 < %t/out
// RUN: test ! -e %t/dec.yaml

// CHECK:      inlint tune: error: bench command 'echo 'score: 1e400'': metric 1e400 is out of range (not a finite number)
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint tune: error: bench command 'echo 'score: -1e400'': metric -1e400 is out of range (not a finite number)
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint tune: error: bench command 'echo 'score: nan'': no number in the match of 'score: (.*)'
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
