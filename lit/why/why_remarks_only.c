// Without records, why lists what the remarks say about each call, in
// source order; calls of external functions (no definition) and inlined
// calls only with --all.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/pool.o -fsave-optimization-record -foptimization-record-file=%t/pool.opt.yaml
// RUN: %inlint why %t/pool.opt.yaml 2> /dev/null | FileCheck %s
// RUN: %inlint why %t/pool.opt.yaml --all 2> /dev/null | FileCheck --check-prefix=ALL %s

// CHECK:      pool.c:125: obj_malloc in pool_alloc: not inlined: cost 285 vs threshold 225 (misses by 61)
// CHECK-NEXT: pool.c:127: alloc_zpage in pool_alloc: not inlined: cost 60 vs threshold 45 (misses by 16)
// CHECK-NOT:  no definition
// CHECK-NOT:  : inlined:
// ALL: pool.c:85: aligned_alloc in alloc_zpage: not inlined: no definition
// ALL: pool.c:122: size_to_class in pool_alloc: inlined: always inlined: always inline attribute
