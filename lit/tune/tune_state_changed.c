// tune refuses to resume an experiment that asked something else: after an
// interrupted run, a changed bench command is a one-line error naming the
// state file (exit 2, state kept), and --restart starts over from step 1.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not env FAIL_AT=3 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 -o %t/out.yaml > /dev/null 2>&1
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t;' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 -o %t/out.yaml > %t/changed.out 2> %t/changed.err; echo "exit $?" >> %t/changed.err
// RUN: FileCheck --check-prefix=CHANGED %s < %t/changed.err
// RUN: test -s .inlint-tune.state
// RUN: %inlint tune --restart --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t;' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 -o %t/out.yaml > /dev/null 2> %t/restart.err
// RUN: FileCheck --check-prefix=RESTART %s < %t/restart.err

// CHANGED:      inlint tune: error: .inlint-tune.state: the bench command changed since the interrupted run; use --restart to start over
// CHANGED-NEXT: exit 2
// CHANGED-EMPTY:

// RESTART-NOT: resuming
// RESTART:     inlint tune: step 1 of 7: baseline (no decisions): build, bench x1
// RESTART-NOT: resuming
// RESTART:     inlint tune: step 8 of 8: final set
