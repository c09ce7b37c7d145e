// A group that only makes the text smaller (verdict smaller) is the first
// the backward pass leaves out: it ranks last by saving per byte. The set
// without it then wins, and its text was lost (ffmpeg at -O3: 19 noinline
// groups, 28 KB for 730 instructions of 1.1 G). tune measures the best set
// with the smaller groups once more, and writes it when it stays in the
// final pool. Here pairA and pairB pay only together (the backward pass
// runs), loss50 costs 50 and adds 2000 bytes, loss1_a costs 1 and saves
// 100 bytes: the written set is the pair with loss1_a, 981 in the pool of
// 980 + 10, not the pair alone.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: pairA, action: always_inline}\n- {function: pairB, action: always_inline}\n- {function: loss1_a, action: noinline}\n- {function: loss50, action: noinline}\n' > %t/cands.yaml
// RUN: printf 'cp "$INLINT_APPLY" %%s/applied.yaml\nfill=$((4000 - 100 * $(grep -c loss1_ "$INLINT_APPLY") + 2000 * $(grep -c loss50 "$INLINT_APPLY")))\n%%s -O0 -c "-DFILL=\\"$fill\\"" %%s -o %%s/obj.o\n' %t %clang %inputs/tune_text.c %t > %t/build.sh
// RUN: env COST=1000 %inlint tune --build 'sh %t/build.sh' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --min-effect 1%% --objects %t/obj.o -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      noinline loss1_a 1001 +1 1.0010 0.00% -100 smaller
// CHECK-NEXT: noinline loss50 1050 +50 1.0500 0.00% +2000 dropped
// CHECK:      backward: groups 1, 2 980 -20 0.9800 0.00% +0
// CHECK:      smaller: groups 1, 2, 3 981 -19 0.9810 0.00% -100
// CHECK:      final (3 decisions) 981 -19

// OUT:      function: pairA
// OUT:      function: pairB
// OUT:      function: loss1_a
// OUT-NOT:  loss50
