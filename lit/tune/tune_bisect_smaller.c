// A block of candidates that leaves the metric as it is and makes the text
// smaller (removing forcing annotations that buy nothing, as --ablate
// proposes by the hundred) is kept whole in bisection, not split down to
// each group: four such candidates take one step over the baseline, and
// all four are written. The build drops one function of tune_drops.c's
// object per candidate, so the text shrinks with each.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: shrink1, action: none}\n- {function: shrink2, action: none}\n- {function: shrink3, action: none}\n- {function: shrink4, action: none}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml && %clang -O0 -c -DDROP=$(grep -c shrink "$INLINT_APPLY") %inputs/tune_drops.c -o %t/obj.o' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 2 --objects %t/obj.o -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: grep -c 'function: shrink' %t/out.yaml | FileCheck --check-prefix=OUT %s

// CHECK:      none shrink1 100 +0 1.0000 0.00% -{{[0-9]+}} smaller block of 4 groups
// CHECK-NEXT: none shrink2 100 +0 1.0000 0.00% -{{[0-9]+}} smaller block of 4 groups
// CHECK-NEXT: none shrink3 100 +0 1.0000 0.00% -{{[0-9]+}} smaller block of 4 groups
// CHECK-NEXT: none shrink4 100 +0 1.0000 0.00% -{{[0-9]+}} smaller block of 4 groups
// CHECK-NEXT: final (4 decisions) 100 +0 1.0000

// PROGRESS:      step 2 of at most 9: all candidates: 100
// PROGRESS-NEXT: step 3 of at most 9: final set: build
// PROGRESS-NOT:  groups

// OUT: {{^}}4{{$}}
