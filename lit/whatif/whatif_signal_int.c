// SIGINT (Ctrl-C) while a compile runs stops whatif as SIGTERM does: the
// compile's whole process group is stopped (slow_cc.sh's child never
// writes its marker), the scratch directory under $TMPDIR is removed,
// nothing is printed on stdout, and whatif dies of the signal (exit status
// 128 + 2). whatif runs in the background with the signal's default action
// restored (a non-interactive shell starts background jobs ignoring
// SIGINT).
// RUN: rm -rf %t && mkdir -p %t/tmp && cd %t
// RUN: env --default-signal=INT TMPDIR=%t/tmp %inlint whatif --plugin %plugin --cc %inputs/slow_cc.sh -- clang -O2 -c %top/examples/pool/pool.c > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/started ] && break; sleep 0.1; done; kill -INT $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err
// RUN: sleep 2.5; [ ! -s %t/marker ] || echo "the compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint whatif: error: interrupted by SIGINT
// CHECK-NEXT: exit 130
// CHECK-EMPTY:
