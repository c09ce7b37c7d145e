// A large receive body whose flag only decides a short check and a counter
// (net/core's __netif_receive_skb_core and pfmemalloc): its calls kill 2
// branch targets, as many as the constant-args rule asks, but those guard a
// few of its 140-odd instructions, so inlining it per call folds next to
// nothing, called directly or through a wrapper that hands the flag on. The
// record says how much the killed targets guard; the rule gives no advice.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %inputs/rx_flag.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=DIRECT --implicit-check-not='reason: constant-args'
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -DRX_WRAPPER -fpass-plugin=%plugin -c %inputs/rx_flag.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=CHAIN --implicit-check-not='reason: constant-args'

// The false call drops the check and the counter; the true call, the
// branches around them, which guard nothing.
// DIRECT-LABEL: - name: rx_core
// DIRECT:         deciding_params: 1
// DIRECT:         - caller: rx_receive
// DIRECT:           pruned: 2
// DIRECT-NEXT:      inlined:
// DIRECT:         - caller: rx_receive
// DIRECT:           pruned: 2
// DIRECT-NEXT:      pruned_insns: [[#]]
// DIRECT:         callee_size_from: out-of-line body

// CHAIN-LABEL: - name: rx_one
// CHAIN:         - caller: rx_receive
// CHAIN:           pruned_through: 2
// CHAIN-NEXT:      inlined:
// CHAIN:         - caller: rx_receive
// CHAIN:           pruned_through: 2
// CHAIN-NEXT:      inlined:
