// merge --whatif in the project file's configurations: the records of an
// arm64 build advise always_inline on snap_weigh (kept out of line at both
// calls there). Measured alone it changes nothing on x86_64, where clang
// inlines both calls already, and grows the text on arm64. A budget keeps
// a recommendation only if the kept set fits it in every configuration:
// --budget 100 drops it over both, keeps it over x86_64 alone; a budget it
// fits in both keeps it, and the summary gives each configuration's delta
// measured together. The report carries each configuration's figures per
// recommendation (parsed back with python's yaml), and they equal a
// rebuild with the decision applied, arm64 and x86_64. A configuration
// the file does not have, --config beside -p, and a configuration whose
// compile fails (its profile is missing) are one line, exit 2, and no
// report; the last names where the project file defines it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n  - name: afdo\n    from: x86\n    profile: none.prof\ndefault: [x86, arm64]\n' > %t/.inlint.yaml
// RUN: cd %t && env INLINT_OUT=%t/rec %clang --target=aarch64-linux-gnu -O2 -g -ffreestanding -fpass-plugin=%plugin -c snap_stat.c -o arm64.o
// RUN: cd %t && %inlint merge rec -o both.yaml --whatif --plugin %plugin --budget 100 > %t/both.out 2> %t/both.err
// RUN: cd %t && %inlint merge rec -o x86.yaml --whatif --plugin %plugin --budget 100 --config x86 > %t/x86.out 2> %t/x86.err
// RUN: cd %t && %inlint merge rec -o fits.yaml --whatif --plugin %plugin --budget 1000 > %t/fits.out 2> %t/fits.err
//
// The real rebuilds, with the decision applied.
// RUN: printf -- '- {function: snap_weigh, file: snap_stat.c, action: always_inline}\n' > %t/one.yaml
// RUN: cd %t && env INLINT_APPLY=one.yaml INLINT_OUT=junk %clang --target=aarch64-linux-gnu -O2 -g -ffreestanding -fpass-plugin=%plugin -c snap_stat.c -o arm64.new.o
// RUN: cd %t && %clang -O2 -g -ffreestanding -c snap_stat.c -o x86.o
// RUN: cd %t && env INLINT_APPLY=one.yaml INLINT_OUT=junk %clang -O2 -g -ffreestanding -fpass-plugin=%plugin -c snap_stat.c -o x86.new.o
// RUN: %inlint bloat -t %t/arm64.o %t/arm64.new.o | sed -n 's/^add\/remove: .* (\(.*\))$/arm64 rebuilt \1/p' > %t/all.out
// RUN: %inlint bloat -t %t/x86.o %t/x86.new.o | sed -n 's/^add\/remove: .* (\(.*\))$/x86 rebuilt \1/p' >> %t/all.out
// RUN: env -u LD_PRELOAD %python -c 'import sys, yaml; d = yaml.load(open(sys.argv[1]), Loader=yaml.CSafeLoader); print(len(d["recommendations"]), [(c["name"], c["label"]) for c in d["configurations"]]); r = d["over_budget"][0]; print(r["function"], r["cost_bytes"], r["verdict"]); [print(c["name"], c["compiled"], c["calls_flipped"], c["text_delta"]) for c in r["configurations"]]' %t/both.yaml >> %t/all.out
// RUN: cat %t/both.out %t/x86.out %t/fits.out >> %t/all.out
// RUN: env -u LD_PRELOAD %python -c 'import sys, yaml; b = yaml.load(open(sys.argv[1]), Loader=yaml.CSafeLoader)["budget"]; print("fits", b["kept"], b["predicted_delta_bytes"], [(c["name"], c["delta_bytes"]) for c in b["configurations"]])' %t/fits.yaml >> %t/all.out
// RUN: FileCheck %s < %t/all.out
// RUN: FileCheck --check-prefix=ROUNDS %s < %t/fits.err
//
// RUN: cd %t && not %inlint merge rec -o bad.yaml --whatif --config x86,riscv > %t/bad.out 2> %t/bad.err
// RUN: cd %t && not %inlint merge rec -o bad.yaml --whatif --config x86 -p compile_commands.json >> %t/bad.out 2>> %t/bad.err
// RUN: cd %t && not %inlint merge rec -o bad.yaml --whatif --plugin %plugin --config afdo >> %t/bad.out 2>> %t/bad.err
// RUN: test ! -s %t/bad.out && test ! -e %t/bad.yaml
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.err

// CHECK:      arm64 rebuilt [[#ARM:]]
// CHECK-NEXT: x86 rebuilt 0
// CHECK-NEXT: 0 [('x86', 'clang-{{[0-9]+}} x86_64'), ('arm64', 'clang-{{[0-9]+}} arm64')]
// CHECK-NEXT: snap_weigh [[#ARM]] load-bearing
// CHECK-NEXT: x86 True 0 0
// CHECK-NEXT: arm64 True 2 [[#ARM]]
// CHECK:      budget: 100 bytes ({{.*}}); kept 0, dropped 1; predicted text delta +0 bytes (+0%){{$}}
// CHECK:      budget: 100 bytes ({{.*}}); kept 1, dropped 0; predicted text delta +0 bytes (+0%): the kept set measured together, round 1, in clang-{{[0-9]+}} x86_64 +0 bytes (1 TU, alone: +0){{$}}
// CHECK:      snap_stat.c:18: always_inline: snap_weigh: {{.*}}; measured alone in clang-{{[0-9]+}} x86_64 (1 TU): 0 calls flipped, .text +0 bytes (1 TU, redundant (measured); {{.*}}) [inlint-kept-out-of-line]
// CHECK:      budget: 1000 bytes ({{.*}}); kept 1, dropped 0; predicted text delta +[[#ARM]] bytes ({{.*}}): the kept set measured together, round 1, in clang-{{[0-9]+}} x86_64 +0 bytes (1 TU, alone: +0), clang-{{[0-9]+}} arm64 +[[#ARM]] bytes (1 TU, alone: +[[#ARM]]){{$}}
// CHECK:      snap_stat.c:18: always_inline: snap_weigh: {{.*}}; measured alone in clang-{{[0-9]+}} x86_64 (1 TU): 0 calls flipped, .text +0 bytes; in clang-{{[0-9]+}} arm64 (1 TU): 2 calls flipped, .text +[[#ARM]] bytes (snap_weigh -{{[0-9]+}}, {{.*}}) (1 TU, load-bearing (measured); {{.*}}) [inlint-kept-out-of-line]
// CHECK-NEXT: fits 1 [[#ARM]] [('x86', 0), ('arm64', [[#ARM]])]

// ROUNDS: inlint merge: budget round 1: 1 kept, +[[#]] bytes together, +[[#]] alone, budget 1000 (most in clang-{{[0-9]+}} arm64)

// BAD:      inlint merge: error: {{.*}}/.inlint.yaml: no configuration 'riscv' (it has x86, arm64, afdo)
// BAD-NEXT: inlint merge: error: --config selects from .inlint.yaml: not with -p, which is one configuration
// BAD-NEXT: inlint merge: error: {{.*}}/.inlint.yaml:7: configuration 'afdo': snap_stat.c: compile failed: {{.*}}none.prof{{.*}}
// BAD-NOT:  {{.}}
