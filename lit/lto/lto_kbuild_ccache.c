// REQUIRES: ccache, lld
// inlint kbuild with CONFIG_LTO_CLANG_THIN=y, CC="ccache clang" and a
// decision: the compiles take it on their command line (a bitcode object
// carries no record: theirs go to the record directory), and the ThinLTO
// link, which runs outside ccache through the LD wrapper, from the
// decision file: the compile's record says it applied, the link's that it
// found it so already, and neither has a problem (INLINT_APPLY beside the
// command line's would be one). The script says the records are in the
// record directory.
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/src && cd %t
// RUN: export CCACHE_DIR=%t/ccache CCACHE_CONFIGPATH=%t/ccache.conf
// RUN: %inlint kbuild --plugin %plugin --out rec --apply %inputs/kbuild_noinline_refill.yaml -- make -s -C src LLVM=%llvm_bin/ "CC=ccache %llvm_bin/clang" CONFIG_LTO_CLANG_THIN=y vmlinux 2> build.log
// RUN: FileCheck --check-prefix=LOG %s < build.log
// RUN: FileCheck --check-prefix=COMPILE %s < rec/mm/pool.c.inlint.yaml
// RUN: FileCheck --check-prefix=LINK %s < rec/mm/pool.c.inlint.thinlto-backend.yaml

// LOG: inlint kbuild: records in {{.*}}/rec, decisions from {{.*}}kbuild_noinline_refill.yaml

// COMPILE:      problems: []
// COMPILE:      decisions_file: "-inlint-decisions"
// COMPILE-NEXT: applied:
// COMPILE-NEXT: - function: refill
// COMPILE:        status: applied

// LINK:         problems: []
// LINK:         decisions_file: {{.*}}kbuild_noinline_refill.yaml
// LINK-NEXT:    applied:
// LINK-NEXT:    - function: refill
// LINK:           status: unchanged
// LINK-NEXT:      detail: already so
