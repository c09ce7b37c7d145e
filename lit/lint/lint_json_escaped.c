// A file name holding a quote, a backslash, a space, non-ASCII (ä), a tab
// and a control byte (^A): --format json writes it escaped as JSON
// requires, and python's json reads back every character; SARIF's uri
// percent-encodes it and decodes back to the very bytes. (A byte that is
// not UTF-8 becomes U+FFFD: test_finding_json.)
// RUN: rm -rf %t && mkdir -p %t/src && cd %t/src && git init -q
// RUN: cd %t/src && cp %inputs/zap.c "$(printf 'we"ird\\ \303\244\t\001.c')"
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c we*.c -o %t/zap.o
// RUN: cd %t/src && git add . && sed -i 's/^static unsigned long zap_one/static __always_inline unsigned long zap_one/' we*.c
// RUN: cd %t/src && git -c core.quotePath=true diff > %t/quoted.patch
// RUN: cd %t/src && %inlint lint %t/quoted.patch --records %t/rec --format json > %t/out.json; test $? -eq 1
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/out.json --file-bytes | FileCheck --match-full-lines %s
// RUN: cd %t/src && %inlint lint %t/quoted.patch --records %t/rec --format sarif > %t/out.sarif; test $? -eq 1
// RUN: env -u LD_PRELOAD %python -c 'import json, os, sys, urllib.parse; r = json.load(open(sys.argv[1]))["runs"][0]["results"][0]; u = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]; print(u); print(os.path.exists(urllib.parse.unquote_to_bytes(u)))' %t/out.sarif | FileCheck --check-prefix=SARIF --match-full-lines %s

// CHECK:      version 1 command lint findings 1
// CHECK-NEXT: 'we"ird\\ ä\t\x01.c':3:8: warning: inlint-redundant: zap_one: `__always_inline` is redundant: {{.*}} | fix 3:8-24 ''
// CHECK-NOT:  {{.}}

// SARIF:      we%22ird%5C%20%C3%A4%09%01.c
// SARIF-NEXT: True
