// The page of `inlint html`, opened in headless Chromium as a person opens
// it: slab.c's calls carry their marks in the gutter (inlined, kept, cold)
// with clang's reason under the line, the index lists every recommendation
// ranked by benefit and re-sorts by bytes, and a click on a finding of the
// patch or on an index entry brings its source line into view, lit. The
// page fetches nothing.
// REQUIRES: chromium
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/slab.c -o %t/slab.o -fsave-optimization-record -foptimization-record-file=%t/slab.opt.yaml
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/forced_bloat.c -o %t/forced_bloat.o -fsave-optimization-record -foptimization-record-file=%t/forced_bloat.opt.yaml
// RUN: cd %top && %inlint html %t/rec --remarks %t --patch %inputs/html/slab_annotations.patch -o %t/view.html
// RUN: env -u LD_PRELOAD %python %S/page_view.py %t/view.html f1-L110 f1-L112 > %t/seen
// RUN: FileCheck %s < %t/seen

// CHECK:      resources fetched: 0
// CHECK:      line lit/Inputs/forced_bloat.c:9: [advice always] static __always_inline unsigned int crc_update(struct crc_state *s,
// CHECK:      line lit/Inputs/forced_bloat.c:48: [inlined] return crc_update(s, p, n);
// CHECK:      line lit/Inputs/slab.c:30: [advice always] static __always_inline unsigned int slab_index(size_t size)
// CHECK-NEXT: line lit/Inputs/slab.c:35: [note advice def] static unsigned long slab_take(struct slab_cache *cache, struct slab_page *page,
// CHECK:      line lit/Inputs/slab.c:92: [warning def] static struct slab_page *slab_find(struct slab_cache *cache)
// CHECK:      line lit/Inputs/slab.c:107: [inlined] cache = &slab->caches[slab_index(size)];
// CHECK-NEXT: line lit/Inputs/slab.c:108: [inlined] page = slab_find(cache);
// CHECK-NEXT: line lit/Inputs/slab.c:110: [kept] return slab_take(cache, page, slab->generation);
// CHECK-NEXT: line lit/Inputs/slab.c:112: [kept cold] page = slab_grow(slab, cache);
// CHECK:      line lit/Inputs/slab.c:125: [kept] got += slab_take(cache, page, slab->generation) & 1;
// CHECK-NEXT: line lit/Inputs/slab.c:129: [note advice noinline] static noinline unsigned int slab_mix(unsigned int x)

// The notes under a kept call and a cold one: clang's reason.
// CHECK:      row f1-L110: [kept] return slab_take(cache, page, slab->generation);
// CHECK-NEXT: note f1-L110: kept call of slab_take in slab_alloc: kept: not inlined; normal, {{.*}}; clang: cost {{[0-9]+}} vs threshold 225 (misses by {{[0-9]+}})
// CHECK-NEXT: row f1-L112: [kept cold] page = slab_grow(slab, cache);
// CHECK-NEXT: note f1-L112: kept call of slab_grow in slab_alloc: kept: not inlined; cold, {{.*}}; clang: cost {{[0-9]+}} vs threshold 45 (misses by {{[0-9]+}}); cold call site: threshold 45, single-caller bonus dropped

// The index, best benefit first, then by bytes: crc_update's copies first.
// CHECK-NEXT: index 1 | slab_take | always_inline | kept-out-of-line | load-bearing | {{[-+][0-9]+}} | objects | {{[0-9.]+}} | lit/Inputs/slab.c:35
// CHECK-NEXT: index 2 | crc_update | none | forced-inline-bloat | unknown | -{{[0-9]+}} | estimate | {{[0-9.]+}} | lit/Inputs/forced_bloat.c:9
// CHECK-NEXT: index 3 | slab_grow | noinline | cold-slow-path | redundant |
// CHECK-NEXT: index 4 | slab_mix | none | noinline-in-hot-loop | unknown |
// CHECK-NEXT: index 5 | slab_index | none | redundant-always-inline | unknown |
// CHECK-NEXT: by bytes 1 | crc_update |
// CHECK-NEXT: by bytes 2 | slab_take |

// The patch's second finding (slab_find, redundant) and the top entry by
// bytes (crc_update).
// CHECK:      finding click: #f1-L92 line 92 in view, scrolled down, background rgb(253, 230, 138)
// CHECK-NEXT: index click: #f0-L9 line 9 in view, scrolled down, background rgb(253, 230, 138)
