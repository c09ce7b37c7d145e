// Candidates that cost a little each and make the text smaller (verdict
// smaller: within --min-effect alone) add up. The forward set took all of
// them with the kept group: it measured past the final pool (within
// --min-effect of the fastest set), and the final set was the kept group
// alone, without any of their text. Now the forward set takes them, least
// cost first, while their costs alone add up to no more than the pool's
// width: gain100 and one loss6 (906, in the pool of 900 + 10), not the
// three (918). The build drops one function of tune_drops.c's object per
// loss decision applied, so the text shrinks with each.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: gain100, action: always_inline}\n- {function: loss6_a, action: noinline}\n- {function: loss6_b, action: noinline}\n- {function: loss6_c, action: noinline}\n' > %t/cands.yaml
// RUN: env COST=1000 %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml && %clang -O0 -c -DDROP=$(grep -c loss "$INLINT_APPLY") %inputs/tune_drops.c -o %t/obj.o' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --min-effect 1%% --objects %t/obj.o -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      all candidates 918 -82
// CHECK-NEXT: always_inline gain100 900 -100 0.9000 0.00% +0 kept
// CHECK-NEXT: noinline loss6_a 1006 +6 1.0060 0.00% -{{[0-9]+}} smaller
// CHECK-NEXT: noinline loss6_b 1006 +6 1.0060 0.00% -{{[0-9]+}} smaller
// CHECK-NEXT: noinline loss6_c 1006 +6 1.0060 0.00% -{{[0-9]+}} smaller
// CHECK-NEXT: forward: groups 1, 2 906 -94 0.9060 0.00% -{{[0-9]+}}
// CHECK:      final (2 decisions) 906 -94

// OUT:     function: gain100
// OUT-NEXT: action: always_inline
// OUT:     function: loss6_a
// OUT-NOT: loss6_
