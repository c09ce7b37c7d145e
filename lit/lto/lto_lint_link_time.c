// lint judges what the LTO link made. A patch force-inlines slot_lookup,
// an extern function that only table.c calls:
// - from the compile's records alone it is redundant: no effect without
//   LTO;
// - with a full LTO link's record, which inlined it into table_sum and
//   dropped its body, the annotation is redundant, at link time;
// - with ThinLTO's, which inlined it and kept the extern body, it is
//   load-bearing where the link kept calls: a note, exit status 0.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: for f in slot table; do env INLINT_OUT=%t/full %clang -O2 -g -flto -fpass-plugin=%plugin -c lto/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint lto/slot_always_inline.patch --records %t/full > %t/compile.out; test $? -eq 1
// RUN: FileCheck --check-prefix=COMPILE %s < %t/compile.out
// RUN: env INLINT_OUT=%t/full %clang -O2 -flto -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table
// RUN: %inlint lint lto/slot_always_inline.patch --records %t/full > %t/full.out; test $? -eq 1
// RUN: FileCheck --check-prefix=FULL %s < %t/full.out
// RUN: %inlint merge %t/full -o %t/full.yaml > /dev/null
// RUN: %inlint lint lto/slot_always_inline.patch --report %t/full.yaml > %t/full_report.out; test $? -eq 1
// RUN: FileCheck --check-prefix=FULL %s < %t/full_report.out
//
// RUN: for f in slot table; do env INLINT_OUT=%t/thin %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/$f.c -o %t/$f.o || exit 1; done
// RUN: env INLINT_OUT=%t/thin %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table
// RUN: %inlint lint lto/slot_always_inline.patch --records %t/thin > %t/thin.out
// RUN: FileCheck --check-prefix=THIN %s < %t/thin.out

// COMPILE:     lit/Inputs/lto/slot.c:17:[[#]]: warning: slot_lookup: `__always_inline` is redundant: slot_lookup is extern and only called from 1 other file: no effect on them without LTO (estimate; lint -p measures it) [inlint-redundant]
// COMPILE-NOT: {{.}}

// FULL:     lit/Inputs/lto/slot.c:17:[[#]]: warning: slot_lookup: `__always_inline` is redundant: already inlined into table_sum at link time (x86_64, clang {{[0-9]+}}, estimate; lint -p rebuilds compiles, not an LTO link) [inlint-redundant]{{$}}
// FULL-NOT: {{.}}

// THIN:     lit/Inputs/lto/slot.c:17:[[#]]: note: slot_lookup: `__always_inline` is load-bearing: inlined into table_sum at link time, its body kept out of line too (x86_64, clang {{[0-9]+}}, estimate; lint -p rebuilds compiles, not an LTO link) [inlint-load-bearing]{{$}}
// THIN-NOT: {{.}}
