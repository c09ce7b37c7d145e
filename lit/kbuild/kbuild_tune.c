// inlint tune over a Kbuild build through inlint kbuild, which sets
// INLINT_OUT itself (its --out; through ccache or distcc, the records stay
// in the objects alone): no record file lands where tune asks. tune reads
// the records the objects of --objects carry, so the check build still
// finds the candidate that matches nothing (no call of refill in
// pool_peek) and leaves it out. The bench scores the text of mm/pool.o.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp -r %inputs/kbuild src
// RUN: printf -- '- function: refill\n  file: mm/pool.c\n  action: noinline\n- function: refill\n  caller: pool_peek\n  call_line: 30\n  action: always_inline\n' > cands.yaml
// RUN: printf '#!/bin/sh\n%llvm_bin/llvm-size -A src/mm/pool.o | awk '"'"'$1 == ".text" { print "score:", $2 }'"'"'\n' > bench.sh && chmod +x bench.sh
// RUN: %inlint tune --build '%inlint kbuild --plugin %plugin --out rec --apply "$INLINT_APPLY" -- make -B -s -C src LLVM=%llvm_bin/ vmlinux' --bench ./bench.sh --metric 'stdout:score: (.*)' --runs 1 --candidates cands.yaml --objects 'src/mm/*.o' -o dec.yaml > table 2> progress
// RUN: FileCheck %s < table
// RUN: FileCheck --check-prefix=PROGRESS %s < progress

// CHECK:      noinline refill {{[0-9]+}} {{[+-][0-9]+}} {{.*}} refill +{{[0-9]+}}, pool_take -{{[0-9]+}}
// CHECK-NEXT: always_inline refill in pool_peek:30 - - - - - matched nothing

// PROGRESS:      inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint kbuild: records in {{.*}}/rec, decisions from {{.*}}decisions.yaml
// PROGRESS-NEXT: inlint tune: check: always_inline refill in pool_peek:30 matched nothing in the build; left out
// PROGRESS-NEXT: inlint tune: check: always_inline for refill (calls from pool_peek, line 30) matches nothing: no call to refill in pool_peek at line 30
// PROGRESS-NEXT: inlint tune: check: 1 record, 1 of 2 candidates matched nothing
