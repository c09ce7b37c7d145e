// scripts/kbuild.sh on a miniature Kbuild with CONFIG_LTO_CLANG_THIN=y:
// the compile writes pre-link records through KCFLAGS, and the ThinLTO
// link that makes vmlinux.o, which KCFLAGS never reaches, writes the
// backends' records through the LD wrapper the script passes; a -Werror
// build stays clean and silent, and vmlinux runs as the plain build's.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp -r %inputs/kbuild %t/plain && cp -r %inputs/kbuild %t/src
// RUN: make -s -C %t/plain LLVM=%llvm_bin/ vmlinux && %t/plain/vmlinux > %t/plain.out
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec -- make -s -C src LLVM=%llvm_bin/ CONFIG_LTO_CLANG_THIN=y vmlinux > %t/build.log 2>&1
// RUN: FileCheck --check-prefix=LOG %s < %t/build.log
// RUN: cd %t/rec && find . -name "*.yaml" | sort | FileCheck --check-prefix=RECORDS %s
// RUN: FileCheck --check-prefix=BACKEND %s < %t/rec/kernel/main.c.inlint.thinlto-backend.yaml
// RUN: %t/src/vmlinux > %t/lto.out && cmp %t/plain.out %t/lto.out
// RUN: %inlint merge %t/rec -o %t/report.yaml | FileCheck --check-prefix=MERGE %s
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
//
// With CLANG_AUTOFDO_PROFILE, Kbuild gives the sample profile to the
// compile and to the link (--lto-sample-profile): the backends' records
// are profiled too.
// RUN: cp -r %inputs/kbuild %t/fdo
// RUN: cd %t && %top/scripts/kbuild.sh --plugin %plugin --out rec_fdo -- make -s -C fdo LLVM=%llvm_bin/ CONFIG_LTO_CLANG_THIN=y CLANG_AUTOFDO_PROFILE=%inputs/kbuild_autofdo.prof vmlinux > %t/fdo.log 2>&1
// RUN: FileCheck --check-prefix=LOG %s < %t/fdo.log
// RUN: FileCheck --check-prefix=FDO-PRELINK %s < %t/rec_fdo/mm/pool.c.inlint.yaml
// RUN: FileCheck --check-prefix=FDO-BACKEND %s < %t/rec_fdo/mm/pool.c.inlint.thinlto-backend.yaml
// RUN: %t/fdo/vmlinux > %t/fdo.out && cmp %t/plain.out %t/fdo.out
//
// A linker the plugin cannot load into stops before make, in one line.
// RUN: not %top/scripts/kbuild.sh --plugin %plugin --out %t/rec_ld -- make -C %t/src LLVM=%llvm_bin/ LD=ld.lld-14 2>&1 | FileCheck --check-prefix=WRONG-LD %s

// LOG-NOT: warning
// LOG-NOT: inlint:
// LOG: kbuild.sh: records in {{.*}}/rec{{(_fdo)?$}}

// RECORDS:      ./kernel/bounds.c.inlint.yaml
// RECORDS-NEXT: ./kernel/main.c.inlint.thinlto-backend.yaml
// RECORDS-NEXT: ./kernel/main.c.inlint.yaml
// RECORDS-NEXT: ./mm/pool.c.inlint.thinlto-backend.yaml
// RECORDS-NEXT: ./mm/pool.c.inlint.yaml
// RECORDS-EMPTY:

// BACKEND:      source_file: kernel/main.c
// BACKEND:      phase: thinlto-backend
// BACKEND:      problems: []
// BACKEND:      - name: pool_peek
// BACKEND-NEXT:   file: mm/pool.c
// BACKEND:        linkage: available_externally
// BACKEND:        outcome: inlined
// BACKEND:        inlined_into:
// BACKEND-NEXT:   - caller: main

// MERGE: 5 records (2 of the link), {{.*}}

// REPORT-LABEL: - name: pool_peek
// REPORT:         file: mm/pool.c
// REPORT:         linkage: extern
// REPORT:         inlined_into: [main]
// REPORT-NEXT:    inlined_at_link: [main]
// REPORT-LABEL: extern_functions:
// REPORT:         message: 'pool_peek: extern, called from 1 file; inlined into main at link time'

// FDO-PRELINK:      phase: thinlto-prelink
// FDO-PRELINK:      profile: true
// FDO-PRELINK-NEXT: outcome_source: debug-info
// FDO-PRELINK-NEXT: profile_format: SampleProfile

// FDO-BACKEND:      phase: thinlto-backend
// FDO-BACKEND:      profile: true
// FDO-BACKEND-NEXT: outcome_source: debug-info
// FDO-BACKEND-NEXT: profile_format: SampleProfile
// FDO-BACKEND:      problems: []

// WRONG-LD: kbuild.sh: the plugin does not load into ld.lld-14
