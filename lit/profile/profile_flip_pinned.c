// The zsmalloc patch's case under AutoFDO: the slow path is pinned with
// noinline, and the profile makes its single call hot. The pin is what
// keeps it out of line, so the advice is the noinline it has: information
// with action noinline, never a recommendation whose action (none) would
// remove the pin.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/^static struct page \*alloc_page_slow/static __attribute__((__noinline__)) struct page *alloc_page_slow/' %inputs/zs_slow.c > %t/slow.c
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/zs_slow_hot.prof -fpass-plugin=%plugin -c %t/slow.c -o %t/zs.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: - name: alloc_page_slow
// CHECK:         attributes: [noinline]
// CHECK:         - caller: pool_alloc
// CHECK-NEXT:      line: 48
// CHECK-NEXT:      hotness: hot
// CHECK:           inlined: false
// CHECK:         outcome: out_of_line
// CHECK-LABEL: recommendations:
// CHECK-NOT:   alloc_page_slow
// CHECK-LABEL: information:
// CHECK-NEXT:  - function: alloc_page_slow
// CHECK:         action: noinline
// CHECK-NEXT:    reason: profile-flip-hot
// CHECK-NEXT:    severity: note
// CHECK:         message: {{.*}}single call site pool_alloc:48 is cold without a profile (0.0005x entry) but hot in this profile (count 49900, hot from 49900): its noinline keeps it out of line under this profile too [profile count]{{.}}{{$}}
