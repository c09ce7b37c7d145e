// SIGTERM while audit's first compile runs: the compile's process group is
// stopped (slow_cc.sh's child never writes its marker), audit's and the
// what-if engine's scratch directories under $TMPDIR are removed, nothing
// is printed on stdout, and audit dies of the signal (exit status 143).
// RUN: rm -rf %t && mkdir -p %t/tmp && cp %s %t/a.c
// RUN: printf '[{"directory": "%%s", "file": "a.c", "command": "cc -O2 -c a.c"}]\n' %t > %t/db.json
// RUN: env TMPDIR=%t/tmp %inlint audit -p %t/db.json -j 1 --cc %inputs/slow_cc.sh --plugin %plugin > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ -s %t/started ] && break; sleep 0.1; done; kill -TERM $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: ls -A %t/tmp >> %t/err
// RUN: sleep 2.5; [ ! -s %t/marker ] || echo "the compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint audit: error: interrupted by SIGTERM
// CHECK-NEXT: exit 143
// CHECK-EMPTY:

static inline __attribute__((always_inline)) int tiny(int x)
{
	return x + 1;
}

int entry(int y)
{
	return tiny(y);
}
