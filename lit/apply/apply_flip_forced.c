// An existing __always_inline flipped to noinline (the attribute is removed
// first: both at once is invalid IR) and, in a second build, to none (the
// compiler decides, and inlines the tiny helper anyway).
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_APPLY=%inputs/flip_size_to_class.yaml INLINT_VERIFY=1 INLINT_OUT=%t/flip %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/flip.ll
// RUN: FileCheck --check-prefix=FLIP %s < %t/flip.ll
// RUN: find %t/flip -name '*.yaml' | xargs cat | FileCheck --check-prefix=FLIP-RECORD %s
// RUN: env INLINT_APPLY=%inputs/unforce_size_to_class.yaml INLINT_VERIFY=1 INLINT_OUT=%t/none %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/none.ll
// RUN: FileCheck --check-prefix=NONE %s < %t/none.ll
// RUN: find %t/none -name '*.yaml' | xargs cat | FileCheck --check-prefix=NONE-RECORD %s

// FLIP: call {{.*}}@size_to_class(
// FLIP: define internal {{.*}}@size_to_class({{.*}}){{.*}} [[ATTRS:#[0-9]+]] !dbg
// FLIP: attributes [[ATTRS]] = {
// FLIP-NOT: alwaysinline
// FLIP-SAME: noinline
// FLIP-NOT: alwaysinline
// FLIP-SAME: }

// FLIP-RECORD-LABEL: applied:
// FLIP-RECORD-NEXT:  - function: size_to_class
// FLIP-RECORD:         action: noinline
// FLIP-RECORD-NEXT:    status: applied
// FLIP-RECORD-NEXT:    detail: removed alwaysinline, added noinline
// FLIP-RECORD-NEXT:    effect: out_of_line
// FLIP-RECORD-NEXT:    took_effect: true
// FLIP-RECORD-NEXT:  - function: read_generation
// FLIP-RECORD:         action: none
// FLIP-RECORD-NEXT:    status: refused
// FLIP-RECORD-NEXT:    detail: '__always_inline is required: called from noinstr code pool_entry_stats{{.*}}

// NONE-NOT: @size_to_class(
// NONE-RECORD-LABEL: applied:
// NONE-RECORD-NEXT:  - function: size_to_class
// NONE-RECORD:         action: none
// NONE-RECORD-NEXT:    status: applied
// NONE-RECORD-NEXT:    detail: removed alwaysinline
// NONE-RECORD-NEXT:    effect: inlined
