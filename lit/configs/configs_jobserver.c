// Under make -jN, inlint takes part in make's jobserver: each compile
// beyond the first waits for a token from make, and gives it back when it
// ends. Run with a jobserver of 2 free tokens (make -j3) and -j 8, lint in
// two configurations (a baseline and a variant each, side by side: one
// token taken) gives the same verdict as without, and every token is back
// at the end; without a jobserver client, none would be taken. Run by a real make -j2 through a recursive (+)
// recipe, which hands the pipe's fds down (make 4.3's R,W form), the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/plain.out
// RUN: cd %t && env -u LD_PRELOAD %python %inputs/with_jobserver.py %t 3 --preload=%asan_preload -- %inlint lint -j 8 --plugin %plugin %inputs/configs/snap_stat.patch > %t/fifo.out 2> %t/fifo.err
// RUN: diff %t/plain.out %t/fifo.out
// RUN: FileCheck --check-prefix=FIFO %s < %t/fifo.err
// RUN: printf 'all:\n\t+%%s lint -j 8 --plugin %%s %%s > make.out\n' %inlint %plugin %inputs/configs/snap_stat.patch > %t/Makefile
// RUN: cd %t && make -s -j2
// RUN: diff %t/plain.out %t/make.out
// RUN: FileCheck %s < %t/plain.out

// CHECK: snap_stat.c:18:{{[0-9]+}}: note: snap_weigh: `noinline` is load-bearing in 1 of 2

// FIFO:      fewest tokens free: 1
// FIFO-NEXT: tokens left: 2
