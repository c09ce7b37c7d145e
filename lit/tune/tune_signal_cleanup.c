// SIGINT or SIGTERM during a step stops tune cleanly: the command running
// (its whole process group, a background child of the bench included) is
// stopped, the scratch directory under $TMPDIR is removed, the steps
// measured before are kept in the state file for a resume, and tune dies of
// the signal (exit status 128 + N). The bench sleeps from its third run on;
// tune runs in the background with the signal's default action restored
// (a non-interactive shell starts background jobs ignoring SIGINT).
// RUN: rm -rf %t && mkdir -p %t/tmp && cd %t
// RUN: echo 'sh %inputs/tune_bench.sh %t; if [ "$(cat %t/runs)" -ge 3 ]; then sleep 60 & echo $! > %t/sleep.pid; wait; fi' > %t/bench.sh
// RUN: env --default-signal=INT,TERM TMPDIR=%t/tmp %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %t/bench.sh' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/int.out 2> %t/int.err & echo $! > %t/tune.pid
// RUN: for i in $(seq 600); do [ -s %t/sleep.pid ] && break; sleep 0.1; done; kill -INT $(cat %t/tune.pid); wait $(cat %t/tune.pid); echo "exit $?" >> %t/int.err
// RUN: ls -A %t/tmp >> %t/int.err; ps -o stat= -p $(cat %t/sleep.pid) | grep -v '^Z' >> %t/int.err || true
// RUN: FileCheck --check-prefix=INT %s < %t/int.err
// RUN: grep -c 'key:' %t/state | FileCheck --check-prefix=KEPT %s
// RUN: test ! -s %t/int.out
//
// The same with SIGTERM, resuming from the state just kept: now the bench
// sleeps while the baseline is measured again; the state stays as it was.
// RUN: rm -f %t/sleep.pid
// RUN: env --default-signal=INT,TERM TMPDIR=%t/tmp %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %t/bench.sh' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state -o %t/out.yaml > %t/term.out 2> %t/term.err & echo $! > %t/tune.pid
// RUN: for i in $(seq 600); do [ -s %t/sleep.pid ] && break; sleep 0.1; done; kill -TERM $(cat %t/tune.pid); wait $(cat %t/tune.pid); echo "exit $?" >> %t/term.err
// RUN: ls -A %t/tmp >> %t/term.err; ps -o stat= -p $(cat %t/sleep.pid) | grep -v '^Z' >> %t/term.err || true
// RUN: FileCheck --check-prefix=TERM %s < %t/term.err
// RUN: grep -c 'key:' %t/state | FileCheck --check-prefix=KEPT %s

// INT:      inlint tune: step 3 of 7: always_inline gain20: build, bench x1
// INT-NEXT: inlint tune: error: interrupted by SIGINT (2 steps kept in {{.*}}state; rerun to resume)
// INT-NEXT: exit 130
// INT-EMPTY:

// KEPT: {{^}}2{{$}}

// TERM:      inlint tune: resuming from {{.*}}state: 2 steps measured
// TERM:      inlint tune: step 1 of 7: baseline (no decisions): measured before; build, bench x1 again to compare
// TERM-NEXT: inlint tune: error: interrupted by SIGTERM (2 steps kept in {{.*}}state; rerun to resume)
// TERM-NEXT: exit 143
// TERM-EMPTY:
