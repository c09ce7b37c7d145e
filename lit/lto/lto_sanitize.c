// The link's command line names no sanitizer and no level, so its records
// name the sanitizers its IR was instrumented with, and a merged report
// speaks for the compiles' level and sanitizers. Before, a ThinLTO build's
// report named none: its link's records, as many as the compiles', voted
// -O2 and no sanitizer, and alone they named no target.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t
//
// KASAN and UBSan's array-bounds, ThinLTO, a relocatable link as the
// kernel's vmlinux.o: kernel-address (no __asan_init), and UBSan only where
// a check survives.
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/kasan %clang -O2 -g -flto=thin -fsanitize=kernel-address,array-bounds -fpass-plugin=%plugin -c lto/$f.c -o %t/kasan-$f.o || exit 1; done
// RUN: env INLINT_OUT=%t/kasan %llvm_bin/ld.lld -r --load-pass-plugin=%plugin %t/kasan-slot.o %t/kasan-ring_idx.o -o %t/kasan.o
// RUN: FileCheck --check-prefix=KASAN-SLOT %s < %t/kasan/lto/slot.c.inlint.thinlto-backend.yaml
// RUN: FileCheck --check-prefix=KASAN-RING %s < %t/kasan/lto/ring_idx.c.inlint.thinlto-backend.yaml
// RUN: %inlint merge %t/kasan -o %t/kasan.yaml | FileCheck --check-prefix=KASAN-MERGE %s
//
// arm64's software-tag KASAN: kernel-hwaddress (no __hwasan_init).
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/swtags %clang --target=aarch64-linux-gnu -ffreestanding -O2 -g -flto=thin -fsanitize=kernel-hwaddress -fpass-plugin=%plugin -c lto/$f.c -o %t/swtags-$f.o || exit 1; done
// RUN: env INLINT_OUT=%t/swtags %llvm_bin/ld.lld -r --load-pass-plugin=%plugin %t/swtags-slot.o %t/swtags-ring_idx.o -o %t/swtags.o
// RUN: FileCheck --check-prefix=SWTAGS %s < %t/swtags/lto/slot.c.inlint.thinlto-backend.yaml
//
// User-space ASan, full LTO: address, by its __asan_init.
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/asan %clang -O2 -g -flto -fsanitize=address -fpass-plugin=%plugin -c lto/$f.c -o %t/asan-$f.o || exit 1; done
// RUN: cd %t && env INLINT_OUT=%t/asan %llvm_bin/ld.lld -r --load-pass-plugin=%plugin asan-slot.o asan-ring_idx.o -o asan.o
// RUN: grep -h '^sanitize:' %t/asan/asan.o.inlint.fulllto.yaml | FileCheck --check-prefix=ASAN %s
//
// CFI traps through llvm.ubsantrap as UBSan does: its own trap is no UBSan,
// a bounds check's is.
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/cfi %clang -O2 -g -flto -fvisibility=hidden -fsanitize=cfi-icall -fpass-plugin=%plugin -c lto/$f.c -o %t/cfi-$f.o || exit 1; done
// RUN: cd %t && env INLINT_OUT=%t/cfi %llvm_bin/ld.lld -r --load-pass-plugin=%plugin cfi-slot.o cfi-ring_idx.o -o cfi.o
// RUN: grep -h '^sanitize:' %t/cfi/cfi.o.inlint.fulllto.yaml | FileCheck --check-prefix=CFI %s
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/cfiub %clang -O2 -g -flto -fvisibility=hidden -fsanitize=cfi-icall,array-bounds -fsanitize-trap=all -fpass-plugin=%plugin -c lto/$f.c -o %t/cfiub-$f.o || exit 1; done
// RUN: cd %t && env INLINT_OUT=%t/cfiub %llvm_bin/ld.lld -r --load-pass-plugin=%plugin cfiub-slot.o cfiub-ring_idx.o -o cfiub.o
// RUN: grep -h '^sanitize:' %t/cfiub/cfiub.o.inlint.fulllto.yaml | FileCheck --check-prefix=CFI-UBSAN %s
//
// KCFI, a module flag; the link's records alone (a ccache build's compiles
// write none) name the build.
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/kcfi %clang -O2 -g -flto=thin -fsanitize=kcfi -fpass-plugin=%plugin -c lto/$f.c -o %t/kcfi-$f.o || exit 1; done
// RUN: env INLINT_OUT=%t/kcfi %llvm_bin/ld.lld -r --load-pass-plugin=%plugin %t/kcfi-slot.o %t/kcfi-ring_idx.o -o %t/kcfi.o
// RUN: FileCheck --check-prefix=KCFI %s < %t/kcfi/lto/ring_idx.c.inlint.thinlto-backend.yaml
// RUN: rm %t/kcfi/lto/slot.c.inlint.yaml %t/kcfi/lto/ring_idx.c.inlint.yaml
// RUN: %inlint merge %t/kcfi -o %t/kcfi.yaml | FileCheck --check-prefix=KCFI-MERGE %s
//
// No sanitizer: no key.
// RUN: cd %inputs && env INLINT_OUT=%t/plain %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/ring_idx.c -o %t/plain.o
// RUN: env INLINT_OUT=%t/plain %llvm_bin/ld.lld -r --load-pass-plugin=%plugin %t/plain.o -o %t/plain-r.o
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain/lto/ring_idx.c.inlint.thinlto-backend.yaml
//
// -Os: the compiles' level, which the link's records outvoted.
// RUN: cd %inputs && for f in slot ring_idx; do env INLINT_OUT=%t/os %clang -Os -g -flto=thin -fpass-plugin=%plugin -c lto/$f.c -o %t/os-$f.o || exit 1; done
// RUN: env INLINT_OUT=%t/os %llvm_bin/ld.lld -r --load-pass-plugin=%plugin %t/os-slot.o %t/os-ring_idx.o -o %t/os.o
// RUN: %inlint merge %t/os -o %t/os.yaml | FileCheck --check-prefix=OS %s

// KASAN-SLOT: {{^}}phase: thinlto-backend{{$}}
// KASAN-SLOT: {{^}}sanitize: kernel-address{{$}}
// KASAN-RING: {{^}}sanitize: kernel-address,undefined{{$}}
// KASAN-MERGE: 4 records (2 of the link), {{.*}} (clang-{{[0-9]+}} x86_64 KASAN UBSan){{$}}

// SWTAGS: {{^}}target: aarch64-unknown-linux-gnu{{$}}
// SWTAGS: {{^}}sanitize: kernel-hwaddress{{$}}

// ASAN: {{^}}sanitize: address{{$}}
// CFI: {{^}}sanitize: cfi{{$}}
// CFI-UBSAN: {{^}}sanitize: cfi,undefined{{$}}

// KCFI: {{^}}sanitize: kcfi{{$}}
// KCFI-MERGE: 2 records (2 of the link), {{.*}} (clang-{{[0-9]+}} x86_64 KCFI){{$}}

// PLAIN:     {{^}}phase: thinlto-backend{{$}}
// PLAIN-NOT: {{^}}sanitize:

// OS: 4 records (2 of the link), {{.*}} (clang-{{[0-9]+}} x86_64 -Os){{$}}
