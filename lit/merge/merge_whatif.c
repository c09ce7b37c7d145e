// merge --whatif -p: a report of two TUs with one recommendation each
// (always_inline obj_malloc, kept out of line at four calls; none on
// zs_mix, a noinline called in a loop). Each is applied alone to its TU
// and measured; the measured bytes equal inlint bloat -t of a real
// rebuild with that one decision applied (INLINT_APPLY), and the messages
// say "measured".
// RUN: rm -rf %t && mkdir -p %t/tree
// RUN: cp %inputs/lint/exact/zs_pool.c %inputs/merge_whatif/zs_loop.c %inputs/kernel.h %t/tree/
// RUN: cd %t/tree && for f in zs_pool zs_loop; do printf '{"directory": "%%s", "file": "%%s.c", "command": "%%s -O2 -g -c %%s.c -o %%s.o"}\n' %t/tree $f %clang $f $f; done | paste -sd, | sed 's/^/[/; s/$/]/' > compile_commands.json
// RUN: cd %t/tree && for f in zs_pool zs_loop; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c $f.c -o %t/$f.o || exit 1; done
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/report.yaml --budget none --whatif -p compile_commands.json -j 2 > %t/summary
// The real rebuilds, one decision each.
// RUN: printf -- '- {function: obj_malloc, file: zs_pool.c, action: always_inline}\n' > %t/one.yaml
// RUN: printf -- '- {function: zs_mix, file: zs_loop.c, action: none}\n' > %t/two.yaml
// RUN: cd %t/tree && env INLINT_APPLY=%t/one.yaml INLINT_OUT=%t/junk %clang -O2 -g -fpass-plugin=%plugin -c zs_pool.c -o %t/zs_pool.new.o
// RUN: cd %t/tree && env INLINT_APPLY=%t/two.yaml INLINT_OUT=%t/junk %clang -O2 -g -fpass-plugin=%plugin -c zs_loop.c -o %t/zs_loop.new.o
// RUN: %inlint bloat -t %t/zs_pool.o %t/zs_pool.new.o > %t/all.out
// RUN: %inlint bloat -t %t/zs_loop.o %t/zs_loop.new.o >> %t/all.out
// RUN: sed -n '/^recommendations:/,/^functions:/p' %t/report.yaml | grep -v '^  message:' >> %t/all.out
// RUN: cat %t/summary >> %t/all.out
// RUN: FileCheck %s < %t/all.out

// CHECK:      add/remove: 0/1 grow/shrink: 3/0 up/down: {{.*}} ([[#%d,TEXT1:]])
// CHECK-NEXT: Function
// CHECK-NEXT: zs_compact [[#]] [[#]] +[[#COMPACT:]]
// CHECK-NEXT: migrate_zspage [[#]] [[#]] +[[#MIGRATE:]]
// CHECK-NEXT: zs_malloc [[#]] [[#]] +[[#MALLOC:]]
// CHECK-NEXT: obj_malloc [[#]] - -[[#COPY:]]
// CHECK:      up/down: {{.*}} ([[#%d,TEXT2:]])
// CHECK-NEXT: Function
// CHECK-NEXT: zs_checksum [[#]] [[#]] +[[#SUM:]]
// CHECK-NEXT: zs_mix [[#]] {{[0-9-]+}} -[[#MIX:]]
// CHECK:      recommendations:
// CHECK-NEXT: - function: obj_malloc
// CHECK:        measured:
// CHECK-NEXT:     tus: 1
// CHECK-NEXT:     calls_flipped: 4
// CHECK-NEXT:     text_delta: [[#%d,TEXT1]]
// CHECK-NEXT:     functions:
// CHECK-NEXT:     - {function: zs_compact, bytes: [[#COMPACT]]}
// CHECK-NEXT:     - {function: migrate_zspage, bytes: [[#MIGRATE]]}
// CHECK-NEXT:     - {function: zs_malloc, bytes: [[#MALLOC]]}
// CHECK-NEXT:     - {function: obj_malloc, bytes: -[[#COPY]]}
// CHECK-NOT:  function:
// CHECK:      - function: zs_mix
// CHECK:        measured:
// CHECK-NEXT:     tus: 1
// CHECK-NEXT:     calls_flipped: 1
// CHECK-NEXT:     text_delta: [[#%d,TEXT2]]
// CHECK-NEXT:     functions:
// CHECK-NEXT:     - {function: zs_checksum, bytes: [[#SUM]]}
// CHECK-NEXT:     - {function: zs_mix, bytes: -[[#MIX]]}
// CHECK-NOT:  - function:
// CHECK:      {{^}}functions:
// CHECK:      top 2 by expected value:
// CHECK-NEXT: zs_pool.c:30: always_inline: obj_malloc: {{.*}}; measured alone in 1 TU: 4 calls flipped, .text +[[#TEXT1]] bytes (zs_compact +[[#COMPACT]], migrate_zspage +[[#MIGRATE]], zs_malloc +[[#MALLOC]], obj_malloc -[[#COPY]]) (1 TU, load-bearing (measured); static estimate, global: {{.*}}) [inlint-kept-out-of-line]
// CHECK-NEXT: zs_loop.c:5: none: zs_mix: {{.*}}; measured alone in 1 TU: 1 call flipped, .text +[[#TEXT2]] bytes (zs_checksum +[[#SUM]], zs_mix -[[#MIX]]) (1 TU, load-bearing (measured); static estimate, global: {{.*}}) [inlint-noinline-in-hot-loop]
