// Report mode never changes generated code: .text is byte-identical with and
// without the plugin, with and without debug info.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/plugin.o
// RUN: llvm-objcopy -O binary --only-section=.text %t/plain.o %t/plain.text
// RUN: llvm-objcopy -O binary --only-section=.text %t/plugin.o %t/plugin.text
// RUN: cmp %t/plain.text %t/plugin.text
// RUN: %clang -O2 -c %top/examples/pool/pool.c -o %t/plain-nodebug.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/plugin-nodebug.o
// RUN: llvm-objcopy -O binary --only-section=.text %t/plain-nodebug.o %t/plain-nodebug.text
// RUN: llvm-objcopy -O binary --only-section=.text %t/plugin-nodebug.o %t/plugin-nodebug.text
// RUN: cmp %t/plain-nodebug.text %t/plugin-nodebug.text
// RUN: test -s %t/plain.text
