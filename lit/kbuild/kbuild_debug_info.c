// scripts/kbuild.sh and debug info. A kernel configured without it (the
// miniature's default, as x86_64_defconfig) compiles with no -g, which
// leaves the plugin nothing to advise on: the recipe adds
// -gline-tables-only, so the records carry advice and no problem. A .config
// with CONFIG_DEBUG_INFO=y compiles with -g, which -gline-tables-only after
// it would cut down to line tables: then the recipe adds nothing.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/src
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec -- make -C src LLVM=%llvm_bin/ vmlinux > %t/build.log 2>&1
// RUN: FileCheck --check-prefix=LINES %s < %t/build.log
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec/mm/pool.c.inlint.yaml
// RUN: cp -r %inputs/kbuild %t/src_g && echo CONFIG_DEBUG_INFO=y > %t/src_g/.config
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec_g -- make -C src_g LLVM=%llvm_bin/ vmlinux > %t/build_g.log 2>&1
// RUN: FileCheck --check-prefix=FULL %s < %t/build_g.log
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec_g/mm/pool.c.inlint.yaml
// So does a -g in KCFLAGS, the environment's or make's; a -g0 after it
// turns it off again.
// RUN: cp -r %inputs/kbuild %t/src_kg && cd %t && env KCFLAGS=-g %top/scripts/kbuild.sh --plugin %plugin --out rec_kg -- make -C src_kg LLVM=%llvm_bin/ vmlinux > %t/build_kg.log 2>&1
// RUN: FileCheck --check-prefix=KCFLAGS-G %s < %t/build_kg.log
// RUN: cp -r %inputs/kbuild %t/src_kg0 && cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec_kg0 -- make -C src_kg0 LLVM=%llvm_bin/ "KCFLAGS=-gdwarf-4 -g0" vmlinux > %t/build_kg0.log 2>&1
// RUN: FileCheck --check-prefix=KCFLAGS-G0 %s < %t/build_kg0.log

// LINES: clang -O2 -Wall -Werror -Iinclude -fmacro-prefix-map={{[^ ]*}} -Werror=unused-command-line-argument -gline-tables-only -fpass-plugin={{.*}} -c -o mm/pool.o mm/pool.c

// FULL:     clang -O2 -g -Wall -Werror -Iinclude -fmacro-prefix-map={{[^ ]*}} -Werror=unused-command-line-argument -fpass-plugin={{.*}} -c -o mm/pool.o mm/pool.c
// FULL-NOT: -gline-tables-only

// KCFLAGS-G:     clang -O2 -Wall -Werror -Iinclude -fmacro-prefix-map={{[^ ]*}} -Werror=unused-command-line-argument -g -fpass-plugin={{.*}} -c -o mm/pool.o mm/pool.c
// KCFLAGS-G-NOT: -gline-tables-only
// KCFLAGS-G0:    clang -O2 -Wall -Werror -Iinclude -fmacro-prefix-map={{[^ ]*}} -Werror=unused-command-line-argument -gdwarf-4 -g0 -gline-tables-only -fpass-plugin={{.*}} -c -o mm/pool.o mm/pool.c

// RECORD:      debug_info: true
// RECORD:      problems: []
// RECORD-NEXT: functions:
// RECORD-NEXT: - name: pool_take
// RECORD-NEXT:   file: mm/pool.c
// RECORD-NEXT:   line: 15
