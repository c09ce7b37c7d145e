// A decision that changes nothing must not read as one measured to have no
// effect. whatif says, per TU, each decision apply refused and why (here
// always_inline on a BPF-style interpreter's computed-goto dispatch, which
// LLVM never inlines), and each problem the record has with a decision (a
// call-site decision at a line with no such call); then, on stderr, each
// decision that no TU logs at all (a misspelt name). The decision that
// applies still flips its call.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: interp_run\n  action: always_inline\n- function: op_weight\n  caller: run_batch\n  call_line: 3\n  action: noinline\n- function: op_wieght\n  action: noinline\n- function: op_weight\n  action: noinline\n' > %t/dec.yaml
// RUN: %inlint whatif --plugin %plugin %t/dec.yaml -- %clang -O2 -g -c %inputs/bpf_interp.c -o %t/o.o > %t/out 2> %t/err
// RUN: FileCheck %s < %t/out
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: %inlint whatif --plugin %plugin --format yaml %t/dec.yaml -- %clang -O2 -g -c %inputs/bpf_interp.c -o %t/o.o > %t/out.yaml 2> %t/err.yaml
// RUN: FileCheck --check-prefix=YAML %s < %t/out.yaml
// RUN: FileCheck --check-prefix=ERR %s < %t/err.yaml

// CHECK-NOT:  refused
// CHECK:      bpf_interp.c:37: run_batch: op_weight now kept (was inlined)
// CHECK:      bpf_interp.c: always_inline interp_run: refused: takes a label's address (a computed goto, or _THIS_IP_ where it is &&label): LLVM does not inline an indirect branch or a block address
// CHECK-NEXT: bpf_interp.c: noinline for op_weight (calls from run_batch, line 3) matches nothing: no call to op_weight in run_batch at line 3
// CHECK-NEXT: bpf_interp.c: .text

// ERR-NOT:  dec.yaml:1:
// ERR:      dec.yaml:3: noinline op_weight in run_batch:3 matched nothing in the 1 TU measured
// ERR-NEXT: dec.yaml:7: noinline op_wieght matched nothing in the 1 TU measured
// ERR-NOT:  matched nothing

// YAML:      refused:
// YAML-NEXT: - function: interp_run
// YAML-NEXT:   file: {{.*}}bpf_interp.c
// YAML-NEXT:   action: always_inline
// YAML-NEXT:   detail: 'takes a label''s address
// YAML-NEXT: problems:
// YAML-NEXT: - 'noinline for op_weight (calls from run_batch, line 3) matches nothing: no call to op_weight in run_batch at line 3'
