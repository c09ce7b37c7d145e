// A usage error is one line naming the command and the problem, then the
// usage and where to read more, all on stderr; stdout stays empty and the
// exit status is 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %inlint merge %t --bogus > %t/out 2> %t/err; echo "exit $?" >> %t/err
// RUN: FileCheck %s < %t/err
// RUN: test ! -s %t/out
// RUN: not %inlint bloat -c -t a.o b.o 2>&1 | FileCheck --check-prefix=MODES %s
// RUN: not %inlint tune --build true --bench true --metric wall 2>&1 | FileCheck --check-prefix=REQUIRED %s
// RUN: not %inlint merge %t -o %t/r.yaml --top=many 2>&1 | FileCheck --check-prefix=VALUE %s
// RUN: not %inlint lint --records 2>&1 | FileCheck --check-prefix=NOARG %s
// RUN: not %inlint frobnicate 2>&1 | FileCheck --check-prefix=COMMAND %s

// CHECK:      inlint merge: error: unknown option '--bogus'
// CHECK-NEXT: usage: inlint merge [DIR|RECORD...] -o REPORT [--top N] [--decisions FILE]
// CHECK-NEXT:                     [--remarks DIR|FILE]... [--objects DIR] [--budget +PCT%|BYTES|none]
// CHECK-NEXT:                     [--view header-bloat|stack]... [--frame-limit BYTES] [--all]
// CHECK-NEXT:                     [--checks GLOBS] [--whatif [-p compile_commands.json | --config NAME[,NAME...]...]
// CHECK-NEXT:                     [-j N] [--plugin PATH] [--cc COMPILER]]
// CHECK-NEXT: Try 'inlint merge --help' for more information.
// CHECK-NEXT: exit 2
// CHECK-EMPTY:

// MODES: inlint bloat: error: -c, -d and -t do not go together
// REQUIRED: inlint tune: error: --candidates is required
// VALUE: inlint merge: error: bad --top 'many'
// NOARG: inlint lint: error: option '--records' needs an argument
// COMMAND: inlint: error: unknown command 'frobnicate' (see inlint --help)
