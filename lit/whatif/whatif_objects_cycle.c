// REQUIRES: gcc
// Measured from objects, always_inline on every function of a call cycle
// failed GCC's compile ("inlining failed in call to 'always_inline'
// 'release_data': function not inlinable"; net/core/skbuff.c's
// skb_release_data and the frag list's release). A function that shares a
// cycle with others of the TU, or calls itself (skb_dump: "recursive
// inlining"), is refused always_inline, as the plugin refuses it on clang;
// their caller is not.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/buf_chain.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: release_data, action: always_inline}\n- {function: release_list, action: always_inline}\n- {function: buf_free, action: always_inline}\n- {function: dump_chain, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "buf_chain.c", "command": "gcc -O2 -Wall -Werror -c buf_chain.c -o buf_chain.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/force.yaml > %t/out
// RUN: FileCheck %s < %t/out
// RUN: not grep 'buf_free: refused' %t/out

// CHECK-DAG: buf_chain.c: always_inline release_data: refused: recursive: it closes a call cycle of the TU's functions, and GCC fails on one forced ("recursive inlining", "function not inlinable")
// CHECK-DAG: buf_chain.c: always_inline release_list: refused: recursive:
// CHECK-DAG: buf_chain.c: always_inline dump_chain: refused: recursive:
// CHECK:     buf_chain.c: .text
