// --format sarif names a file by a URI (RFC 3986), every byte but the
// unreserved characters and '/' percent-encoded: a space, '#' (a fragment
// to a consumer) and "%41" (the file "A" once decoded) name the file they
// are part of, and a byte that is not UTF-8 (git quotes it "\377") leaves
// the log valid JSON (tests/test_sarif.c). An absolute path is a file URI. Before, the raw path
// was copied: the log was not UTF-8, so not JSON.
// A record holds UTF-8 only, so no record covers the file whose name is
// not: lint names it, judges the two others, and exits 2.
// RUN: rm -rf %t && mkdir -p %t/recs %t/src
// RUN: env -u LD_PRELOAD %python -c "[open(p, 'w').write('static int tiny(int x) { return x + 1; }\nint e(int y) { return tiny(y); }\n') for p in (b'%t/src/we ird#frag%%41\xff.c', b'%t/src/we ird#frag%%41.c', b'%t/src/x.c')]"
// RUN: cd %t/src && env INLINT_OUT=%t/recs %clang -O2 -g -fpass-plugin=%plugin -c *.c
// RUN: not %inlint lint %inputs/lint/sarif_uri.patch --records %t/recs --format sarif > %t/out.sarif 2> %t/err
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: env -u LD_PRELOAD %python -c "import json, sys; [print(r['locations'][0]['physicalLocation']['artifactLocation']['uri']) for r in json.load(open(sys.argv[1], encoding='utf-8'))['runs'][0]['results']]" %t/out.sarif > %t/uris
// RUN: FileCheck --match-full-lines %s < %t/uris

// ERR: inlint lint: error: we ird#frag%41\377.c: no record covers this file: was it built with the plugin?

// CHECK:      file:///abs/d%20ir/x.c
// CHECK-NEXT: we%20ird%23frag%2541.c
// CHECK-EMPTY:
