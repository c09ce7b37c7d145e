// A budget past the largest, 10^18 bytes or 10,000% of the text, is a usage
// error naming the value and the limit, before anything runs: 2^64 - 1
// bytes or percent used to be cast from a double out of long long's range
// (undefined behaviour, which UBSan stops). Fractions and exponents read
// as merge reads them. The build compiles nothing ('touch pool.o'): the
// object is built without the plugin, so that no record of its own tells
// tune that no candidate applied in it.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o /dev/null
// RUN: cd %top/examples/pool && %clang -O2 -g -c pool.c -o %t/pool.o
// RUN: cd %t && printf '#!/bin/sh\necho "score: 5"\n' > bench.sh && chmod +x bench.sh
// RUN: for b in 18446744073709551615 +18446744073709551615%% 5MB; do { %inlint tune --build true --bench ./bench.sh --metric 'stdout:score: (.*)' --candidates rec/pool.c.inlint.yaml --runs 1 -o dec.yaml --objects pool.o --budget $b 2>&1 || echo "exit $?"; } | sed -n '1p;$p'; done > err
// RUN: FileCheck --match-full-lines %s < err
// RUN: test ! -e dec.yaml && test ! -e .inlint-tune.state
// RUN: %inlint tune --build 'touch pool.o' --bench ./bench.sh --metric 'stdout:score: (.*)' --candidates rec/pool.c.inlint.yaml --runs 1 -o dec.yaml --objects pool.o --budget +0.5%% > table 2> progress
// RUN: FileCheck --check-prefix=FRACTION %s < table

// CHECK:      inlint tune: error: bad --budget '18446744073709551615': more than 1000000000000000000 bytes, the largest budget
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint tune: error: bad --budget '+18446744073709551615%': more than 10000%, the largest budget
// CHECK-NEXT: exit 2
// CHECK-NEXT: inlint tune: error: bad --budget '5MB': not +PCT% or BYTES
// CHECK-NEXT: exit 2
// CHECK-EMPTY:

// FRACTION: final (0 decisions) {{.*}}
