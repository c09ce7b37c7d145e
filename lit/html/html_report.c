// A merged report is a page too: it has no call sites, so only definitions
// and recommendations are marked; the index keeps the report's rank and
// the verdicts, estimated again as lint --report estimates them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/slab.c -o %t/slab.o
// RUN: cd %top && %inlint merge %t/rec -o %t/report.yaml > /dev/null
// RUN: cd %top && %inlint html --report %t/report.yaml -o %t/view.html
// RUN: FileCheck %s < %t/view.html
// RUN: FileCheck --check-prefix=NOCALL %s < %t/view.html

// CHECK:      <title>inlint: {{.*}}report.yaml</title>
// CHECK:      <tr data-benefit="{{[0-9.e+]+}}" data-bytes="{{[0-9]+}}"><td class="num">1</td><td class="mono"><a href="#f0-L35">slab_take</a></td><td>always_inline</td><td>kept-out-of-line</td><td>load-bearing</td>
// CHECK-NEXT: <tr {{.*}}<td class="num">2</td><td class="mono"><a href="#f0-L66">slab_grow</a></td><td>noinline</td><td>cold-slow-path</td><td>redundant</td>
// CHECK:      <tr id="f0-L35" class="marked">{{.*}}<span class="b advice">advice</span><span class="b def">def</span>

// NOCALL: <h2>Sources</h2>
// NOCALL-NOT: call of
