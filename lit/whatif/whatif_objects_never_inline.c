// REQUIRES: gcc
// Measured from objects, decisions that GCC would fail on under the
// kernel's -Werror are not made source edits: always_inline on a function
// that uses va_start or va_copy ("can never be inlined because it uses
// variable argument lists"; mm/page_alloc.c's warn_alloc, mm/slub.c's
// __slab_bug) or on a weak one
// ("inline function declared weak"; kernel/sched/fair.c's
// arch_asym_cpu_priority). They are listed refused; the others are
// measured. noinline and plain on a static inline helper this
// configuration leaves unused keep it quiet, as its inline did
// ("defined but not used": fair.c's cfs_bandwidth_used). noinline on a
// stub that returns a constant is refused too: GCC drops the code its
// false makes dead only once it is inlined, and that code calls an error
// function (mm/page_alloc.c's page_contains_unaccepted guards a
// BUILD_BUG()).
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/never_inline.c %t/tree/
// RUN: printf -- '- {function: log_fmt, action: always_inline}\n- {function: arch_prio, action: always_inline}\n- {function: log_copy, action: always_inline}\n- {function: pick_prio, action: always_inline}\n' > %t/force.yaml
// RUN: printf -- '- {function: spare_quota, action: noinline}\n- {function: has_quota, action: noinline}\n' > %t/noinline.yaml
// RUN: printf -- '- {function: spare_quota, action: plain}\n' > %t/plain.yaml
// RUN: printf '[{"directory": "%%s", "file": "never_inline.c", "command": "gcc -O2 -Wall -Werror -c never_inline.c -o never_inline.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/force.yaml > %t/force.out
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/noinline.yaml > %t/noinline.out
// RUN: cd %t/tree && %inlint whatif -p %t/db.json --decisions %t/plain.yaml >> %t/noinline.out
// RUN: FileCheck --check-prefix=FORCE %s < %t/force.out
// RUN: FileCheck --check-prefix=QUIET %s < %t/noinline.out

// FORCE:      never_inline.c: always_inline log_fmt: refused: variadic: neither LLVM nor GCC inlines a function that uses va_start
// FORCE-NEXT: never_inline.c: always_inline arch_prio: refused: weak: the linker may take another definition, so no compiler inlines it, and GCC fails inline on it
// FORCE-NEXT: never_inline.c: always_inline log_copy: refused: uses va_copy: GCC never inlines a function that does
// FORCE-NEXT: never_inline.c: .text

// QUIET:      never_inline.c: noinline has_quota: refused: it returns a constant, and GCC drops the code that constant makes dead in its callers only once it is inlined
// QUIET-NEXT: never_inline.c: .text +0 bytes
// QUIET-NEXT: never_inline.c: .text +0 bytes
