// The pool example built plain and with a decision file that changes many
// decisions (lit/Inputs/many.yaml): inlint bloat shows what the decisions
// did to each function's size, in bloat-o-meter's layout. The sizes are
// clang 22's at -O2 on x86-64. Every column is pinned: no space after the
// CHECK colons, as --match-full-lines --strict-whitespace match it too.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 -g -c %top/examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_APPLY=%inputs/many.yaml INLINT_OUT=%t/rec %clang --target=x86_64-linux-gnu -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/applied.o
// RUN: %inlint bloat %t/plain.o %t/applied.o | FileCheck --strict-whitespace --match-full-lines %s

// Forcing obj_malloc and alloc_zpage into pool_alloc grows it by 726 bytes;
// alloc_zpage's and mix's out-of-line copies are gone; the helpers made
// noinline now have one.
// CHECK:add/remove: 5/3 grow/shrink: 2/3 up/down: 894/-482 (412)
// CHECK-NEXT:Function                                     old     new   delta
// CHECK-NEXT:pool_alloc                                   164     890    +726
// CHECK-NEXT:obj_free                                       -      78     +78
// CHECK-NEXT:find_free_page                                 -      34     +34
// CHECK-NEXT:size_to_class                                  -      22     +22
// CHECK-NEXT:obj_malloc                                   274     294     +20
// CHECK-NEXT:handle_page                                    -       8      +8
// CHECK-NEXT:encode_handle                                  -       6      +6
// CHECK-NEXT:mix                                            7       -      -7
// CHECK-NEXT:stat_live                                      9       -      -9
// CHECK-NEXT:pool_entry_stats                             293     255     -38
// CHECK-NEXT:pool_checksum                                140      99     -41
// CHECK-NEXT:pool_free                                    124      57     -67
// CHECK-NEXT:alloc_zpage                                  320       -    -320
// CHECK-NEXT:Total: Before=2010, After=2422, chg +20.50%
// CHECK-EMPTY:
