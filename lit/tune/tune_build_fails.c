// A failing build command stops tune with one line naming the command and
// its exit status, exit 2, and the steps measured before it kept in the state
// file: here the first two builds (the check build, the baseline) work and
// the third exits with status 5.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %inlint tune --build 'if test -e %t/built2; then exit 5; fi; test -e %t/built && touch %t/built2; touch %t/built; cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 2 > %t/out 2> %t/err; echo "exit $?" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: FileCheck --check-prefix=STATE %s < .inlint-tune.state
// RUN: test ! -s %t/out

// CHECK:      inlint tune: step 2 of 7: all candidates: build, bench x2
// CHECK-NEXT: inlint tune: error: build command 'if test -e {{.*}}; then exit 5; fi; {{.*}}' exited with status 5 (1 step kept in .inlint-tune.state; rerun to resume)
// CHECK-NEXT: exit 2
// CHECK-EMPTY:

// STATE:      - key: baseline
// STATE:        values: [100, 100]
// STATE-NOT:  key:
