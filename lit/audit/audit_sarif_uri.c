// --format sarif names a file by a URI: a relative path stays relative,
// percent-encoded (a space, '#' and "%41" are %20, %23 and %2541), and a
// file outside the compile's directory, named by its absolute path, is a
// file URI. Before, the raw path was copied: "d ir#x/a%41.c" reached a
// consumer as the file "d ir" with a fragment.
// RUN: rm -rf %t && mkdir -p "%t/d ir#x" %t/elsewhere %t/build
// RUN: cp %s "%t/d ir#x/a%%41.c" && cp %s "%t/elsewhere/b c.c"
// RUN: sed "s|@T@|%t|g; s|@CC@|%clang|; s|@INPUTS@|%inputs|" %inputs/sarif_uri.json > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json --format sarif > %t/out.sarif
// The python prints the test's own directory, as a URI path, as TMP.
// RUN: env -u LD_PRELOAD %python -c "import json, sys, urllib.parse; t = urllib.parse.quote(sys.argv[2]); [print(r['locations'][0]['physicalLocation']['artifactLocation']['uri'].replace(t, 'TMP')) for r in json.load(open(sys.argv[1], encoding='utf-8'))['runs'][0]['results']]" %t/out.sarif %t > %t/uris
// RUN: FileCheck --match-full-lines %s < %t/uris
#include "kernel.h"

// CHECK:      file://TMP/elsewhere/b%20c.c
// CHECK-NEXT: d%20ir%23x/a%2541.c
// CHECK-EMPTY:
static __always_inline int tiny(int x)
{
	return x + 1;
}

int use_tiny(int y)
{
	return tiny(y);
}
