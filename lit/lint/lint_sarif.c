// --format sarif: valid JSON (python3 -m json.tool), SARIF 2.1.0, one
// result per finding with its rule (the verdict), level, location and
// the evidence and reason it rests on.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format sarif > %t/out.sarif; test $? -eq 1
// RUN: %python -m json.tool %t/out.sarif > %t/pretty.json
// RUN: FileCheck %s < %t/pretty.json

// CHECK:      "version": "2.1.0"
// CHECK:      "name": "inlint"
// CHECK:      "id": "inlint-redundant",
// CHECK-NEXT: "shortDescription": {
// CHECK-NEXT: "text": "the code is the same with and without the annotation"
// CHECK:      "results": [
// CHECK:      "ruleId": "inlint-redundant"
// CHECK-NEXT: "level": "warning"
// CHECK-NEXT: "message": {
// CHECK-NEXT: "text": "zap_one: `__always_inline` is redundant: already inlined
// CHECK:      "uri": "examples/mm_like/memory.c"
// CHECK:      "startLine": 17
// CHECK:      "properties": {
// CHECK-NEXT: "evidence": "estimate",
// CHECK-NEXT: "reason": "redundant-always-inline"
// CHECK:      "ruleId": "inlint-redundant"
// CHECK:      "startLine": 31
