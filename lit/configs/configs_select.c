// The project file is found upward from the working directory, as
// clang-tidy finds .clang-tidy; its paths are taken from its own folder.
// default: picks the set lint uses without flags; --config NAME[,NAME]
// (repeatable; all) picks others, each once, in the order named. A name
// the file does not have, --config beside -p, and --config where no
// project file is found are one line each, exit 2.
// RUN: rm -rf %t && mkdir -p %t/proj/build %t/proj/src/deep %t/none
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/proj/src/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t/proj/src %clang > %t/proj/build/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: build/compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n  - name: arm64-again\n    from: arm64\ndefault: [arm64]\n' > %t/proj/.inlint.yaml
//
// RUN: cd %t/proj/src/deep && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/default.out; test $? -eq 1
// RUN: FileCheck --check-prefix=DEFAULT %s < %t/default.out
// RUN: cd %t/proj/src/deep && %inlint lint --plugin %plugin --config x86,arm64 --config x86 %inputs/configs/snap_stat.patch > %t/two.out
// RUN: FileCheck --check-prefix=TWO %s < %t/two.out
// RUN: cd %t/proj/src/deep && %inlint lint --plugin %plugin --config all %inputs/configs/snap_stat.patch > %t/all.out
// RUN: FileCheck --check-prefix=ALL %s < %t/all.out
//
// RUN: cd %t/proj && %inlint lint --config x86,riscv %inputs/configs/snap_stat.patch > %t/bad.out 2> %t/bad.err; test $? -eq 2
// RUN: cd %t/proj && not %inlint lint --config x86 -p build/compile_commands.json %inputs/configs/snap_stat.patch >> %t/bad.out 2>> %t/bad.err
// RUN: cd %t/none && not %inlint lint --config x86 %inputs/configs/snap_stat.patch >> %t/bad.out 2>> %t/bad.err
// RUN: test ! -s %t/bad.out
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.err

// DEFAULT:      snap_stat.c:18:{{[0-9]+}}: warning: snap_weigh: `noinline` is redundant in clang-{{[0-9]+}} arm64: changes no call site and no byte [inlint-redundant]
// DEFAULT-NOT:  {{.}}

// TWO:          snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 ({{.*}}); no change: clang-{{[0-9]+}} arm64 [inlint-load-bearing]
// TWO-NOT:      {{.}}

// ALL:          snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 3: clang-{{[0-9]+}} x86_64 ({{.*}}); no change: clang-{{[0-9]+}} arm64, clang-{{[0-9]+}} arm64 [inlint-load-bearing]
// ALL-NOT:      {{.}}

// BAD:      inlint lint: error: {{.*}}/proj/.inlint.yaml: no configuration 'riscv' (it has x86, arm64, arm64-again)
// BAD-NEXT: inlint lint: error: --config selects from .inlint.yaml: not with -p, which is one configuration
// BAD-NEXT: inlint lint: error: --config: no .inlint.yaml with configurations here or in a folder above
// BAD-NOT:  {{.}}
