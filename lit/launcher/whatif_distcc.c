// REQUIRES: distcc
// whatif on a compile database whose command runs through distcc, to a
// distccd on 127.0.0.1 (with_distccd.py, no fallback to a local compile):
// the decisions travel on the command line, the server applies them, and
// the records come back inside the objects; the answer is the one of the
// direct compiles. The client keeps its state in whatif's scratch
// directory (DISTCC_DIR), not in the user's, whose hosts file it copies.
// Before, the server applied nothing and the variant was the baseline.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: sed "s|@TOP@|%top|; s|@CC@|clang-22|" %inputs/whatif/pool_command.json > %t/direct.json
// RUN: sed "s|@TOP@|%top|; s|@CC@|distcc clang-22|" %inputs/whatif/pool_command.json > %t/distcc.json
// RUN: %inlint whatif -p %t/direct.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/direct.txt
// RUN: env -u LD_PRELOAD %python %inputs/with_distccd.py %t --preload=%asan_preload --compiles=2 -- %inlint whatif -p %t/distcc.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml > %t/distcc.txt
// RUN: diff %t/direct.txt %t/distcc.txt
// RUN: FileCheck --match-full-lines %s < %t/distcc.txt
// RUN: grep -c 'COMPILE_OK .* examples/pool/pool.c' %t/distccd.log | FileCheck --check-prefix=REMOTE %s
// RUN: find %t/distcc %t/daemon -type f | count 0
// The hosts in the user's DISTCC_DIR (not DISTCC_HOSTS) are the ones used:
// a copy of their file is in whatif's.
// RUN: mkdir -p %t/hosts && env -u LD_PRELOAD %python %inputs/with_distccd.py %t/hosts --preload=%asan_preload --compiles=2 -- sh -c 'echo "$DISTCC_HOSTS" > "$DISTCC_DIR/hosts" && unset DISTCC_HOSTS && exec %inlint whatif -p %t/distcc.json --plugin %plugin --decisions %inputs/force_obj_malloc.yaml' > %t/hosts.txt
// RUN: diff %t/direct.txt %t/hosts.txt
// RUN: grep -c 'COMPILE_OK .* examples/pool/pool.c' %t/hosts/distccd.log | FileCheck --check-prefix=REMOTE %s

// CHECK:      examples/pool/pool.c:125: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:132: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:158: pool_migrate: obj_malloc now inlined (was kept)
// CHECK:      examples/pool/pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-EMPTY:

// The baseline and the variant, both compiled by the server.
// REMOTE: 2
