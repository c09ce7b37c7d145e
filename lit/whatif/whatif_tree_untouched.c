// A kernel-style compile writes many files besides the object: the kernel's
// dependency file (-Wp,-MMD,path), -MD/-MF/-MT, a compilation database
// fragment (-MJ), temps, a time trace, stack usage, remarks, split DWARF,
// serialized diagnostics. whatif sends them all to its scratch directory or
// drops them: the source directory has the same files before and after,
// and no scratch directory is left in TMPDIR.
// RUN: rm -rf %t && mkdir -p %t/src %t/tmp && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/src/
// RUN: sed "s|@DIR@|%t/src|g; s|@CC@|%clang|" %inputs/whatif/kernel_deps.json > %t/compile_commands.json
// RUN: ls -A %t/src > %t/before
// RUN: env TMPDIR=%t/tmp %inlint whatif -p %t/compile_commands.json --plugin %plugin > %t/empty.out
// RUN: env TMPDIR=%t/tmp %inlint whatif -p %t/compile_commands.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/forced.out
// RUN: ls -A %t/src > %t/after
// RUN: diff %t/before %t/after
// RUN: ls -A %t/tmp | count 0
// RUN: FileCheck --check-prefix=EMPTY %s < %t/empty.out
// RUN: FileCheck --check-prefix=FORCED %s < %t/forced.out

// EMPTY:      pool.c: .text +0 bytes ([[#]] → [[#]])
// EMPTY-EMPTY:
// FORCED: pool.c: obj_malloc: -[[#]] bytes ([[#]] → 0), -[[#]] IR instructions, copy gone
