// A load-bearing decision: forcing obj_malloc into its callers flips its
// three call sites (pool_alloc calls it on two lines, pool_migrate on one),
// grows both callers, removes its copy. whatif's bytes are checked against a
// real rebuild made here by hand (plain compile, compile with INLINT_APPLY,
// inlint bloat -t): the two lists of "function old new" must be equal.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: sed "s|@TOP@|%top|; s|@CC@|%clang|" %inputs/whatif/pool_command.json > %t/compile_commands.json
// RUN: %inlint whatif -p %t/compile_commands.json --decisions %inputs/force_obj_malloc.yaml --plugin %plugin > %t/whatif.txt
// RUN: FileCheck --match-full-lines %s < %t/whatif.txt
// RUN: %clang -O2 -g -c examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_APPLY=%inputs/force_obj_malloc.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/forced.o
// RUN: %inlint bloat -t %t/plain.o %t/forced.o > %t/bloat.txt
// RUN: sed -n 's/^examples\/pool\/pool.c: \([a-z_]*\): [-+0-9]* bytes (\([0-9]*\) → \([0-9]*\)).*/\1 \2 \3/p' %t/whatif.txt | sort > %t/predicted
// RUN: awk 'NR > 2 && $1 != "Total:" { print $1, ($2 == "-" ? 0 : $2), ($3 == "-" ? 0 : $3) }' %t/bloat.txt | sort > %t/rebuilt
// RUN: test -s %t/rebuilt && diff %t/predicted %t/rebuilt
// RUN: sed -n 's/^examples\/pool\/pool.c: .text [-+0-9]* bytes (\([0-9]*\) → \([0-9]*\)).*/Total: Before=\1, After=\2,/p' %t/whatif.txt > %t/text
// RUN: grep -F -f %t/text %t/bloat.txt

// CHECK:      examples/pool/pool.c:125: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:132: pool_alloc: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c:158: pool_migrate: obj_malloc now inlined (was kept)
// CHECK-NEXT: examples/pool/pool.c: pool_alloc: +578 bytes (164 → 742), +189 IR instructions
// CHECK-NEXT: examples/pool/pool.c: pool_migrate: +308 bytes (129 → 437), +95 IR instructions
// CHECK-NEXT: examples/pool/pool.c: obj_malloc: -274 bytes (274 → 0), -98 IR instructions, copy gone
// CHECK-NEXT: examples/pool/pool.c: .text +612 bytes (1972 → 2584) (clang-{{[0-9]+}} x86_64)
// CHECK-EMPTY:
