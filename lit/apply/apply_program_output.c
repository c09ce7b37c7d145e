// A real program (the pool example and its driver) built plain and with a
// decision file that changes many decisions at once, function and call-site
// ones: the code differs, the output is byte-identical, also under
// ASan+UBSan.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/plain
// RUN: env INLINT_APPLY=%inputs/many.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/applied 2>&1 | count 0
// RUN: %t/plain 20000 > %t/plain.out
// RUN: %t/applied 20000 > %t/applied.out
// RUN: cmp %t/plain.out %t/applied.out
// RUN: llvm-nm %t/plain | FileCheck --check-prefix=PLAIN-SYMS %s
// RUN: llvm-nm %t/applied | FileCheck --check-prefix=APPLIED-SYMS %s
// RUN: find %t/rec -name pool.c.inlint.yaml | xargs cat | FileCheck --check-prefix=RECORD %s
//
// The same under the sanitizers (their runtime is clang's; the plugin's own
// ASan runtime, preloaded in sanitizer builds, would conflict).
// RUN: env -u LD_PRELOAD %clang -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/plain-san
// RUN: env -u LD_PRELOAD INLINT_APPLY=%inputs/many.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec-san %clang -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/applied-san
// RUN: env -u LD_PRELOAD %t/plain-san 20000 > %t/plain-san.out
// RUN: env -u LD_PRELOAD %t/applied-san 20000 > %t/applied-san.out
// RUN: cmp %t/plain.out %t/plain-san.out
// RUN: cmp %t/plain.out %t/applied-san.out

// PLAIN-SYMS: obj_malloc
// APPLIED-SYMS-NOT: alloc_zpage
// APPLIED-SYMS: encode_handle
// APPLIED-SYMS: find_free_page
// APPLIED-SYMS: handle_page
// APPLIED-SYMS: obj_free
// APPLIED-SYMS: obj_malloc
// APPLIED-SYMS: size_to_class

// RECORD:     problems: []
// RECORD:     applied:
// RECORD-NOT: status: refused
// RECORD:     - function: obj_malloc
// RECORD-NEXT:  file:
// RECORD-NEXT:  action: always_inline
// RECORD-NEXT:  status: applied
// RECORD:     - function: obj_malloc
// RECORD-NEXT:  file:
// RECORD-NEXT:  caller: pool_migrate
// RECORD-NEXT:  call_line:
// RECORD-NEXT:  action: noinline
// RECORD-NEXT:  status: applied
// RECORD-NEXT:  detail: added noinline on 1 call
// RECORD-NEXT:  effect: inlined at 0 of 1 calls
// RECORD-NEXT:  took_effect: true
