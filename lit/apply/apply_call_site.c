// A call-site decision: always_inline on obj_malloc's call in the fast path
// of pool_alloc (line 125) only. That call is inlined; the two others keep
// calling the out-of-line copy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_APPLY=%inputs/call_site_obj_malloc.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/applied.ll
// RUN: grep -c 'call .*@obj_malloc(' %t/applied.ll | FileCheck --check-prefix=CALLS %s
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck --check-prefix=RECORD %s

// CALLS: {{^}}2{{$}}

// RECORD-LABEL: - name: obj_malloc
// RECORD:       - caller: pool_alloc
// RECORD-NEXT:    line: 125
// RECORD-NEXT:    hotness: normal
// RECORD-NEXT:    frequency:
// RECORD-NEXT:    inlined: true
// RECORD-NEXT:    kept: false
// RECORD-NEXT:  - caller: pool_alloc
// RECORD-NEXT:    line: 132
// RECORD:         inlined: false
// RECORD:       - caller: pool_migrate
// RECORD:         inlined: false
// RECORD-NEXT:         kept: true
// RECORD-NEXT:  outcome: partial
// RECORD-LABEL: applied:
// RECORD-NEXT:  - function: obj_malloc
// RECORD-NEXT:    file: {{.*}}pool.c
// RECORD-NEXT:    caller: pool_alloc
// RECORD-NEXT:    call_line: 125
// RECORD-NEXT:    action: always_inline
// RECORD-NEXT:    status: applied
// RECORD-NEXT:    detail: added alwaysinline on 1 call
// RECORD-NEXT:    effect: inlined at 1 of 1 calls
// RECORD-NEXT:    took_effect: true
