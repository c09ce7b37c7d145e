// audit over a configuration built with -g and one without: debug info
// gives the line of a definition's name, a build without it the line the
// definition starts on, which differ when the signature is written over
// two lines (kernel style). They are one annotation with a row per
// configuration, not two, each with a configuration "not compiled".
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: cd %t && patch -s -p1 < %inputs/configs/snap_stat.patch
// RUN: sed -i 's/^static noinline unsigned long snap_weigh(/static noinline unsigned long\nsnap_weigh(/' %t/snap_stat.c
// RUN: grep -n '^snap_weigh(' %t/snap_stat.c | FileCheck --check-prefix=SPLIT %s
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/g.json
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -ffreestanding --target=aarch64-linux-gnu -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/nog.json
// RUN: printf 'configurations:\n  - name: x86\n    db: g.json\n  - name: arm64\n    db: nog.json\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint audit --plugin %plugin > %t/out
// RUN: FileCheck %s < %t/out

// SPLIT: 19:snap_weigh(
// CHECK:      snap_stat.c:{{18|19}}: note: noinline on snap_weigh is load-bearing in 1 of 2: clang-{{[0-9]+}} x86_64 ({{.*}}); no change: clang-{{[0-9]+}} arm64 [inlint-load-bearing]
// CHECK-NOT:  {{.}}
