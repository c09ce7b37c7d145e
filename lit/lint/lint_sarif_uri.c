// --format sarif names a file by a URI (RFC 3986), every byte but the
// unreserved characters and '/' percent-encoded: a space, '#' (a fragment
// to a consumer) and "%41" (the file "A" once decoded) name the file they
// are part of, and a byte that is not UTF-8 (git quotes it "\377") leaves
// the log valid JSON. An absolute path is a file URI. Before, the raw path
// was copied: the log was not UTF-8, so not JSON.
// RUN: rm -rf %t && mkdir -p %t/recs
// RUN: %inlint lint %inputs/lint/sarif_uri.patch --records %t/recs --format sarif > %t/out.sarif
// RUN: env -u LD_PRELOAD %python -c "import json, sys; [print(r['locations'][0]['physicalLocation']['artifactLocation']['uri']) for r in json.load(open(sys.argv[1], encoding='utf-8'))['runs'][0]['results']]" %t/out.sarif > %t/uris
// RUN: FileCheck --match-full-lines %s < %t/uris

// CHECK:      we%20ird%23frag%2541%FF.c
// CHECK-NEXT: file:///abs/d%20ir/x.c
// CHECK-EMPTY:
