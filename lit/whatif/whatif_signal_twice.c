// A compile that ignores the first signal (slow_cc.sh here ignores
// SIGTERM, as make waits for its jobs) keeps whatif waiting for it; a
// second signal kills the compile's process group, and whatif removes its
// scratch directory and dies of the signal as after one.
// RUN: rm -rf %t && mkdir -p %t/tmp && cp %s %t/a.c && cd %t
// RUN: env TMPDIR=%t/tmp SLOW_CC_IGNORE=TERM %inlint whatif --plugin %plugin --cc %inputs/slow_cc.sh -- clang -O2 -c a.c > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/started ] && break; sleep 0.1; done; kill -TERM $(cat %t/pid); sleep 0.5
// RUN: kill -0 $(cat %t/pid) && kill -TERM $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err
// RUN: sleep 2; [ ! -s %t/marker ] || echo "the compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint whatif: error: interrupted by SIGTERM
// CHECK-NEXT: exit 143
// CHECK-EMPTY:

int entry(int y)
{
	return y + 1;
}
