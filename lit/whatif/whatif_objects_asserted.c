// REQUIRES: gcc
// Measured from objects, a function whose result a BUILD_BUG_ON tests must
// stay inlined: out of line its sum no longer folds, and GCC fails the
// build ("call to '__compiletime_assert_0' declared with attribute error",
// as net/core/skbuff.c's skb_ext_total_length). noinline on it is refused,
// and so is taking its __always_inline off, which -fno-inline builds out
// of line; audit calls the __always_inline required.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/ext_len.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: ext_total_length, action: noinline}\n' > %t/noinline.yaml
// RUN: printf -- '- {function: ext_total_length, action: none}\n' > %t/none.yaml
// RUN: printf '[{"directory": "%%s", "file": "ext_len.c", "command": "gcc -O2 -fno-inline -Werror -c ext_len.c -o ext_len.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/noinline.yaml | FileCheck --check-prefix=NOINLINE %s
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/none.yaml | FileCheck --check-prefix=NONE %s
// RUN: cd %t/tree && %inlint audit -p %t/db.json ext_len.c | FileCheck --check-prefix=AUDIT %s

// NOINLINE: ext_len.c: noinline ext_total_length: refused: __always_inline is required: a compile-time assertion (BUILD_BUG_ON) tests its result, which folds only once it is inlined: out of line, the build fails
// NONE: ext_len.c: none ext_total_length: refused: __always_inline is required: a compile-time assertion
// AUDIT: ext_len.c:13: note: __always_inline on ext_total_length is required, never stripped: a compile-time assertion (BUILD_BUG_ON) tests its result{{.*}} [inlint-required]
