// SIGTERM while lint -p measures a patch's annotation: the compile's
// process group is stopped (slow_cc.sh's child never writes its marker),
// lint's and the what-if engine's scratch directories under $TMPDIR are
// removed, nothing is printed on stdout, and lint dies of the signal (exit
// status 143).
// RUN: rm -rf %t && mkdir -p %t/tmp %t/tree && cp %inputs/lint/exact/zs_pool.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "zs_pool.c", "command": "cc -O2 -c zs_pool.c"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree
// RUN: env TMPDIR=%t/tmp %inlint lint %inputs/lint/exact/always_inline.patch -p %t/db.json -j 1 --cc %inputs/slow_cc.sh --plugin %plugin > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/started ] && break; sleep 0.1; done; kill -TERM $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err
// RUN: sleep 2.5; [ ! -s %t/marker ] || echo "the compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint lint: error: interrupted by SIGTERM
// CHECK-NEXT: exit 143
// CHECK-EMPTY:
