// REQUIRES: distcc, lld
// inlint kbuild with CC="distcc clang-22", to a distccd on 127.0.0.1
// (with_distccd.py, no fallback to a local compile): the decisions travel
// on the command line and are applied on the server, and the records come
// back in the objects, where the script says they are. Before, the script
// looked for a compiler named "distcc clang-22".
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp -r %inputs/kbuild src
// RUN: env -u LD_PRELOAD %python %inputs/with_distccd.py %t --preload=%asan_preload --compiles=1 -- %inlint kbuild --plugin %plugin --out rec --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ "CC=distcc clang-22" vmlinux 2> build.log
// RUN: FileCheck --check-prefix=LOG %s < build.log
// RUN: FileCheck --check-prefix=REMOTE %s < distccd.log
// RUN: find rec daemon -type f | count 0
// RUN: %inlint show src | FileCheck %s

// LOG: inlint kbuild: records in the objects below {{.*}}/src ({{.*}}), decisions from {{.*}}kbuild_noinline_refill.yaml
// REMOTE: COMPILE_OK {{.*}} mm/pool.c
// CHECK: mm/pool.c: decision noinline refill: applied (added noinline); now out_of_line, took effect
