// noinline on a single-caller static that clang inlines: the call stays.
// The decision names the file by its last component only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -S -emit-llvm %top/examples/pool/pool.c -o %t/plain.ll
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain.ll
// RUN: env INLINT_APPLY=%inputs/noinline_encode_handle.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/applied.ll
// RUN: FileCheck --check-prefix=APPLIED %s < %t/applied.ll
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s

// PLAIN-NOT: @encode_handle(
// APPLIED: call {{.*}}@encode_handle(
// APPLIED: define internal {{.*}}@encode_handle({{.*}}){{.*}} [[ATTRS:#[0-9]+]] !dbg
// APPLIED: attributes [[ATTRS]] = { {{.*}}noinline

// RECORD-LABEL: - name: encode_handle
// RECORD:       outcome: out_of_line
// RECORD-LABEL: applied:
// RECORD-NEXT:  - function: encode_handle
// RECORD:         action: noinline
// RECORD-NEXT:    status: applied
// RECORD-NEXT:    detail: added noinline
// RECORD-NEXT:    effect: out_of_line
// RECORD-NEXT:    took_effect: true
