// REQUIRES: gcc
// Measured from objects, always_inline on a function whose header
// prototype says noinline (net/core/skbuff.c's sk_skb_reason_drop, declared
// __fix_address in include/linux/skbuff.h) failed GCC's compile: GCC merges
// the prototype's noinline into the definition and rejects the edit's
// gnu_inline beside it under -Werror. The edit cannot reach the header, so
// the decision is refused, and the variant compiles.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/skb_drop.c %inputs/objlevel/skb_drop.h %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: skb_drop_reason, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "skb_drop.c", "command": "gcc -O2 -Wall -Werror -c skb_drop.c -o skb_drop.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/force.yaml | FileCheck %s

// CHECK:      skb_drop.c: always_inline skb_drop_reason: refused: a prototype of it says noinline (a header's __fix_address), and GCC rejects always_inline beside it; an edit of the definition does not reach the prototype
// CHECK-NEXT: skb_drop.c: .text +0 bytes
