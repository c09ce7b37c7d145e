// Two files each have a `static int init()`; the decision names one file,
// so only that one changes. The other file's record lists no decision.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_APPLY=%inputs/init_zone_a.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm lit/Inputs/zone_a.c -o %t/a.ll
// RUN: cd %top && env INLINT_APPLY=%inputs/init_zone_a.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm lit/Inputs/zone_b.c -o %t/b.ll
// RUN: FileCheck --check-prefix=A %s < %t/a.ll
// RUN: FileCheck --check-prefix=B %s < %t/b.ll
// RUN: FileCheck --check-prefix=A-RECORD %s < %t/rec/lit/Inputs/zone_a.c.inlint.yaml
// RUN: FileCheck --check-prefix=B-RECORD %s < %t/rec/lit/Inputs/zone_b.c.inlint.yaml

// A: call {{.*}}@init(
// B-NOT: @init(

// A-RECORD-LABEL: applied:
// A-RECORD-NEXT:  - function: init
// A-RECORD-NEXT:    file: lit/Inputs/zone_a.c
// A-RECORD-NEXT:    action: noinline
// A-RECORD-NEXT:    status: applied
// B-RECORD: applied: []
