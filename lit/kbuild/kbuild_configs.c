// scripts/kbuild-configs.sh on a miniature out-of-tree Kbuild: four O=
// builds (clang and GCC, x86_64 and arm64), each configured with the
// options asked for, built, timed and given its compile_commands.json, and
// the project file naming the four. An option that olddefconfig drops, an
// unknown configuration and a tree that is not a kernel stop with one line.
// REQUIRES: aarch64-gcc
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild_o %t/src
// RUN: %top/scripts/kbuild-configs.sh -j2 --enable ZSWAP --enable CONFIG_ZSMALLOC %t/cfg %t/src mm/ 2> %t/log
// RUN: FileCheck --check-prefix=LOG %s < %t/log
// RUN: diff %inputs/kbuild_configs_project.yaml %t/cfg/.inlint.yaml
// RUN: grep -x CONFIG_ZSMALLOC=y %t/cfg/clang-arm64/.config
// RUN: FileCheck --check-prefix=CLANG-X86 %s < %t/cfg/clang-x86_64/compile_commands.json
// RUN: FileCheck --check-prefix=GCC-X86 %s < %t/cfg/gcc-x86_64/compile_commands.json
// RUN: FileCheck --check-prefix=CLANG-ARM %s < %t/cfg/clang-arm64/compile_commands.json
// RUN: FileCheck --check-prefix=GCC-ARM %s < %t/cfg/gcc-arm64/compile_commands.json
// RUN: llvm-readelf -h %t/cfg/gcc-arm64/mm/zsmalloc.o | FileCheck --check-prefix=AARCH64 %s
// RUN: llvm-readelf -h %t/cfg/clang-arm64/mm/pool.o | FileCheck --check-prefix=AARCH64 %s
// RUN: llvm-readelf -h %t/cfg/gcc-x86_64/mm/pool.o | FileCheck --check-prefix=X86-64 %s
// RUN: cat %t/cfg/gcc-x86_64/.inlint-build-time | FileCheck --check-prefix=TIME %s
//
// Again, one configuration: its .config is kept (an option set by hand
// stays), and the project file still names all four.
// RUN: echo CONFIG_KEPT=y >> %t/cfg/gcc-x86_64/.config
// RUN: %top/scripts/kbuild-configs.sh -j2 --only gcc-x86_64 --enable ZSWAP %t/cfg %t/src mm/ 2> %t/log2
// RUN: FileCheck --check-prefix=ONLY %s < %t/log2
// RUN: grep -x CONFIG_KEPT=y %t/cfg/gcc-x86_64/.config
// RUN: diff %inputs/kbuild_configs_project.yaml %t/cfg/.inlint.yaml
//
// RUN: not %top/scripts/kbuild-configs.sh --only clang-x86_64 --enable ZSMALLOC %t/dropped %t/src mm/ 2>&1 | FileCheck --check-prefix=DROPPED %s
// RUN: test ! -e %t/dropped/.inlint.yaml
// RUN: not %top/scripts/kbuild-configs.sh --only clang-riscv %t/x %t/src mm/ 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: not %top/scripts/kbuild-configs.sh %t/x %t/cfg mm/ 2>&1 | FileCheck --check-prefix=NOT-KERNEL %s
// RUN: not %top/scripts/kbuild-configs.sh %t/x %t/src 2>&1 | FileCheck --check-prefix=USAGE %s

// LOG:      clang-x86_64: make LLVM=-22 -j2 mm/: {{[0-9.]+}} s (prepare {{[0-9.]+}} s)
// LOG-NEXT: gcc-x86_64: make -j2 mm/: {{[0-9.]+}} s (prepare {{[0-9.]+}} s)
// LOG-NEXT: clang-arm64: make LLVM=-22 ARCH=arm64 -j2 mm/: {{[0-9.]+}} s (prepare {{[0-9.]+}} s)
// LOG-NEXT: gcc-arm64: make ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- -j2 mm/: {{[0-9.]+}} s (prepare {{[0-9.]+}} s)
// LOG-NEXT: kbuild-configs.sh: project file {{.*}}/cfg/.inlint.yaml

// CLANG-X86: "command": "clang-22 --target=x86_64-linux-gnu {{.*}}-c -o mm/pool.o {{.*}}/src/mm/pool.c"
// CLANG-X86: "command": "clang-22 --target=x86_64-linux-gnu {{.*}}-c -o mm/zsmalloc.o {{.*}}/src/mm/zsmalloc.c"
// GCC-X86:   "command": "gcc {{.*}}-c -o mm/pool.o
// GCC-X86:   "command": "gcc {{.*}}-c -o mm/zsmalloc.o
// CLANG-ARM: "command": "clang-22 --target=aarch64-linux-gnu {{.*}}-c -o mm/pool.o
// CLANG-ARM: "command": "clang-22 --target=aarch64-linux-gnu {{.*}}-c -o mm/zsmalloc.o
// GCC-ARM:   "command": "aarch64-linux-gnu-gcc {{.*}}-c -o mm/pool.o
// GCC-ARM:   "command": "aarch64-linux-gnu-gcc {{.*}}-c -o mm/zsmalloc.o

// AARCH64: Machine: AArch64
// X86-64:  Machine: Advanced Micro Devices X86-64
// TIME:    gcc-x86_64: make -j2 mm/: {{[0-9.]+}} s

// ONLY:      gcc-x86_64: make -j2 mm/: {{[0-9.]+}} s
// ONLY-NEXT: kbuild-configs.sh: project file

// DROPPED:     kbuild-configs.sh: clang-x86_64: CONFIG_ZSMALLOC did not stay set after olddefconfig
// DROPPED-NOT: project file
// UNKNOWN:     kbuild-configs.sh: --only clang-riscv: no such configuration (clang-x86_64 gcc-x86_64 clang-arm64 gcc-arm64)
// NOT-KERNEL:  kbuild-configs.sh: {{.*}}/cfg: not a kernel source tree (no Makefile or scripts/config)
// USAGE:       kbuild-configs.sh: usage: kbuild-configs.sh
