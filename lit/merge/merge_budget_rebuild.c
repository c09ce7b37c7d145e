// The budget's predicted text delta is checked against the compiler: the
// kept set (the report's recommendations, a decision file as they stand)
// applied to a rebuild with INLINT_APPLY, and the two objects compared with
// inlint bloat. The prediction (copies of obj_malloc's measured body at its
// kept calls, less the body) is within 10% of the measured change.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --objects %t --budget 1000 | FileCheck --check-prefix=SUMMARY %s
// RUN: cd %top && env INLINT_APPLY=%t/report.yaml %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/applied.o
// RUN: %inlint bloat %t/pool.o %t/applied.o > %t/bloat.txt
// RUN: FileCheck --check-prefix=BLOAT %s < %t/bloat.txt
// RUN: sed -n 's/^  predicted_delta_bytes: //p' %t/report.yaml > %t/predicted
// RUN: sed -n 's/^add\/remove: .* (\(.*\))$/\1/p' %t/bloat.txt > %t/measured
// RUN: env -u LD_PRELOAD %python -c "import sys; p, m = (int(open(f).read()) for f in sys.argv[1:]); print(p, m); sys.exit(not (m > 0 and abs(p - m) <= 0.1 * m))" %t/predicted %t/measured | FileCheck --check-prefix=WITHIN %s

// SUMMARY: budget: 1000 bytes ({{.*}} from objects); kept {{[0-9]+}}, dropped 0; predicted text delta +{{[0-9]+}} bytes
// BLOAT:   obj_malloc {{.*}} -
// WITHIN:  {{^[0-9]+ [0-9]+$}}
