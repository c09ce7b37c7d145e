// Options that write into the tree besides the object, and where they
// write without inlint: -save-stats (pool.stats in the entry's directory),
// -fproc-stat-report= (out/stat.csv), -gen-reproducer=always with
// -fcrash-diagnostics-dir= (a reproducer in out/crash; the compile fails),
// a response file holding -MD -MF (out/rsp.d), -gsplit-dwarf and --coverage
// with -dumpdir (out/pool.dwo, out/pool.gcno), and cc1's own -split-dwarf-*
// and -dependency-file behind -Xclang and -Xclang= (out/s.dwo,
// out/dep.d). whatif sends each into its scratch directory or drops it:
// every file and directory of the tree is as it was, byte for byte, and
// every entry gives its normal answer.
// RUN: rm -rf %t && mkdir -p %t/tmp
// RUN: for d in stats dwarf coverage xclang; do mkdir -p %t/tree/$d/out && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/tree/$d/; done
// RUN: printf -- '-MD -MF out/rsp.d\n' > %t/tree/stats/flags.rsp
// RUN: sed "s|@DIR@|%t/tree|g; s|@CC@|%clang|" %inputs/whatif/tree_outputs.json > %t/compile_commands.json
// RUN: cd %t/tree && find . | sort > %t/before && find . -type f -exec sha256sum {} + | sort >> %t/before
// RUN: env TMPDIR=%t/tmp %inlint whatif -p %t/compile_commands.json -j2 --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/forced.out
// RUN: cd %t/tree && find . | sort > %t/after && find . -type f -exec sha256sum {} + | sort >> %t/after
// RUN: diff %t/before %t/after
// RUN: ls -A %t/tmp | count 0
// RUN: FileCheck %s < %t/forced.out

// CHECK-COUNT-4: pool.c: obj_malloc: -[[#]] bytes ([[#]] → 0), -[[#]] IR instructions, copy gone
