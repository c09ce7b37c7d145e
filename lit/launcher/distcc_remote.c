// REQUIRES: distcc
// A compile through distcc to a distccd on 127.0.0.1 (with_distccd.py
// starts it on a free port and stops it, whatever happens; no fallback to
// a local compile): the decisions travel with the command line and are
// applied on the server, the record comes back inside the object, and
// nothing is written into the daemon's working directory (its TMPDIR).
// Before, the server applied nothing and wrote the record there, owned by
// the daemon's user.
// RUN: rm -rf %t && mkdir -p %t && cd %top/examples/pool
// RUN: env -u LD_PRELOAD %python %inputs/with_distccd.py %t --preload=%asan_preload -- distcc clang-22 -O2 -g -c pool.c -o %t/pool.o $(%inlint flags --plugin %plugin --apply %inputs/force_obj_malloc.yaml)
// RUN: FileCheck --check-prefix=REMOTE %s < %t/distcc.log
// RUN: find %t/daemon -name '*inlint*' | count 0
// RUN: llvm-nm %t/pool.o | FileCheck --check-prefix=NM %s
// RUN: %inlint show %t/pool.o | FileCheck %s

// REMOTE: compile pool.c on 127.0.0.1:{{[0-9]+}} completed ok
// NM-NOT: obj_malloc
// NM:     T pool_alloc
// NM-NOT: obj_malloc
// CHECK: pool.c: decision always_inline obj_malloc: applied (added alwaysinline); now inlined, took effect
