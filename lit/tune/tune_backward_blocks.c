// With more groups left than --bisect-above, the backward pass leaves them
// out in blocks, least saving first, and halves a block only when the set
// is worse without it. Eight losses (loss2 to loss9) go in two blocks; the
// pair and gain25, which only pay together, each stay. One group at a time
// this took a build per group (lit/tune/tune_backward_pair.c): 11 here,
// against 5 in blocks (the halves of 5 and 3 losses, pairB, pairA and
// gain25; the pair and gain25 left out together was measured before).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: loss2, action: noinline}\n- {function: gain25, action: always_inline}\n- {function: loss3, action: noinline}\n- {function: pairA, action: always_inline}\n- {function: loss4, action: noinline}\n- {function: loss5, action: noinline}\n- {function: pairB, action: noinline}\n- {function: loss6, action: noinline}\n- {function: loss7, action: noinline}\n- {function: loss8, action: noinline}\n- {function: loss9, action: noinline}\n' > %t/cands.yaml
// RUN: %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 8 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// CHECK:      all candidates 99 -1 0.9900
// CHECK:      backward: groups 1, 2, 3, 4 and 2 more 64 -36 0.6400
// CHECK-NEXT: backward: groups 2, 4, 7 55 -45 0.5500
// CHECK-NEXT: backward: groups 2, 4 76 -24 0.7600
// CHECK-NEXT: backward: groups 2, 7 76 -24 0.7600
// CHECK-NEXT: backward: groups 4, 7 80 -20 0.8000
// CHECK-NEXT: final (3 decisions) 55 -45 0.5500
// CHECK-EMPTY:

// PROGRESS:      backward (6 groups): without 5 groups: 64
// PROGRESS-NEXT: backward (3 groups): without 3 groups: build, bench x1
// PROGRESS-NEXT: backward (3 groups): without 3 groups: 55
// PROGRESS-NEXT: backward (2 groups): without noinline pairB: build, bench x1
// PROGRESS-NEXT: backward (2 groups): without noinline pairB: 76
// PROGRESS-NEXT: backward (2 groups): without always_inline pairA: build, bench x1
// PROGRESS-NEXT: backward (2 groups): without always_inline pairA: 76
// PROGRESS-NEXT: backward (2 groups): without always_inline gain25: build, bench x1
// PROGRESS-NEXT: backward (2 groups): without always_inline gain25: 80
// PROGRESS-NEXT: final set: build, bench x1

// OUT:     - function: gain25
// OUT:     - function: pairA
// OUT:     - function: pairB
// OUT-NOT: loss

// While the set exceeds the budget a group goes whatever it costs, so the
// groups go one at a time until it fits, and in blocks again after. Each
// decision applied adds 10 bytes of text; the full set (110) is over the
// budget of 60 until loss9 to loss5 are out, then loss4 to loss2 go in one
// block.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: loss2, action: noinline}\n- {function: gain25, action: always_inline}\n- {function: loss3, action: noinline}\n- {function: pairA, action: always_inline}\n- {function: loss4, action: noinline}\n- {function: loss5, action: noinline}\n- {function: pairB, action: noinline}\n- {function: loss6, action: noinline}\n- {function: loss7, action: noinline}\n- {function: loss8, action: noinline}\n- {function: loss9, action: noinline}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "cp \"\$INLINT_APPLY\" %t/applied.yaml && env LD_PRELOAD=$LD_PRELOAD %clang -c -DFILL='\"'\$((10 * \$(grep -c function: %t/applied.yaml)))'\"' %inputs/tune_text.c -o %t/t.o" --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --bisect-above 8 --objects %t/t.o --budget 60 -o %t/out.yaml > %t/table 2> %t/progress
// RUN: FileCheck --check-prefix=BUDGET %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/out.yaml

// BUDGET:      backward (10 groups): without noinline loss9: build, bench x1
// BUDGET-NEXT: backward (10 groups): without noinline loss9: 90
// BUDGET-NEXT: backward (9 groups): without noinline loss8: build, bench x1
// BUDGET-NEXT: backward (9 groups): without noinline loss8: 82
// BUDGET-NEXT: backward (8 groups): without noinline loss7: build, bench x1
// BUDGET-NEXT: backward (8 groups): without noinline loss7: 75
// BUDGET-NEXT: backward (7 groups): without noinline loss6: build, bench x1
// BUDGET-NEXT: backward (7 groups): without noinline loss6: 69
// BUDGET-NEXT: backward (6 groups): without noinline loss5: build, bench x1
// BUDGET-NEXT: backward (6 groups): without noinline loss5: 64
// BUDGET-NEXT: backward (3 groups): without 3 groups:
