// A call-site decision is not expressible as a definition annotation: by
// default it is listed on stderr and the diff is empty. With
// --call-site-attrs it becomes a [[clang::__noinline__]] statement attribute on
// the call's line (clang ignores __attribute__((noinline)) on a statement),
// the file compiles, and exactly that call carries noinline in the IR.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: %inlint source-patch %inputs/slab_call_site.yaml --src %t/src > %t/default.diff 2> %t/default.err
// RUN: FileCheck --check-prefix=LISTED %s < %t/default.err
// RUN: count 0 < %t/default.diff
// RUN: %inlint source-patch %inputs/slab_call_site.yaml --src %t/src --call-site-attrs > %t/patch.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff
// RUN: %clang -O0 -Wall -Werror -S -emit-llvm slab.c -o %t/after.ll
// RUN: FileCheck --check-prefix=IR %s < %t/after.ll

// LISTED: inlint source-patch: note: not expressible in source: slab.c:110: call of slab_take in slab_alloc: noinline (--call-site-attrs writes {{\[\[}}clang::__noinline__]])

// DIFF:      -		return slab_take(cache, page, slab->generation);
// DIFF-NEXT: +		{{\[\[}}clang::__noinline__]] return slab_take(cache, page, slab->generation);

// IR-LABEL: define {{.*}} @slab_alloc(
// IR:       call {{.*}} @slab_take({{.*}}) #[[#NOINL:]]
// IR:       call {{.*}} @slab_take({{.*}}){{$}}
// IR:       attributes #[[#NOINL]] = { noinline }
