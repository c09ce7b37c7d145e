// A run resumed after the binaries changed (here the source gained a
// function between the two runs) measures the same cost, but its baseline's
// text (--objects) is not the stored one: tune refuses to compare across
// the two builds (exit 2) and keeps the state file.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: sed -n '/^static int/,$p' %s > %t/src.c
// RUN: not env FAIL_AT=3 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml && %clang -O2 -c %t/src.c -o %t/src.o' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state --objects %t/src.o -o %t/out.yaml > /dev/null 2>&1
// RUN: printf 'int grown(int x)\n{\n\treturn x * x + 3;\n}\n' >> %t/src.c
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml && %clang -O2 -c %t/src.c -o %t/src.o' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %inputs/tune_candidates.yaml --runs 1 --state %t/state --objects %t/src.o -o %t/out.yaml > /dev/null 2> %t/resumed.err; echo "exit $?" >> %t/resumed.err
// RUN: FileCheck %s < %t/resumed.err
// RUN: test -s %t/state

static int counter;

int count(int step)
{
	counter += step;
	return counter;
}

// CHECK:      baseline (no decisions): measured before; build, bench x1 again to compare
// CHECK-NEXT: inlint tune: error: {{.*}}state: the baseline's text differs from the interrupted run's: the binaries changed; use --restart to start over
// CHECK-NEXT: exit 2
// CHECK-EMPTY:
