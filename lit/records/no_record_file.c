// -mllvm -inlint-no-record-file (which inlint flags prints) keeps the
// record in the object only: a distcc server or a shared ccache compile
// must not write into its own working directory or INLINT_OUT. Where the
// output cannot carry a record (an LTO compile writes bitcode), the file is
// written all the same.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/zap.c && cd %t/src
// RUN: env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-no-record-file -c zap.c -o zap.o
// RUN: env XDG_CACHE_HOME=%t/cache %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-no-record-file -c zap.c -o zap.o
// RUN: not ls %t/out %t/cache %t/src/inlint-records
// RUN: llvm-objcopy --dump-section .inlint=%t/section zap.o
// RUN: gzip -dc %t/section | tr -d '\000' | FileCheck %s
// RUN: env INLINT_OUT=%t/out %clang -O2 -g -flto=thin -fpass-plugin=%plugin -mllvm -inlint-no-record-file -c zap.c -o zap-lto.o
// RUN: FileCheck %s < %t/out/zap.c.inlint.yaml

int zap_page(int x) { return x + 1; }

// CHECK:      source_file: zap.c
// CHECK:      problems: []
// CHECK-NEXT: functions:
// CHECK-NEXT: - name: zap_page
