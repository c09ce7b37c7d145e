// The bundled zsmalloc-shaped example: clang -O2 keeps the three-call-site
// helper obj_malloc out of line everywhere, its fast-path call included, so
// inlint advises always_inline; the single-caller slow path behind likely()
// gets noinline, already out of line; the tiny forced helper is redundant;
// the helper of noinstr code is required; recursive and address-taken
// statics get no forcing advice; the last two are information, which
// changes nothing.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t.o
// RUN: find %t -name pool.c.inlint.yaml | xargs cat > %t.yaml
// RUN: FileCheck %s < %t.yaml
// RUN: grep -c 'action: always_inline' %t.yaml | FileCheck --check-prefix=ONE %s
// RUN: %inlint show %t.yaml | FileCheck --check-prefix=SHOW %s

// CHECK-LABEL: - name: obj_malloc
// CHECK:       callers: 2
// CHECK:       call_sites:
// CHECK-NEXT:  - caller: pool_alloc
// CHECK-NEXT:    line: [[#FAST:]]
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 0.999001
// CHECK-NEXT:    inlined: false
// CHECK-NEXT:    kept: true
// CHECK-NEXT:  - caller: pool_alloc
// CHECK-NEXT:    line: [[#FAST+7]]
// CHECK-NEXT:    hotness: cold
// CHECK:       - caller: pool_migrate
// CHECK:         inlined: false
// CHECK-NEXT:         kept: true
// CHECK-NEXT:  outcome: out_of_line
// CHECK-NEXT:  final_size:
// CHECK-NEXT:  calls_left: 3
// CHECK-NEXT:  inlined_into: []
// CHECK-NEXT:  callee_size: [[#OBJ_MALLOC:]]
// CHECK-NEXT:  callee_size_from: out-of-line body
// CHECK-LABEL: - name: page_sum
// CHECK:       recursive: true
// CHECK-LABEL: recommendations:
// CHECK:       - function: size_to_class
// CHECK:         action: none
// CHECK-NEXT:    reason: redundant-always-inline
// CHECK:       - function: obj_malloc
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: kept-out-of-line
// CHECK:         message: 'obj_malloc: its out-of-line copy is [[#OBJ_MALLOC]] IR instructions, 3 call sites, kept out of line at 3 of them: pool_alloc:[[#FAST]] (normal, 1.00x), pool_alloc:[[#FAST+7]] (cold, 0.00x), pool_migrate:{{[0-9]+}} (normal, 2.02x);{{.*}} [static estimate]'
// CHECK-NEXT:    evidence: static estimate
// CHECK:       - function: alloc_zpage
// CHECK:         action: noinline
// CHECK-NEXT:    reason: cold-slow-path
// CHECK:         message: {{.*}}single call site pool_alloc:[[#FAST+2]] is cold{{.*}}out of line in this build already{{.*}}profile
// CHECK:       - function: mix
// CHECK:         reason: noinline-in-hot-loop
// What changes nothing is information, apart from the recommendations.
// CHECK-LABEL: information:
// CHECK:       - function: read_generation
// CHECK:         reason: always-inline-required
// CHECK-NOT:     evidence:
// CHECK:       - function: stat_pages
// CHECK:         reason: address-taken-only

// Only obj_malloc is advised always_inline.
// ONE: {{^}}1{{$}}

// SHOW: pool.c:[[#]]: always_inline: obj_malloc: {{.*}} (confidence 0.70) [inlint-kept-out-of-line]
// SHOW: pool.c:[[#]]: noinline: alloc_zpage: {{.*}} (confidence 0.80) [inlint-cold-slow-path]
// SHOW: pool.c: 4 recommendations rest on the static estimate: run `inlint tune` or give a profile
// SHOW-NEXT: pool.c: 20 functions, 4 recommendations, 2 information entries
