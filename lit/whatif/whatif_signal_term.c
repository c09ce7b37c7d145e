// SIGTERM while two compiles run (-j 2) stops whatif cleanly: each compile
// runs in a process group of its own and the signal goes on to both, so a
// compiler's child (slow_cc.sh's, as a driver's cc1) stops too and never
// writes its marker; the scratch directory under $TMPDIR is removed,
// nothing is printed on stdout and whatif dies of the signal (exit status
// 128 + 15).
// RUN: rm -rf %t && mkdir -p %t/tmp && cp %s %t/a.c && cp %s %t/b.c
// RUN: printf '[{"directory": "%%s", "file": "a.c", "command": "cc -O2 -c a.c"}, {"directory": "%%s", "file": "b.c", "command": "cc -O2 -c b.c"}]\n' %t %t > %t/db.json
// RUN: env TMPDIR=%t/tmp %inlint whatif -p %t/db.json -j 2 --cc %inputs/slow_cc.sh --plugin %plugin > %t/out 2> %t/err 3>> %t/started 4> %t/marker & echo $! > %t/pid
// RUN: for i in $(seq 100); do [ "$(cat %t/started 2>/dev/null | wc -l)" -ge 2 ] && break; sleep 0.1; done; kill -TERM $(cat %t/pid); wait $(cat %t/pid); echo "exit $?" >> %t/err
// RUN: echo "compiles started: $(wc -l < %t/started)" >> %t/err; ls -A %t/tmp >> %t/err
// RUN: sleep 2.5; [ ! -s %t/marker ] || echo "a compile went on" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out

// CHECK:      inlint whatif: error: interrupted by SIGTERM
// CHECK-NEXT: exit 143
// CHECK-NEXT: compiles started: 2
// CHECK-EMPTY:

static inline int tiny(int x)
{
	return x + 1;
}

int entry(int y)
{
	return tiny(y);
}
