// With -mllvm -inline-cost-full clang keeps counting past the threshold: the
// cold call of obj_malloc that read "cost 45 vs threshold 45" without it
// shows its true cost, and with --cost-full no truncation note is printed.
// Without the option (and without --cost-full) the note comes once.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o -fsave-optimization-record -foptimization-record-file=%t/full.opt.yaml -mllvm -inline-cost-full
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/pool2.o -fsave-optimization-record -foptimization-record-file=%t/cut.opt.yaml
// RUN: %inlint why %t/full.opt.yaml --records %t/rec --cost-full > %t/full.out 2> %t/full.err
// RUN: FileCheck --check-prefix=FULL %s < %t/full.out
// RUN: count 0 < %t/full.err
// RUN: %inlint why %t/cut.opt.yaml --records %t/rec > %t/cut.out 2> %t/cut.err
// RUN: FileCheck --check-prefix=CUT %s < %t/cut.out
// RUN: FileCheck --check-prefix=NOTE %s < %t/cut.err

// FULL: pool.c:132: obj_malloc in pool_alloc: not inlined: cost 285 vs threshold 45 (misses by 241); cold call site: threshold 45
// FULL: pool.c:127: alloc_zpage in pool_alloc: not inlined: cost 335 vs threshold 45 (misses by 291); cold call site: threshold 45, single-caller bonus dropped
// CUT:  pool.c:132: obj_malloc in pool_alloc: not inlined: cost 45 vs threshold 45 (misses by one); cold call site: threshold 45
// NOTE:      inlint why: note: {{.*}} -mllvm -inline-cost-full {{.*}}
// NOTE-NOT:  {{.}}
