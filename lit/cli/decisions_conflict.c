// The commands that read a decision file themselves refuse one with two
// decisions that contradict for one function (the plugin would apply
// neither): one line naming both with their lines, exit status 2, nothing
// written. A call-site decision beside them is no conflict; the same
// decision twice is none either.
// RUN: rm -rf %t && mkdir -p %t/rec && cd %t
// RUN: printf -- '- function: obj_malloc\n  file: pool.c\n  action: always_inline\n- function: obj_malloc\n  caller: pool_alloc\n  action: noinline\n- function: obj_malloc\n  action: noinline\n' > conflict.yaml
// RUN: printf -- '- function: obj_malloc\n  action: noinline\n- function: obj_malloc\n  caller: pool_alloc\n  action: always_inline\n- function: obj_malloc\n  action: noinline\n' > fine.yaml
// RUN: printf '[{"directory": "%%s", "file": "pool.c", "arguments": ["%%s", "-O2", "-g", "-c", "pool.c"]}]' %top/examples/pool %clang > db.json
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o && cd %t
// RUN: for c in "source-patch conflict.yaml --src %top/examples/pool -o out.diff" "merge rec -o report.yaml --decisions conflict.yaml" "whatif -p db.json --plugin %plugin --decisions conflict.yaml" "tune --build true --bench true --metric wall --candidates conflict.yaml --state state -o tuned.yaml"; do echo "== ${c%%%% *}"; %inlint $c 2>&1 >/dev/null || echo "exit $?"; done > out
// RUN: FileCheck --match-full-lines %s < out
// RUN: ls | FileCheck --check-prefix=WRITTEN %s
// RUN: %inlint merge rec -o fine.yaml.report --decisions fine.yaml > /dev/null

// CHECK:      == source-patch
// CHECK-NEXT: inlint source-patch: error: conflict.yaml:7: noinline for obj_malloc conflicts with the decision at line 1 (always_inline)
// CHECK-NEXT: exit 2
// CHECK-NEXT: == merge
// CHECK-NEXT: inlint merge: error: conflict.yaml:7: noinline for obj_malloc conflicts with the decision at line 1 (always_inline)
// CHECK-NEXT: exit 2
// CHECK-NEXT: == whatif
// CHECK-NEXT: inlint whatif: error: conflict.yaml:7: noinline for obj_malloc conflicts with the decision at line 1 (always_inline)
// CHECK-NEXT: exit 2
// CHECK-NEXT: == tune
// CHECK-NEXT: inlint tune: error: conflict.yaml:7: noinline for obj_malloc conflicts with the decision at line 1 (always_inline)
// CHECK-NEXT: exit 2
// CHECK-NOT:  {{.}}

// WRITTEN-NOT: out.diff
// WRITTEN-NOT: report.yaml
// WRITTEN-NOT: tuned.yaml
