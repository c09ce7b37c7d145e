// scripts/kbuild.sh on a miniature Kbuild: a -Werror build stays clean and
// silent, every C file gets a record (the one compiled to assembly during
// `make prepare` too), the .S file none, and decisions apply; a KCFLAGS on
// make's command line keeps the plugin. A plugin that cannot load, or a bad
// decision path, stops before make with one line; a build that writes no
// record fails after it. Nothing is left in the current directory, and
// Kbuild's probe compiles of /dev/null (cc-option) write no record.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/src
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec -- make -s -C src LLVM=%llvm_bin/ vmlinux > %t/build.log 2>&1
// RUN: FileCheck --check-prefix=LOG %s < %t/build.log
// RUN: cd %t/rec && find . -name "*.yaml" | sort | FileCheck --check-prefix=RECORDS %s
// RUN: FileCheck --check-prefix=PLAIN %s < %t/rec/mm/pool.c.inlint.yaml
// RUN: %t/src/vmlinux > %t/plain.out
// The check that the plugin loads writes its record out of the way, not
// into the current directory.
// RUN: test ! -e %t/inlint-records
//
// The same build with a decision: refill, which clang inlines, is pinned
// out of line.
// RUN: cp -r %inputs/kbuild %t/src2
// RUN: cd %t && env PATH=$(dirname %inlint):$PATH %top/scripts/kbuild.sh --plugin %plugin --out rec2 --apply %inputs/kbuild_noinline_refill.yaml --verify -- make -s -C src2 LLVM=%llvm_bin/ vmlinux 2>&1 | FileCheck --check-prefix=LOG2 %s
// RUN: FileCheck --check-prefix=APPLIED %s < %t/rec2/mm/pool.c.inlint.yaml
// RUN: %t/src2/vmlinux > %t/applied.out
// RUN: cmp %t/plain.out %t/applied.out
//
// A KCFLAGS on make's command line overrides the environment's, which
// carries the plugin: the plugin joins it, so every C file still gets a
// record, and the user's flag (-fno-inline) still applies: the record
// says so, and refill stays out of line.
// RUN: cp -r %inputs/kbuild %t/src_kcflags
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec_kcflags -- make -s -C src_kcflags LLVM=%llvm_bin/ KCFLAGS=-fno-inline vmlinux 2>&1 | FileCheck --check-prefix=LOG-KCFLAGS %s
// RUN: cd %t/rec_kcflags && find . -name "*.yaml" | sort | FileCheck --check-prefix=RECORDS %s
// RUN: FileCheck --check-prefix=NO-INLINE %s < %t/rec_kcflags/mm/pool.c.inlint.yaml
//
// A build that compiles nothing with the plugin (here everything is up to
// date: the same command again) fails, rather than claim records it did
// not write.
// RUN: cd %t && not %top/scripts/kbuild.sh --plugin %plugin --out rec_nothing -- make -s -C src_kcflags LLVM=%llvm_bin/ KCFLAGS=-fno-inline vmlinux 2>&1 | FileCheck --check-prefix=NOTHING %s
//
// RUN: not %top/scripts/kbuild.sh --plugin %plugin --out %t/rec3 -- make -C %t/src LLVM=-14 2>&1 | FileCheck --check-prefix=WRONG-CLANG %s
// RUN: not %top/scripts/kbuild.sh --plugin %plugin --apply %t/missing.yaml -- make -C %t/src 2>&1 | FileCheck --check-prefix=NO-DECISIONS %s

// LOG-NOT: warning
// LOG-NOT: inlint:
// LOG: kbuild.sh: records in {{.*}}/rec{{$}}

// RECORDS-NOT:  null
// RECORDS:      ./kernel/bounds.c.inlint.yaml
// RECORDS-NEXT: ./kernel/main.c.inlint.yaml
// RECORDS-NEXT: ./mm/pool.c.inlint.yaml
// RECORDS-EMPTY:

// PLAIN-LABEL: - name: refill
// PLAIN:       outcome: inlined

// LOG2-NOT: inlint:
// LOG2: kbuild.sh: records in {{.*}}/rec2, decisions from {{.*}}kbuild_noinline_refill.yaml

// APPLIED:      problems: []
// APPLIED-LABEL: - name: refill
// APPLIED:       outcome: out_of_line
// APPLIED-LABEL: applied:
// APPLIED-NEXT:  - function: refill
// APPLIED:         status: applied
// APPLIED:         took_effect: true

// LOG-KCFLAGS-NOT: inlint:
// LOG-KCFLAGS: kbuild.sh: records in {{.*}}/rec_kcflags{{$}}

// NO-INLINE:       inlining: forced
// NO-INLINE-LABEL: - name: refill
// NO-INLINE:       outcome: out_of_line

// NOTHING:     kbuild.sh: the build wrote no record in {{.*}}/rec_nothing: nothing was compiled with the plugin
// NOTHING-NOT: records in

// WRONG-CLANG: kbuild.sh: the plugin does not load into clang-14
// NO-DECISIONS: kbuild.sh: {{.*}}missing.yaml: cannot read the decision file
