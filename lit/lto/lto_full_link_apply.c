// Decisions given to a full LTO link: applied to the merged module at
// FullLinkTimeOptimizationEarly, before the link's inliner, and listed in
// the link's one record. slot_lookup, which the link otherwise inlines
// into table_sum (lto_lint_link_time.c), stays a call.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cd %inputs
// RUN: printf -- '- function: slot_lookup\n  action: noinline\n' > %t/noinline.yaml
// RUN: for f in slot table; do env INLINT_OUT=%t/rec %clang -O2 -g -flto -fpass-plugin=%plugin -c lto/$f.c -o %t/$f.o || exit 1; done
// RUN: cd %t && env INLINT_APPLY=%t/noinline.yaml INLINT_OUT=%t/rec %clang -O2 -flto -fuse-ld=lld -Wl,--load-pass-plugin=%plugin slot.o table.o -o table
// RUN: FileCheck %s < %t/rec/table.inlint.fulllto.yaml
// RUN: llvm-objdump -d --no-show-raw-insn %t/table | FileCheck --check-prefix=CALLS %s

// CHECK:      source_file: table
// CHECK:      phase: fulllto
// CHECK:      problems: []
// CHECK:      - name: slot_lookup
// CHECK-NEXT:   file: {{.*}}lto/slot.c
// CHECK:        attributes: [noinline]
// CHECK:        outcome: out_of_line
// CHECK:      decisions_file: {{.*}}noinline.yaml
// CHECK-NEXT: applied:
// CHECK-NEXT: - function: slot_lookup
// CHECK:        status: applied
// CHECK:        took_effect: true

// CALLS-LABEL: <table_sum>:
// CALLS:       call{{.*}}<slot_lookup>
