// `none` on a forced-inline-bloat entry saves bytes, and the budget counts
// them: crc_update's __always_inline body is copied into five entry points;
// without the attribute LLVM keeps one body and calls it. The predicted
// delta (one body, less the five copies, from the object's bytes) is within
// 10% of the change a rebuild with the report applied measures.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/forced_bloat.c -o %t/forced_bloat.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --objects %t | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml
// RUN: cd %top && env INLINT_APPLY=%t/report.yaml %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/forced_bloat.c -o %t/applied.o
// RUN: %inlint bloat %t/forced_bloat.o %t/applied.o > %t/bloat.txt
// RUN: sed -n 's/^  predicted_delta_bytes: //p' %t/report.yaml > %t/predicted
// RUN: sed -n 's/^add\/remove: .* (\(.*\))$/\1/p' %t/bloat.txt > %t/measured
// RUN: env -u LD_PRELOAD %python -c "import sys; p, m = (int(open(f).read()) for f in sys.argv[1:]); print(p, m); sys.exit(not (m < 0 and abs(p - m) <= 0.1 * -m))" %t/predicted %t/measured | FileCheck --check-prefix=WITHIN %s

// SUMMARY: kept 1, dropped 0; predicted text delta -{{[0-9]+}} bytes
// CHECK:      - function: crc_update
// CHECK:        action: none
// CHECK-NEXT:   reason: forced-inline-bloat
// CHECK:        cost_bytes: -{{[0-9]+}}
// WITHIN:     {{^-[0-9]+ -[0-9]+$}}
