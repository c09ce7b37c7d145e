// merge reads the records objects carry: a build directory of objects made
// with -inlint-no-record-file gives the report its record files would, and
// a directory holding both a compile's record file and its object counts
// that record once (the same bytes). The summaries differ only in the
// objects line, which names the objects each record set points to.
// RUN: rm -rf %t && mkdir -p %t/build %t/both
// RUN: cd %top/lit && for f in buddy slab; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/merge_dedup/$f.c -o %t/both/$f.o || exit 1; done
// RUN: cd %top/lit && for f in buddy slab; do %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-no-record-file -c Inputs/merge_dedup/$f.c -o %t/build/$f.o || exit 1; done
// RUN: cd %top/lit && %clang -O2 -c Inputs/merge_dedup/buddy.c -o %t/build/plain.o
// RUN: cp -r %t/rec %t/both/records
// RUN: mkdir %t/files %t/objects %t/mixed
// RUN: cd %t/files && %inlint merge ../rec -o report.yaml > out
// RUN: cd %t/objects && %inlint merge ../build -o report.yaml > out
// RUN: cd %t/mixed && %inlint merge ../both -o report.yaml > out
// RUN: FileCheck %s < %t/objects/out
// RUN: cd %t && for d in files objects mixed; do grep -v '^objects: read 2 of 2 ' $d/out > $d/summary || exit 1; done
// RUN: cd %t && diff files/summary objects/summary && diff files/summary mixed/summary
// RUN: cd %t && diff files/report.yaml objects/report.yaml && diff files/report.yaml mixed/report.yaml
// RUN: rm -rf %t/empty && mkdir -p %t/empty && cp %t/build/plain.o %t/empty/
// RUN: not %inlint merge %t/empty -o %t/none.yaml 2>&1 | FileCheck --check-prefix=NONE %s

// CHECK: 2 records, 3 functions, 1 recommendations, 2 extern functions
// NONE: inlint merge: error: no records: the objects found carry no .inlint section (built without the plugin?)
