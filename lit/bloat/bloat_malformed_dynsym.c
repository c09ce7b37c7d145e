// An executable whose .dynsym has a bad entry size (a corrupt or hostile
// file) is refused like any malformed symbol table: one line, exit status
// 2, nothing on stdout. LLVM's C API reads .dynsym's entries as well as
// .symtab's, and used to stop inlint with a fatal error on them (found by
// tests/fuzz/fuzz_symsize). dd runs without the sanitizer build's preload,
// whose aligned_alloc check it fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 %top/examples/pool/main.c %top/examples/pool/pool.c -o %t/good
// RUN: cp %t/good %t/bad
// RUN: shoff=$(llvm-readelf -h %t/good | sed -n 's/.*Start of section headers: *\([0-9]*\).*/\1/p') && idx=$(llvm-readelf -S %t/good | sed -n 's/^ *\[ *\([0-9]*\)\] \.dynsym .*/\1/p') && test -n "$idx" && printf '\377' | env -u LD_PRELOAD dd of=%t/bad bs=1 seek=$((shoff + idx * 64 + 56)) conv=notrunc 2> /dev/null
// RUN: llvm-readelf -S %t/bad | FileCheck --check-prefix=ENTSIZE %s
// RUN: %inlint bloat %t/good %t/bad > %t/out 2> %t/err || echo "exit $?" >> %t/err
// RUN: count 0 < %t/out
// RUN: FileCheck --implicit-check-not=inlint %s < %t/err

// ENTSIZE: .dynsym DYNSYM {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} ff
// CHECK:      inlint bloat: error: {{.*}}bad: malformed symbol table
// CHECK-NEXT: exit 2
