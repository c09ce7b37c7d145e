// --smallest: the set kept is the one with the least text of those no slower
// than the baseline, not the fastest. tune_hand.c's two hand annotations:
// dropping frame_kind's noinline is faster and larger, dropping frame_sum's
// __always_inline slower and smaller, both together faster than the
// baseline and smaller. --ablate keeps frame_kind's alone (the fastest);
// with --smallest both (bench/advice_quality.sh's hand-min: the smallest
// hand subset with the hand's speed). --smallest needs --objects.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_hand.c -o %t/hand" --bench 'exec %t/hand 3000' --metric callgrind --runs 1 --ablate --objects %t/hand --state %t/fastest.state -o %t/fastest.yaml > %t/fastest 2> /dev/null
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tune_hand.c -o %t/hand" --bench 'exec %t/hand 3000' --metric callgrind --runs 1 --ablate --smallest --objects %t/hand --state %t/smallest.state -o %t/smallest.yaml > %t/smallest 2> /dev/null
// RUN: FileCheck --check-prefix=FASTEST %s < %t/fastest
// RUN: FileCheck --check-prefix=FASTEST-OUT %s < %t/fastest.yaml
// RUN: FileCheck --check-prefix=SMALLEST %s < %t/smallest
// RUN: FileCheck --check-prefix=SMALLEST-OUT %s < %t/smallest.yaml
// RUN: not %inlint tune --build true --bench true --metric wall --ablate --smallest 2>&1 | FileCheck --check-prefix=USAGE %s

// FASTEST:      none frame_sum {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% -{{[0-9]+}} dropped
// FASTEST-NEXT: none frame_kind {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}} kept
// FASTEST-NEXT: final (1 decision) {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}}
// FASTEST:      group 2 {{[0-9]+}} 0.{{[0-9]+}} +{{[0-9]+}} *

// FASTEST-OUT:     function: frame_kind
// FASTEST-OUT-NOT: function: frame_sum

// SMALLEST:      final (2 decisions) {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% -{{[0-9]+}}
// SMALLEST:      all: groups 1, 2 {{[0-9]+}} 0.{{[0-9]+}} -{{[0-9]+}} *

// SMALLEST-OUT-DAG: function: frame_kind
// SMALLEST-OUT-DAG: function: frame_sum

// USAGE: inlint tune: error: --smallest needs --objects
