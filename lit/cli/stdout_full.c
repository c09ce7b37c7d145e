// Results that cannot be written are an error, stdout included: with stdout
// on a full disk (/dev/full) every command that writes there exits 2 with
// one line on stderr, and lint's "found warnings" (1) does not hide it.
// Before, show, why, lint's text and merge's summary exited 0.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o -fsave-optimization-record -foptimization-record-file=%t/pool.opt.yaml
// RUN: env INLINT_APPLY=%inputs/force_obj_malloc.yaml %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/forced.o
// RUN: sed "s|@TOP@|%top|; s|@CC@|%clang|" %inputs/whatif/pool_command.json > %t/compile_commands.json
// RUN: printf -- '- {function: gain20, action: always_inline}\n' > %t/cands.yaml
// full LABEL CMD...: CMD's exit status and its stderr, stdout on /dev/full
// (why's note and tune's progress left out).
// RUN: full() { label=$1; shift; "$@" > /dev/full 2> %t/err; echo "$label: exit $?"; grep -v -e '^inlint [a-z]*: note: ' -e '^inlint tune: [^e]' %t/err || true; }
// RUN: full show %inlint show --all %t/rec/examples/pool/pool.c.inlint.yaml > %t/out
// RUN: full why %inlint why %t/pool.opt.yaml >> %t/out
// RUN: full lint %inlint lint %inputs/lint/lint_remove_required.patch --records %t/rec >> %t/out
// RUN: full lint-sarif %inlint lint %inputs/lint/lint_remove_required.patch --records %t/rec --format sarif >> %t/out
// RUN: full merge %inlint merge %t/rec -o %t/report.yaml >> %t/out
// RUN: full source-patch %inlint source-patch %t/rec/examples/pool/pool.c.inlint.yaml >> %t/out
// RUN: full bloat %inlint bloat %t/pool.o %t/forced.o >> %t/out
// RUN: full whatif %inlint whatif -p %t/compile_commands.json --decisions %inputs/force_obj_malloc.yaml --plugin %plugin >> %t/out
// RUN: full audit %inlint audit -p %t/compile_commands.json >> %t/out
// RUN: full audit-sarif %inlint audit -p %t/compile_commands.json --format sarif >> %t/out
// RUN: full tune %inlint tune --build 'cp "$INLINT_APPLY" %t/applied.yaml' --bench 'sh %inputs/tune_bench.sh %t' --metric 'stdout:cost ([0-9]+)' --candidates %t/cands.yaml --runs 1 --state %t/tune.state -o %t/decisions.yaml >> %t/out
// RUN: full help %inlint --help >> %t/out
// RUN: full show-help %inlint show --help >> %t/out
// RUN: full version %inlint --version >> %t/out
// RUN: full man %inlint --man=lint >> %t/out
// RUN: FileCheck --match-full-lines %s < %t/out

// CHECK:      show: exit 2
// CHECK-NEXT: inlint show: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: why: exit 2
// CHECK-NEXT: inlint why: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: lint: exit 2
// CHECK-NEXT: inlint lint: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: lint-sarif: exit 2
// CHECK-NEXT: inlint lint: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: merge: exit 2
// CHECK-NEXT: inlint merge: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: source-patch: exit 2
// CHECK-NEXT: inlint source-patch: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: bloat: exit 2
// CHECK-NEXT: inlint bloat: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: whatif: exit 2
// CHECK-NEXT: inlint whatif: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: audit: exit 2
// CHECK-NEXT: inlint audit: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: audit-sarif: exit 2
// CHECK-NEXT: inlint audit: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: tune: exit 2
// CHECK-NEXT: inlint tune: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: help: exit 2
// CHECK-NEXT: inlint: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: show-help: exit 2
// CHECK-NEXT: inlint show: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: version: exit 2
// CHECK-NEXT: inlint: error: standard output: cannot write (No space left on device)
// CHECK-NEXT: man: exit 2
// CHECK-NEXT: inlint: error: standard output: cannot write (No space left on device)
// CHECK-EMPTY:
