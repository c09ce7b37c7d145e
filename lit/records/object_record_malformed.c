// A record read from an object is checked like a record file: what does
// not read is one line naming the object (and the line and column in the
// record), exit status 2, and the other inputs are still shown. An object
// named on the command line must carry a record; objects found in a
// directory may not (built without the plugin, or LTO bitcode).
// RUN: rm -rf %t && mkdir -p %t/dir && cd %t
// RUN: %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-no-record-file -c %s -o good.o
// RUN: printf 'schema: inlint/2\n\000' > newer && llvm-objcopy --update-section .inlint=newer good.o newer.o
// RUN: printf 'schema: inlint/1\n' > cut && llvm-objcopy --update-section .inlint=cut good.o cut.o
// RUN: llvm-objcopy --dump-section .inlint=member good.o
// RUN: head -c 40 member > short && llvm-objcopy --update-section .inlint=short good.o short.o
// RUN: head -c -8 member > bad && printf 'wrongcrc' >> bad && llvm-objcopy --update-section .inlint=bad good.o bad.o
// RUN: printf 'schema: inlint/1' | gzip -c > no-nul && llvm-objcopy --update-section .inlint=no-nul good.o no-nul.o
// RUN: %clang -O2 -c %s -o plain.o
// RUN: not %inlint show newer.o cut.o short.o bad.o no-nul.o plain.o good.o > out 2> err
// RUN: FileCheck --check-prefix=ERR %s < err
// RUN: FileCheck --check-prefix=OUT %s < out
// RUN: cp good.o plain.o dir/ && %clang -O2 -flto=thin -c %s -o dir/lto.o
// RUN: %inlint show dir | FileCheck --check-prefix=OUT %s

int zap_page(int x) { return x + 1; }

// ERR:      inlint show: error: newer.o:1:9: not an inlint/1 record (schema is 'inlint/2')
// ERR-NEXT: inlint show: error: cut.o: .inlint: its last record does not end with a NUL
// ERR-NEXT: inlint show: error: short.o: .inlint: a compressed record is cut short
// ERR-NEXT: inlint show: error: bad.o: .inlint: a compressed record is corrupt
// ERR-NEXT: inlint show: error: no-nul.o: .inlint: a compressed record does not end with a NUL
// ERR-NEXT: inlint show: error: plain.o: no inlint record (no .inlint section: compiled without the plugin?)
// ERR-NOT:  inlint
// OUT: object_record_malformed.c: 1 function, 0 recommendations
