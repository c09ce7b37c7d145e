// inlint --version and every subcommand's --version print the one project
// version (CMakeLists.txt's project()), exit status 0, nothing else.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %inlint --version > %t/versions
// RUN: for c in $(%inlint --commands); do %inlint $c --version >> %t/versions || echo "$c: exit $?" >> %t/versions; done
// RUN: FileCheck --match-full-lines %s < %t/versions
// RUN: grep -q "^project(inlint VERSION $(sed -n 's/^inlint //p;q' %t/versions) " %top/CMakeLists.txt

// CHECK:      inlint {{[0-9]+\.[0-9]+\.[0-9]+}}
// CHECK-NEXT: inlint [[V:[0-9.]+]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-NEXT: inlint [[V]]
// CHECK-EMPTY:
