// Applying a report and re-running gives no advice that undoes it. The first
// build's report advises every action: always_inline (a constant-args
// template with five callers, below; a wrapper -> template chain, also one
// whose template -O2 inlines into the wrapper; a helper kept out of line), noinline (a cold slow path) and none (a redundant
// __always_inline, a noinline in a hot loop). The second build applies that
// report unchanged; its report must not reverse any of it: no none on what
// was just forced (the five forced copies of compress_generic fold, so they
// are no bloat; the forced wrappers are judged with their template, not as
// tiny functions), no always_inline on what lost its forcing, no advice on
// the pinned slow path.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/first %clang -O2 -g -I%inputs -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: env INLINT_OUT=%t/first %clang -O2 -g -fpass-plugin=%plugin -c %inputs/tbl_search.c -o %t/b.o
// RUN: env INLINT_OUT=%t/first %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/c.o
// RUN: env INLINT_OUT=%t/first %clang -O2 -g -fpass-plugin=%plugin -c %inputs/lz_validated.c -o %t/d.o
// RUN: %inlint merge %t/first -o %t/first.yaml --budget none > /dev/null
// RUN: FileCheck --check-prefix=FIRST %s < %t/first.yaml
// RUN: env INLINT_APPLY=%t/first.yaml INLINT_OUT=%t/second %clang -O2 -g -I%inputs -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: env INLINT_APPLY=%t/first.yaml INLINT_OUT=%t/second %clang -O2 -g -fpass-plugin=%plugin -c %inputs/tbl_search.c -o %t/b.o
// RUN: env INLINT_APPLY=%t/first.yaml INLINT_OUT=%t/second %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/c.o
// RUN: env INLINT_APPLY=%t/first.yaml INLINT_OUT=%t/second %clang -O2 -g -fpass-plugin=%plugin -c %inputs/lz_validated.c -o %t/d.o
// RUN: %inlint merge %t/second -o %t/second.yaml --budget none > /dev/null
// RUN: FileCheck --check-prefix=SECOND %s < %t/second.yaml
// RUN: find %t/second -name '*.yaml' | sort | xargs cat | FileCheck --check-prefix=APPLIED %s

#include "lz_generic.c"

/* Two more calls, both with an external dictionary. */
int compress_both(const unsigned char *src, unsigned char *dst, int n,
		  unsigned *table)
{
	int a = compress_generic(src, dst, n, table, BY_U32, USING_EXT_DICT, 0);

	return a + compress_generic(src, dst + a, n, table, BY_U16,
				    USING_EXT_DICT, 0);
}

// FIRST-LABEL: recommendations:
// FIRST-DAG:   - function: compress_generic{{$}}
// FIRST-DAG:   - function: tbl_search{{$}}
// FIRST-DAG:   - function: tbl_find{{$}}
// FIRST-DAG:   - function: lz_compress_generic{{$}}
// FIRST-DAG:   - function: lz_compress_generic_validated{{$}}
// FIRST-DAG:   - function: obj_malloc{{$}}
// FIRST-DAG:     action: noinline
// FIRST-DAG:     reason: redundant-always-inline
// FIRST-DAG:     reason: noinline-in-hot-loop
// FIRST-LABEL: functions:

// SECOND-LABEL: recommendations:
// SECOND-NOT:   - function: compress_generic{{$}}
// SECOND-NOT:   - function: tbl_search{{$}}
// SECOND-NOT:   - function: tbl_find{{$}}
// SECOND-NOT:   - function: tbl_scan{{$}}
// SECOND-NOT:   - function: lz_compress_generic{{$}}
// SECOND-NOT:   - function: lz_compress_generic_validated{{$}}
// SECOND-NOT:   - function: obj_malloc{{$}}
// SECOND-NOT:   - function: alloc_zpage{{$}}
// SECOND-NOT:   - function: size_to_class{{$}}
// SECOND-NOT:   - function: mix{{$}}
// SECOND-NOT:   action: {{always_inline|noinline}}
// SECOND:       functions:

// The second build did apply the first report.
// APPLIED:      - function: obj_malloc
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: alloc_zpage
// APPLIED:        action: noinline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: size_to_class
// APPLIED:        action: none
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: lz_compress_generic_validated
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: lz_compress_generic
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: tbl_search
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: tbl_find
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
// APPLIED:      - function: compress_generic
// APPLIED:        action: always_inline
// APPLIED-NEXT:   status: applied
