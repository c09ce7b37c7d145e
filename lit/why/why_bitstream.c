// The bitstream remark format (-fsave-optimization-record=bitstream) reads
// through the same LLVM parser and gives the same answers as YAML.
// clang 19 crashes in AsmPrinter::emitRemarksSection when it writes
// bitstream remarks, with or without the plugin.
// UNSUPPORTED: llvm-19
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o -fsave-optimization-record=bitstream -foptimization-record-file=%t/pool.opt.bitstream 2> /dev/null
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/pool2.o -fsave-optimization-record -foptimization-record-file=%t/pool.opt.yaml
// RUN: head -c 4 %t/pool.opt.bitstream | FileCheck --check-prefix=MAGIC %s
// RUN: %inlint why %t/pool.opt.bitstream --records %t/rec --all > %t/bitstream.out
// RUN: %inlint why %t/pool.opt.yaml --records %t/rec --all > %t/yaml.out
// RUN: diff %t/yaml.out %t/bitstream.out
// RUN: FileCheck %s < %t/bitstream.out

// MAGIC: RMRK
// CHECK: pool.c:125: obj_malloc in pool_alloc: not inlined: cost 285 vs threshold 225 (misses by 61)
// CHECK: pool.c:140: obj_free in pool_free: inlined: cost {{-?[0-9]+}} vs threshold 337
