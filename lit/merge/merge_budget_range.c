// A budget past the largest, 10^18 bytes or 10,000% of the text, is a usage
// error naming the value and the limit: 1e19 bytes, 2^64 - 1 bytes and
// +1e300% used to become a limit of -2^63 bytes, which dropped every
// recommendation that costs anything. The largest budget keeps them all.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/max.yaml --budget 1e18 | FileCheck --check-prefix=MAX %s
// RUN: for b in 1e19 18446744073709551615 +1e300% +10001%; do { %inlint merge %t/rec -o %t/bad.yaml --budget $b 2>&1 || echo "exit $?"; } | sed -n '1p;$p'; done > %t/err
// RUN: FileCheck --match-full-lines %s < %t/err
// RUN: test ! -e %t/bad.yaml

// MAX: budget: 1000000000000000000 bytes ({{.*}}); kept [[#KEPT:]], dropped 0; predicted text delta +{{[1-9][0-9]*}} bytes {{.*}}

// CHECK:      inlint merge: error: bad --budget '1e19': more than 1000000000000000000 bytes, the largest budget; none keeps every recommendation
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint merge: error: bad --budget '18446744073709551615': more than 1000000000000000000 bytes, the largest budget; none keeps every recommendation
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint merge: error: bad --budget '+1e300%': more than 10000%, the largest budget; none keeps every recommendation
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint merge: error: bad --budget '+10001%': more than 10000%, the largest budget; none keeps every recommendation
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
