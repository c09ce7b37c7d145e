// SIGINT (or SIGTERM) while compiles run stops whatif cleanly: the running
// compiles are stopped, the scratch directory under $TMPDIR is removed,
// nothing is printed on stdout, and whatif dies of the signal (exit status
// 128 + N). The "compiler" here writes its pid and sleeps; whatif runs in
// the background with the signal's default action restored (a
// non-interactive shell starts background jobs ignoring SIGINT).
// RUN: rm -rf %t && mkdir -p %t/tmp && cd %t
// RUN: printf '#!/bin/sh\necho $$ > %t/cc.pid\nexec sleep 60\n' > %t/slowcc && chmod +x %t/slowcc
// RUN: env --default-signal=INT,TERM TMPDIR=%t/tmp %inlint whatif --plugin %plugin --cc %t/slowcc -- clang -O2 -c %top/examples/pool/pool.c > %t/out 2> %t/err & echo $! > %t/whatif.pid
// RUN: for i in $(seq 600); do [ -s %t/cc.pid ] && break; sleep 0.1; done; kill -INT $(cat %t/whatif.pid); wait $(cat %t/whatif.pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err; ps -o stat= -p $(cat %t/cc.pid) | grep -v '^Z' >> %t/err || true
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint whatif: interrupted
// CHECK-NEXT: exit 130
// CHECK-EMPTY:
