// inlint kbuild --apply puts the decisions on the compiles' command line,
// which Kbuild compares with the one that built each object: in a tree
// built without them every object is built again with them, and again
// without them after, so no build mixes objects of both. The same
// decisions twice rebuild nothing. The records still go to --out.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/src && cd %t
// RUN: %inlint kbuild --out plain -- make -s -C src LLVM=%llvm_bin/ vmlinux 2> plain.log
// RUN: FileCheck --check-prefix=PLAIN %s < plain/mm/pool.c.inlint.yaml
// RUN: %inlint kbuild --out applied --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ vmlinux 2> applied.log
// RUN: FileCheck --check-prefix=LOG %s < applied.log
// RUN: FileCheck --check-prefix=APPLIED %s < applied/mm/pool.c.inlint.yaml
// RUN: FileCheck --check-prefix=CMD %s < src/mm/.pool.o.cmd
// RUN: test -f applied/kernel/main.c.inlint.yaml
// RUN: not %inlint kbuild --out again --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ vmlinux 2>&1 | FileCheck --check-prefix=NOTHING %s
// RUN: %inlint kbuild --out undone -- make -s -C src LLVM=%llvm_bin/ vmlinux 2> undone.log
// RUN: FileCheck --check-prefix=PLAIN %s < undone/mm/pool.c.inlint.yaml
// RUN: not grep -q inlint-decisions src/mm/.pool.o.cmd
//
// Decisions too many for one argument (Linux passes 128 KiB) go by
// INLINT_APPLY, with a warning that make does not see them.
// RUN: cp -r %inputs/kbuild %t/src2 && cp %inputs/kbuild_noinline_refill.yaml long.yaml
// RUN: seq 1500 | awk '{ printf "- function: absent_%%080d\n  file: mm/pool.c\n  action: noinline\n", $1 }' >> long.yaml
// RUN: %inlint kbuild --out long --apply long.yaml -- make -s -C src2 LLVM=%llvm_bin/ vmlinux 2> long.log
// RUN: FileCheck --check-prefix=LONG %s < long.log
// RUN: FileCheck --check-prefix=APPLIED %s < long/mm/pool.c.inlint.yaml
// RUN: not grep -q inlint-decisions src2/mm/.pool.o.cmd

// PLAIN-LABEL: - name: refill
// PLAIN:       outcome: inlined
// PLAIN-NOT:   applied:

// LOG: inlint kbuild: records in {{.*}}/applied, decisions from {{.*}}kbuild_noinline_refill.yaml

// APPLIED-LABEL: - name: refill
// APPLIED:       outcome: out_of_line
// APPLIED-LABEL: applied:
// APPLIED-NEXT:  - function: refill
// APPLIED:         took_effect: true

// CMD: -fpass-plugin={{[^ ]*}}libinlint.so -mllvm -inlint-decisions=noinline:refill:mm/pool%2Ec

// LONG:      inlint kbuild: warning: {{.*}}/long.yaml: its decisions make a {{[0-9]+}}-byte argument; Linux passes at most 128 KiB in one: the decisions go by INLINT_APPLY instead, and make does not rebuild an object whose command line is unchanged: build into a clean tree
// LONG-NEXT: inlint kbuild: records in {{.*}}/long, decisions from {{.*}}/long.yaml

// NOTHING: inlint kbuild: error: the build wrote no record in {{.*}}/again: nothing was compiled with the plugin
