// REQUIRES: gcc
// Measured from objects, bad input is one line naming the file and the
// problem, exit status 2, nothing on stdout and nothing left in the tree:
// a decision about a function the source does not define, about a call
// site (no source edit makes one), about a function of a header (only the
// TU's own source is edited), and a compile that fails, whose line names
// the source as the command does, not the scratch copy it compiled.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/ && cd %t
// RUN: printf 'int f(void) { return 0 }\n' > tree/bad.c
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -c slab_lite.c"}]\n' %t/tree > db.json
// RUN: printf '[{"directory": "%%s", "file": "bad.c", "command": "gcc -O2 -c bad.c"}]\n' %t/tree > bad.json
// RUN: printf -- '- {function: nothere, action: noinline}\n' > missing.yaml
// RUN: printf -- '- {function: obj_stamp, caller: pool_alloc, call_line: 99, action: always_inline}\n' > site.yaml
// RUN: printf -- '- {function: helper, file: kernel.h, action: noinline}\n' > header.yaml
// RUN: for c in "-p db.json --decisions missing.yaml" "-p db.json --decisions site.yaml" "-p db.json --decisions header.yaml" "-p bad.json"; do echo "== $c"; %inlint whatif $c 2>&1 || echo "exit $?"; done > out
// RUN: FileCheck --match-full-lines %s < out
// RUN: ls tree | FileCheck --check-prefix=TREE %s

// CHECK:      == -p db.json --decisions missing.yaml
// CHECK-NEXT: inlint whatif: error: slab_lite.c: no definition of nothere
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p db.json --decisions site.yaml
// CHECK-NEXT: inlint whatif: error: slab_lite.c: the decision about obj_stamp's call in pool_alloc is about a call site, which a source edit cannot make (measure it with the plugin)
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p db.json --decisions header.yaml
// CHECK-NEXT: inlint whatif: error: slab_lite.c: helper is defined in kernel.h; measured from objects, only a TU's own source is edited
// CHECK-NEXT: exit 2
// CHECK-NEXT: == -p bad.json
// CHECK-NEXT: inlint whatif: error: bad.c: compile failed: bad.c:1:23: error: expected {{.*}}
// CHECK-NEXT: exit 2
// CHECK-NOT:  {{.}}
// TREE:      bad.c
// TREE-NEXT: kernel.h
// TREE-NEXT: slab_lite.c
// TREE-NOT:  {{.}}
