// "--" ends the options: a record whose name starts with a dash is read
// after it, and taken for an option without it.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/t.o
// RUN: cp %t/rec/__%s.inlint.yaml %t/-dash.inlint.yaml
// RUN: %inlint show -- -dash.inlint.yaml | FileCheck %s
// RUN: not %inlint show -dash.inlint.yaml 2>&1 | FileCheck --check-prefix=OPTION %s

static int counter;

void bump(void)
{
	counter++;
}

// CHECK: double_dash.c: 1 function, 0 recommendations
// OPTION: inlint show: error: unknown option '-d'
