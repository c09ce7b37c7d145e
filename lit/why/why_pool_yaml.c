// inlint why on the YAML remarks of the pool example, joined to its record:
// one line per call site that was not inlined, in record order, with clang's
// cost and threshold (obj_malloc's three calls), the cold-site threshold and
// the lost single-caller bonus (alloc_zpage), and the never-inline reasons.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o -fsave-optimization-record -foptimization-record-file=%t/pool.opt.yaml
// RUN: %inlint why %t/pool.opt.yaml --records %t/rec > %t/out 2> %t/err
// RUN: FileCheck --match-full-lines %s < %t/out
// A directory of remark files reads the same: its *.opt.yaml is found.
// RUN: %inlint why %t --records %t/rec > %t/out-dir 2> /dev/null
// RUN: diff %t/out %t/out-dir
// With -inline-cold-callsite-threshold=50 the record knows the cold
// sites' threshold: alloc_zpage (cost 60) still misses at 50.
// RUN: env INLINT_OUT=%t/cold50 %clang -O2 -g -fpass-plugin=%plugin -mllvm -inline-cold-callsite-threshold=50 -c %top/examples/pool/pool.c -o %t/cold50.o -fsave-optimization-record -foptimization-record-file=%t/cold50.opt.yaml
// RUN: %inlint why %t/cold50.opt.yaml --records %t/cold50 2> /dev/null | FileCheck --check-prefix=COLD50 %s

// CHECK:      {{.*}}pool.c:125: obj_malloc in pool_alloc: not inlined: cost 285 vs threshold 225 (misses by 61)
// CHECK-NEXT: {{.*}}pool.c:132: obj_malloc in pool_alloc: not inlined: cost 45 vs threshold 45 (misses by one); cold call site: threshold 45
// CHECK-NEXT: {{.*}}pool.c:158: obj_malloc in pool_migrate: not inlined: cost 285 vs threshold 225 (misses by 61)
// CHECK-NEXT: {{.*}}pool.c:127: alloc_zpage in pool_alloc: not inlined: cost 60 vs threshold 45 (misses by 16); cold call site: threshold 45, single-caller bonus dropped
// CHECK-NEXT: {{.*}}pool.c:183: mix in pool_checksum: not inlined: never inlined: noinline function attribute
// CHECK-NEXT: {{.*}}pool.c:168: page_sum in page_sum: not inlined: never inlined: recursive
// CHECK-NOT:  {{.}}

// COLD50: pool.c:127: alloc_zpage in pool_alloc: not inlined: cost 60 vs threshold 50 (misses by 11); cold call site: threshold 50, single-caller bonus dropped
