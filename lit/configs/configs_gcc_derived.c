// REQUIRES: gcc, aarch64-gcc
// A configuration derived for GCC (compiler: gcc) replaces the compiler
// word; target: makes it Debian's cross compiler, aarch64-linux-gnu-gcc
// (not --target=, which GCC does not know); a profile is -fauto-profile=.
// Each is named by what the compiler says of itself. Until the
// object-level measurement lands, a GCC compile is refused with one line
// that names the derived compiler.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "snap_stat.c", "command": "%%s -O2 -g -ffreestanding -c snap_stat.c -o snap_stat.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: gcc\n    from: x86\n    compiler: gcc\n  - name: gcc-arm64\n    from: gcc\n    target: aarch64-linux-gnu\n  - name: gcc-afdo\n    from: gcc\n    profile: snap.afdo\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint whatif --plugin %plugin --config gcc > %t/gcc.out 2> %t/gcc.err; test $? -eq 2
// RUN: cd %t && %inlint whatif --plugin %plugin --config gcc-arm64 > %t/arm64.out 2> %t/arm64.err; test $? -eq 2
// RUN: cd %t && %inlint whatif --plugin %plugin --config gcc-afdo > %t/afdo.out 2> %t/afdo.err; test $? -eq 2
// RUN: FileCheck --check-prefix=GCC %s < %t/gcc.out
// RUN: FileCheck --check-prefix=GCC-ERR %s < %t/gcc.err
// RUN: FileCheck --check-prefix=ARM64 %s < %t/arm64.out
// RUN: FileCheck --check-prefix=ARM64-ERR %s < %t/arm64.err
// RUN: FileCheck --check-prefix=AFDO %s < %t/afdo.out

// GCC:       configuration gcc: gcc-{{[0-9]+}} x86_64
// GCC-ERR:   inlint whatif: snap_stat.c: gcc cannot load the inlint plugin
// ARM64:     configuration gcc-arm64: gcc-{{[0-9]+}} arm64
// ARM64-ERR: inlint whatif: snap_stat.c: aarch64-linux-gnu-gcc cannot load the inlint plugin
// AFDO:      configuration gcc-afdo: gcc-{{[0-9]+}} x86_64 + AutoFDO
