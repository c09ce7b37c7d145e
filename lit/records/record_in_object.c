// The compile's object carries its record, the same bytes as the record
// file and a NUL, gzip-compressed, in a section marked SHF_EXCLUDE ('E'):
// a cached object (ccache) or one sent back by a distcc server holds its
// record, and the object grows by a tenth of the record, not the whole.
// Both ld.lld and ld.bfd drop the section from a linked program, so the
// kernel's orphan-section check never sees it; ld -r keeps it for the final
// link to drop, and joins it with the plain text an older plugin wrote.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %top/examples/pool
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: %clang -O2 -c main.c -o %t/main.o
// RUN: cd %t && llvm-readelf -S pool.o | FileCheck --check-prefix=SECTION %s
// RUN: llvm-objcopy --dump-section .inlint=section pool.o
// RUN: cp rec/pool.c.inlint.yaml want && printf '\000' >> want && gzip -dc section | cmp want -
// RUN: test $(wc -c < section) -lt $(($(wc -c < want) / 4))
// RUN: %clang -fuse-ld=lld pool.o main.o -o pool-lld -Wl,--orphan-handling=error
// RUN: llvm-readelf -S pool-lld | FileCheck --check-prefix=LINKED %s
// RUN: %clang -fuse-ld=bfd pool.o main.o -o pool-bfd -Wl,--orphan-handling=warn 2> bfd-warnings
// RUN: not grep inlint bfd-warnings
// RUN: llvm-readelf -S pool-bfd | FileCheck --check-prefix=LINKED %s
// RUN: ld.lld -r pool.o main.o -o partial.o
// RUN: llvm-readelf -S partial.o | FileCheck --check-prefix=SECTION %s
// RUN: llvm-objcopy --update-section .inlint=want pool.o old.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/main.c -o main-rec.o
// RUN: ld.lld -r old.o main-rec.o -o mixed.o
// RUN: %inlint show mixed.o | FileCheck --check-prefix=MIXED %s

// SECTION: .inlint PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 00 E 0 0 1
// LINKED-NOT: .inlint
// MIXED: pool.c: 20 functions, 4 recommendations
// MIXED: main.c: 1 function, 0 recommendations
