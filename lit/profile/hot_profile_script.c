// bench/hot_profile.py writes a sample profile that makes one function hot
// on every line of its body, the offsets counted from the line of its name
// in the source it is given: with it, clang inlines the single-caller slow
// path it otherwise keeps out of line at a cold site. A line added inside
// the body moves the offsets after it; a function the file does not define
// is one line and exit status 2, and no profile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env -u LD_PRELOAD %python %top/bench/hot_profile.py %inputs/zs_slow.c pool_alloc -o %t/hot.prof
// RUN: FileCheck --check-prefix=PROF --match-full-lines %s < %t/hot.prof
// RUN: %clang -O2 -gline-tables-only -c %inputs/zs_slow.c -o %t/cold.o -Rpass=inline -Rpass-missed=inline 2>&1 | FileCheck --check-prefix=COLD %s
// RUN: %clang -O2 -gline-tables-only -fprofile-sample-use=%t/hot.prof -c %inputs/zs_slow.c -o %t/hot.o -Rpass=inline -Rpass-missed=inline 2>&1 | FileCheck --check-prefix=HOT %s
//
// RUN: sed '44i\	/* a comment line */' %inputs/zs_slow.c > %t/moved.c
// RUN: env -u LD_PRELOAD %python %top/bench/hot_profile.py %t/moved.c pool_alloc --count 7 -o %t/moved.prof
// RUN: FileCheck --check-prefix=MOVED --match-full-lines %s < %t/moved.prof
// RUN: not env -u LD_PRELOAD %python %top/bench/hot_profile.py %inputs/zs_slow.c no_such_fn -o %t/none.prof 2>&1 | FileCheck --check-prefix=NONE %s
// RUN: test ! -e %t/none.prof

// PROF:      pool_alloc:1000000:100000
// PROF-NEXT:  2: 100000
// PROF-NEXT:  4: 100000
// PROF-NEXT:  5: 100000
// PROF-NEXT:  6: 100000
// PROF-NEXT:  8: 100000 alloc_page_slow:100000
// PROF-NEXT:  9: 100000
// PROF-NEXT:  10: 100000
// PROF-NEXT:  11: 100000
// PROF-NEXT:  12: 100000
// PROF-NEXT:  13: 100000
// PROF-EMPTY:

// COLD: zs_slow.c:48:6: remark: 'alloc_page_slow' not inlined into 'pool_alloc' because too costly to inline
// HOT:  zs_slow.c:48:6: remark: 'alloc_page_slow' inlined into 'pool_alloc' with (cost={{-?[0-9]+}}, threshold=3000) at callsite pool_alloc:8:6;

// MOVED:      pool_alloc:70:7
// MOVED-NEXT:  2: 7
// MOVED:       9: 7 alloc_page_slow:7

// NONE: hot_profile.py: {{.*}}zs_slow.c: no definition of no_such_fn
