// A new record is as private as the umask says; a record that is replaced
// keeps the mode it had, so an overwrite never widens a 0600 record.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && umask 077 && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: stat -c %%a %t/out/__%s.inlint.yaml | FileCheck --check-prefix=PRIVATE %s
// RUN: chmod 640 %t/out/__%s.inlint.yaml
// RUN: cd %t && umask 022 && env INLINT_OUT=%t/out %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: stat -c %%a %t/out/__%s.inlint.yaml | FileCheck --check-prefix=KEPT %s
// RUN: cd %t && umask 022 && env INLINT_OUT=%t/fresh %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: stat -c %%a %t/fresh/__%s.inlint.yaml | FileCheck --check-prefix=UMASK %s

int zap_page(int x) { return x + 1; }

// PRIVATE: {{^}}600{{$}}
// KEPT: {{^}}640{{$}}
// UMASK: {{^}}644{{$}}
