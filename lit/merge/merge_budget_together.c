// merge --whatif --budget: a wrapper and the body it calls (ring_put,
// ring_hash) are each advised always_inline. Measured alone they fit a
// budget of their two costs summed; together ring_hash is copied into every
// copy of ring_put and the set grows past it. merge measures the kept set
// together, shares what it measured out, drops one and measures again; what
// the report then predicts is what a rebuild with it applied measures, and
// it fits the budget.
// RUN: rm -rf %t && mkdir -p %t/tree
// RUN: cp %inputs/ring_chain.c %t/tree/
// RUN: cd %t/tree && printf '[{"directory": "%%s", "file": "ring_chain.c", "command": "%%s -O2 -g -c ring_chain.c -o ring_chain.o"}]\n' %t/tree %clang > compile_commands.json
// RUN: cd %t/tree && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c ring_chain.c -o ring_chain.o
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/alone.yaml --whatif -p compile_commands.json --objects . --budget none > /dev/null 2>&1
// RUN: sed -n 's/^  cost_bytes: //p' %t/alone.yaml | awk '{ s += $1 } END { print s }' > %t/limit
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/report.yaml --whatif -p compile_commands.json --objects . --budget $(cat %t/limit) 2>%t/rounds | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck --check-prefix=ROUNDS %s < %t/rounds
// The set of both, rebuilt, is over the budget; the report's kept set is not,
// and its rebuild is the prediction to the byte.
// RUN: printf -- '- {function: ring_put, file: ring_chain.c, action: always_inline}\n- {function: ring_hash, file: ring_chain.c, action: always_inline}\n' > %t/both.yaml
// RUN: cd %t/tree && env INLINT_APPLY=%t/both.yaml INLINT_OUT=%t/junk %clang -O2 -g -fpass-plugin=%plugin -c ring_chain.c -o %t/both.o
// RUN: cd %t/tree && env INLINT_APPLY=%t/report.yaml INLINT_OUT=%t/junk %clang -O2 -g -fpass-plugin=%plugin -c ring_chain.c -o %t/applied.o
// RUN: %inlint bloat %t/tree/ring_chain.o %t/both.o | sed -n 's/^add\/remove: .* (\(.*\))$/\1/p' > %t/both
// RUN: %inlint bloat %t/tree/ring_chain.o %t/applied.o | sed -n 's/^add\/remove: .* (\(.*\))$/\1/p' > %t/applied
// RUN: sed -n 's/^  predicted_delta_bytes: //p' %t/report.yaml > %t/predicted
// RUN: env -u LD_PRELOAD %python -c "import sys; l, b, a, p = (int(open(f).read()) for f in sys.argv[1:]); print('both over', b > l, 'applied', a == p and a <= l)" %t/limit %t/both %t/applied %t/predicted | FileCheck --check-prefix=REBUILD %s
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml

// SUMMARY:  budget: [[#]] bytes ({{.*}}); kept 1, dropped 1; predicted text delta +[[#]] bytes ({{.*}}): the kept set measured together in 1 TU, round 2 (alone: +[[#]]){{$}}
// ROUNDS:      inlint merge: budget round 1: 2 kept, +[[#]] bytes together, +[[#]] alone, budget [[#]]
// ROUNDS-NEXT: inlint merge: budget round 2: 1 kept, +[[#]] bytes together, +[[#]] alone, budget [[#]]
// REBUILD:  both over True applied True
// REPORT:      recommendations:
// REPORT-NEXT: - function: ring_{{hash|put}}
// REPORT:        cost_source: what-if-together
// REPORT:      budget:
// REPORT:        fit_rounds: 2
// REPORT-NEXT:   together_tus: 1
// REPORT:      over_budget:
// REPORT-NEXT: - function: ring_{{hash|put}}
// REPORT:        cost_source: what-if-together
