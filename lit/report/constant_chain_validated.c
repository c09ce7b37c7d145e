// A wrapper -> template chain whose template is inlined into its only
// caller, the wrapper (LZ4 1.9's LZ4_compress_generic ->
// LZ4_compress_generic_validated): -O2 inlines the body into
// lz_compress_generic through the single-caller bonus, and lz_compress_generic,
// now as big as the body, stays out of line at the API functions' calls,
// which pass the table type and dictionary mode as constants. The
// wrapper's own branches test only the size, so no call prunes it
// directly: the constants fold only once the API's call to the wrapper is
// inlined too. inlint advises the chain, the hash the template hands the
// table type on to included, in one group; the call to the template being
// inlined already is no collapse while the wrapper's calls stay.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -c %inputs/lz_validated.c -o %t.o
// RUN: find %t -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: - name: lz_compress_generic
// CHECK:         - caller: lz_compress_prefix
// CHECK-NEXT:      line: [[#PREFIX_LINE:]]
// CHECK:           pruned_through: [[#THROUGH:]]
// CHECK-NEXT:      pruned_through_insns: [[#FOLDS:]]
// CHECK-NEXT:      forwards: 1
// CHECK-NEXT:      inlined: false
// CHECK-NEXT:      kept: true
// CHECK-LABEL: - name: lz_compress_generic_validated
// CHECK:         - caller: lz_compress_generic
// CHECK-NEXT:      line: [[#LINK_LINE:]]
// CHECK:           forwards: 2
// CHECK-NEXT:      inlined: true
// CHECK-NEXT:      kept: false
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: lz_compress_generic
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         message: 'lz_compress_generic: wrapper of lz_compress_generic_validated ({{.*}}): each of its 4 calls outside cold code (the hottest lz_compress_prefix:[[#PREFIX_LINE]], normal) passes constants that its call lz_compress_generic:[[#LINK_LINE]] hands on to lz_compress_generic_validated, killing at least [[#THROUGH]] branch targets there and in its callees that guard at least [[#FOLDS]] instructions, which fold only once the chain collapses — measure __always_inline on the whole chain (one group) [static estimate]'
// CHECK-NEXT:    group: lz_compress_generic
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  - function: lz_compress_generic_validated
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK:         group: lz_compress_generic
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  - function: lz_hash
// CHECK:         message: 'lz_hash: {{.*}}, on the chain of the wrapper lz_compress_generic, {{.*}}'
// CHECK-NEXT:    group: lz_compress_generic
// CHECK-NEXT:    evidence: static estimate
// CHECK-NEXT:  external_calls:
