// A report speaks for one build. Records of another architecture or
// compiler, as a records directory that an x86_64 and an arm64 build both
// wrote into holds, stop merge with one line that names both records and
// their builds, and no report is written. An x86_64 kernel compiles its
// 32-bit vDSO for i386: those records are of the same build. A profile is
// not part of it either (the vDSO gets none in an AutoFDO build), and the
// report names the first record's profile. show ends each summary with
// the build its advice holds for. lint and html read records as merge
// does (here the objects, which carry them too).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %inputs && env INLINT_OUT=%t/x86 %clang --target=x86_64-linux-gnu -O2 -g -fpass-plugin=%plugin -I. -c objlevel/slab_lite.c -o %t/x86.o
// RUN: cd %inputs && env INLINT_OUT=%t/arm %clang --target=aarch64-linux-gnu -O2 -g -fpass-plugin=%plugin -I. -c objlevel/slab_lite.c -o %t/arm.o
// RUN: cd %inputs && env INLINT_OUT=%t/vdso %clang --target=i386-linux-gnu -w -O2 -g -fpass-plugin=%plugin -I. -c objlevel/slab_lite.c -o %t/vdso.o
// RUN: cd %inputs && env INLINT_OUT=%t/fdo %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_cold.prof -fpass-plugin=%plugin -c zs_slow.c -o %t/fdo.o
// RUN: not %inlint merge %t/x86 %t/arm -o %t/mixed.yaml 2> %t/err
// RUN: FileCheck -DT=%t --check-prefix=MIXED --match-full-lines %s < %t/err
// RUN: test ! -e %t/mixed.yaml
// RUN: printf -- '--- a/objlevel/slab_lite.c\n+++ b/objlevel/slab_lite.c\n@@ -36 +36 @@\n-static struct page *slow_alloc(struct pool *pool, struct sclass *class)\n+static noinline struct page *slow_alloc(struct pool *pool, struct sclass *class)\n' > %t/noinline.patch
// RUN: cd %inputs && not %inlint lint %t/noinline.patch --records %t 2> %t/lint_err
// RUN: FileCheck -DT=%t --check-prefix=LINT --match-full-lines %s < %t/lint_err
// RUN: cd %inputs && not %inlint html %t -o %t/page.html 2> %t/html_err
// RUN: FileCheck -DT=%t --check-prefix=HTML --match-full-lines %s < %t/html_err
// RUN: test ! -e %t/page.html
// RUN: %inlint merge %t/x86 %t/vdso -o %t/kernel.yaml --budget none > /dev/null
// RUN: %inlint show %t/kernel.yaml | FileCheck -DT=%t --check-prefix=KERNEL %s
// RUN: %inlint show %t/arm | FileCheck --check-prefix=ARM %s
// RUN: %inlint show %t/fdo | FileCheck --check-prefix=FDO %s
// RUN: %inlint merge %t/fdo %t/x86 -o %t/fdo.yaml --budget none > /dev/null
// RUN: %inlint show %t/fdo.yaml | FileCheck -DT=%t --check-prefix=FDO-REPORT %s

// MIXED: inlint merge: error: [[T]]/arm/objlevel/slab_lite.c.inlint.yaml: a record of clang-{{[0-9]+}} arm64, but [[T]]/x86/objlevel/slab_lite.c.inlint.yaml is one of clang-{{[0-9]+}} x86_64: a report speaks for one build; give each build's records apart

// LINT: inlint lint: error: [[T]]/fdo.o: a record of clang-{{[0-9]+}} x86_64, but [[T]]/arm.o is one of clang-{{[0-9]+}} arm64: a report speaks for one build; give each build's records apart

// HTML: inlint html: error: [[T]]/fdo.o: a record of clang-{{[0-9]+}} x86_64, but [[T]]/arm.o is one of clang-{{[0-9]+}} arm64: a report speaks for one build; give each build's records apart

// KERNEL: [[T]]/kernel.yaml: report of 2 records, {{[0-9]+}} recommendations, 0 information entries (clang-{{[0-9]+}} x86_64)

// ARM: objlevel/slab_lite.c: 7 functions, 2 recommendations (clang-{{[0-9]+}} arm64)

// FDO: zs_slow.c: 2 functions, 1 recommendation (clang-{{[0-9]+}} x86_64 + AutoFDO)

// FDO-REPORT: [[T]]/fdo.yaml: report of 2 records, {{[0-9]+}} recommendations, 0 information entries (clang-{{[0-9]+}} x86_64 + AutoFDO)
