// The noise check: with the empty decision set (no --decisions) every TU of
// the project's inputs compiles to the same call sites and the same bytes,
// so whatif reports nothing but an unchanged .text, TU by TU. A compile
// that varied from run to run (a temp path, a counter, a timestamp in the
// record or the object) would show up here as a flip or a size line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed "s|@TOP@|%top|; s|@CC@|%clang|" %inputs/whatif/every_input.json > %t/compile_commands.json
// RUN: %inlint whatif -p %t/compile_commands.json -j 2 --plugin %plugin > %t/out 2> %t/progress
// One input compiles -Os, and its build is named so.
// RUN: grep -c '^[^ ]*: .text +0 bytes ([0-9]* → [0-9]*) (clang-[0-9]* x86_64)$' %t/out | FileCheck --check-prefix=TUS %s
// RUN: grep -c '^examples/pool/pool.c: .text +0 bytes ([0-9]* → [0-9]*) (clang-[0-9]* x86_64 -Os)$' %t/out | FileCheck --check-prefix=TUS-OS %s
// RUN: not grep -v '^[^ ]*: .text +0 bytes (' %t/out
// RUN: %inlint whatif -p %t/compile_commands.json -j 2 --plugin %plugin --format yaml %top/examples/pool > %t/out.yaml
// RUN: FileCheck --check-prefix=YAML %s < %t/out.yaml
// Progress goes to stderr, one line per compile, for runs of many compiles.
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress

// TUS: 13
// TUS-OS: 1

// YAML:      schema: inlint-whatif/1
// YAML-NEXT: decisions: ~
// YAML-NEXT: units:
// YAML-NEXT: - file: examples/pool/main.c
// YAML-NEXT:   flips: []
// YAML-NEXT:   copies: []
// YAML-NEXT:   text:
// YAML-NEXT:     before: [[#]]
// YAML-NEXT:     after: [[#]]
// YAML-NEXT:     delta: 0
// YAML-NEXT:   frames: []
// YAML-NEXT:   refused: []
// YAML-NEXT:   problems: []
// YAML-NEXT: - file: examples/pool/pool.c
// YAML-NEXT:   flips: []
// YAML-NEXT:   copies: []

// PROGRESS: [1/28] {{.*}}.c: baseline
// PROGRESS: [28/28] {{.*}}.c: no decisions
