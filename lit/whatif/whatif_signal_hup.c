// SIGHUP (the terminal closed) while a compile runs stops whatif as
// SIGTERM does: the compile's process group is stopped (slow_cc.sh's
// child never writes its marker), the scratch directory under $TMPDIR is
// removed, and whatif dies of the signal (exit status 128 + 1). SIGHUP
// is set to its default first: a suite run under nohup ignores it, and
// whatif keeps a signal ignored (below).
// RUN: rm -rf %t && mkdir -p %t/tmp %t/nohup/tmp && cp %s %t/a.c && cd %t
// RUN: env --default-signal=HUP TMPDIR=%t/tmp %inlint whatif --plugin %plugin --cc %inputs/slow_cc.sh -- clang -O2 -c a.c > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/started ] && break; sleep 0.1; done; kill -HUP $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err
// RUN: sleep 2.5; [ ! -s %t/marker ] || echo "the compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out
//
// Under nohup (SIGHUP ignored when whatif starts) SIGHUP stays ignored, in
// whatif and in its compiles: the run ends as if nothing happened.
// RUN: env --ignore-signal=HUP TMPDIR=%t/nohup/tmp %inlint whatif --plugin %plugin --cc %inputs/slow_cc.sh -- clang -O2 -c a.c > %t/nohup/out 2>&1 3>> %t/nohup/started 4> %t/nohup/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/nohup/started ] && break; sleep 0.1; done; kill -HUP $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/nohup/out
// RUN: ls -A %t/nohup/tmp >> %t/nohup/out; grep -l marker %t/nohup/marker >> %t/nohup/out
// RUN: FileCheck --check-prefix=NOHUP %s < %t/nohup/out

// CHECK:      inlint whatif: error: interrupted by SIGHUP
// CHECK-NEXT: exit 129
// CHECK-EMPTY:

// NOHUP:      a.c: .text +0 bytes ([[#]] → [[#]])
// NOHUP-NEXT: exit 0
// NOHUP-NEXT: {{.*}}nohup/marker
// NOHUP-EMPTY:

static inline int tiny(int x)
{
	return x + 1;
}

int entry(int y)
{
	return tiny(y);
}
