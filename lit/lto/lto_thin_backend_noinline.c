// A noinline decision holds through ThinLTO. slot_lookup, which the link
// otherwise inlines into table_sum (lto_cross_tu_inlined_at_link.c), is
// pinned out of line:
// - applied at compile time, the attribute travels in slot.c's bitcode,
//   and table.c's backend obeys it (it does not even import it);
// - given to the link only (INLINT_APPLY in ld.lld's environment), the
//   backends apply it themselves and say so in their records;
// - a decision for a static the link promotes (slot_miss.llvm.N) finds it.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: printf -- '- function: slot_lookup\n  action: noinline\n' > %t/noinline.yaml
//
// RUN: env INLINT_APPLY=%t/noinline.yaml INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/slot.c -o %t/slot.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/table.c -o %t/table.o
// RUN: env INLINT_OUT=%t/rec %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table
// RUN: FileCheck --check-prefix=COMPILED %s < %t/rec/lto/table.c.inlint.thinlto-backend.yaml
// RUN: llvm-objdump -d --no-show-raw-insn %t/table | FileCheck --check-prefix=CALLS %s
// RUN: %inlint merge %t/rec -o %t/report.yaml > /dev/null
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
//
// The same objects without the decision, the decision given to the link.
// RUN: env INLINT_OUT=%t/rec2 %clang -O2 -g -flto=thin -fpass-plugin=%plugin -c lto/slot.c -o %t/slot.o
// RUN: printf -- '- function: slot_miss\n  file: lto/slot.c\n  action: always_inline\n' >> %t/noinline.yaml
// RUN: env INLINT_APPLY=%t/noinline.yaml INLINT_OUT=%t/rec2 %clang -O2 -flto=thin -fuse-ld=lld -Wl,--load-pass-plugin=%plugin %t/slot.o %t/table.o -o %t/table2
// RUN: FileCheck --check-prefix=LINKED %s < %t/rec2/lto/table.c.inlint.thinlto-backend.yaml
// RUN: FileCheck --check-prefix=LINKED-SLOT %s < %t/rec2/lto/slot.c.inlint.thinlto-backend.yaml
// RUN: llvm-objdump -d --no-show-raw-insn %t/table2 | FileCheck --check-prefix=CALLS %s
// RUN: %t/table > %t/out1 && %t/table2 > %t/out2 && cmp %t/out1 %t/out2

// ThinLTO does not even import a noinline function: table.c's backend
// only calls it.
// COMPILED:      phase: thinlto-backend
// COMPILED-NOT:  - name: slot_lookup
// COMPILED:      external_calls:
// COMPILED:      - callee: slot_lookup
// COMPILED-NEXT:   caller: table_sum

// CALLS-LABEL: <table_sum>:
// CALLS:       call{{.*}}<slot_lookup>

// REPORT-LABEL: - name: slot_lookup
// REPORT:         attributes: [noinline]
// REPORT:         outcome: out_of_line
// REPORT:         inlined_into: []
// REPORT-NOT:   - name:
// REPORT:       - name: slot_miss

// LINKED:      decisions_file: {{.*}}noinline.yaml
// LINKED-NEXT: applied:
// LINKED-NEXT: - function: slot_lookup
// LINKED:        action: noinline
// LINKED-NEXT:   status: applied
// LINKED:        took_effect: true

// LINKED-SLOT:      problems: []
// LINKED-SLOT:      - name: slot_miss
// LINKED-SLOT-NEXT:   file: lto/slot.c
// LINKED-SLOT:        linkage: static
// LINKED-SLOT:        attributes: [always_inline]
// LINKED-SLOT:      applied:
// LINKED-SLOT:      - function: slot_lookup
// LINKED-SLOT:        status: applied
// LINKED-SLOT:      - function: slot_miss
// LINKED-SLOT-NEXT:   file: lto/slot.c
// LINKED-SLOT-NEXT:   action: always_inline
// LINKED-SLOT-NEXT:   status: applied
