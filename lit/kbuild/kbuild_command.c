// inlint kbuild runs the kernel recipe installed beside it (in a build
// tree, share/inlint/kbuild.sh) with the plugin it finds itself: no path
// to give. Without --out the records go where the plugin puts them by
// default for compiles run in Kbuild's directory, the user's cache, so
// that show and merge run there read them, and nothing lands in the tree.
// Run by hand without --plugin, the script asks the inlint on PATH.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/src && cp -r %inputs/kbuild %t/src2
// RUN: cd %t && env XDG_CACHE_HOME=%t/cache %inlint kbuild -- make -s -C src LLVM=%llvm_bin/ vmlinux 2> %t/build.log
// RUN: FileCheck --check-prefix=LOG %s < %t/build.log
// RUN: cd %t/src && env XDG_CACHE_HOME=%t/cache %inlint show | FileCheck --check-prefix=SHOW %s
// RUN: cd %t && find . -name '*.inlint.yaml' -not -path './cache/*' | count 0
// RUN: cd %t && env PATH=$(dirname %inlint):$PATH XDG_CACHE_HOME=%t/cache %top/scripts/kbuild.sh --out rec2 -- make -s -C src2 LLVM=%llvm_bin/ vmlinux 2>&1 | FileCheck --check-prefix=BY-HAND %s
// RUN: test -f %t/rec2/mm/pool.c.inlint.yaml
// RUN: cd %t && not %inlint kbuild --out rec3 2>&1 | FileCheck --check-prefix=NO-MAKE %s
// RUN: cd %t && not %inlint kbuild --plugin %t/none.so -- make -C src 2>&1 | FileCheck --check-prefix=NO-PLUGIN %s
// RUN: cd %t && not %inlint kbuild --apply %t/missing.yaml -- make -C src 2>&1 | FileCheck --check-prefix=NO-DECISIONS %s

// LOG-NOT: inlint:
// LOG:     inlint kbuild: records in {{.*}}/cache/inlint/records/{{.*}}/src{{$}}
// SHOW:    kernel/bounds.c: {{.*}}
// SHOW:    kernel/main.c: {{.*}}
// SHOW:    mm/pool.c: {{.*}} functions
// BY-HAND: kbuild.sh: records in {{.*}}/rec2{{$}}
// NO-MAKE: inlint kbuild: error: no make command after --
// NO-PLUGIN: inlint kbuild: error: {{.*}}/none.so: plugin not found
// NO-DECISIONS: inlint kbuild: error: {{.*}}missing.yaml: cannot read the decision file
