// A TU's own source is shown whole; a header it includes shows the three
// lines around each mark (its definitions at lines 9 and 16) and says how
// many lines it left out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/audit_hdr_user.c -o %t/user.o
// RUN: cd %top && %inlint html %t/rec -o %t/view.html
// RUN: grep -o '<h3>[^<]*</h3>\|<tr class="gap">.*lines\?<\|<tr id="f[0-9]-L[0-9]*"' %t/view.html | FileCheck %s

// CHECK:      <h3>lit/Inputs/audit_hdr.h</h3>
// CHECK-NEXT: <tr class="gap"><td></td><td></td><td class="t">&#8942; 5 lines<
// CHECK-NEXT: <tr id="f1-L6"
// CHECK:      <tr id="f1-L19"
// CHECK-NEXT: <tr class="gap"><td></td><td></td><td class="t">&#8942; 12 lines<
// CHECK-NEXT: <h3>lit/Inputs/audit_hdr_user.c</h3>
// CHECK-NEXT: <tr id="f0-L1"
// CHECK-NEXT: <tr id="f0-L2"
