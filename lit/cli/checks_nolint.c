// A finding ends with its check in brackets, as clang-tidy's do; --checks
// selects them with clang-tidy's globs and a NOLINT comment in the source
// silences one: on the finding's line, or NOLINTNEXTLINE on the line
// before. Silenced findings are not counted in the exit status.
// RUN: rm -rf %t && mkdir -p %t/tree && cp -r %top/examples %t/tree/
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: cd %t/tree && patch -p1 -s < %inputs/lint/lint_mm_force.patch
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec > %t/all; test $? -eq 1
// RUN: FileCheck --check-prefix=ALL %s < %t/all
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --checks=-inlint-redundant > %t/off; test $? -eq 0
// RUN: FileCheck --check-prefix=NONE --allow-empty %s < %t/off
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --checks='-*' --checks='inlint-red*' > %t/glob; test $? -eq 1
// RUN: FileCheck --check-prefix=ALL %s < %t/glob
// RUN: sed -i '17s|$| // NOLINT(inlint-load-bearing, inlint-redundant)|' %t/tree/examples/mm_like/memory.c
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec > %t/one; test $? -eq 1
// RUN: FileCheck --check-prefix=ONE %s < %t/one
// RUN: sed -i '30s|$|/* NOLINTNEXTLINE(inlint-*) */|' %t/tree/examples/mm_like/memory.c
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format sarif > %t/sarif; test $? -eq 0
// RUN: FileCheck --check-prefix=SARIF %s < %t/sarif
// RUN: sed -i '30s|NOLINTNEXTLINE(inlint-\*)|NOLINTNEXTLINE(inlint-required)|' %t/tree/examples/mm_like/memory.c
// RUN: cd %t/tree && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec > %t/other; test $? -eq 1
// RUN: FileCheck --check-prefix=ONE %s < %t/other
// RUN: cd %t/tree && not %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --checks=inlint-a,,b 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/pool %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: cd %top/examples/pool && %inlint show --checks='-*,inlint-noinline-*' %t/pool | FileCheck --check-prefix=SHOW %s

// ALL:      examples/mm_like/memory.c:17:8: warning: zap_one: `__always_inline` is redundant: {{.*}} [inlint-redundant]{{$}}
// ALL-NEXT: examples/mm_like/memory.c:31:8: warning: zap_table: `__always_inline` is redundant: {{.*}} [inlint-redundant]{{$}}
// NONE-NOT: {{.}}
// ONE-NOT:  zap_one
// ONE:      examples/mm_like/memory.c:31:8: warning: zap_table: {{.*}} [inlint-redundant]{{$}}
// SARIF:    "results": []
// BAD:      inlint lint: error: bad --checks 'inlint-a,,b': an empty glob
// SHOW:      pool.c:171: none: mix: {{.*}} [inlint-noinline-in-hot-loop]{{$}}
// SHOW-NEXT: pool.c: 4 recommendations rest on the static estimate
// SHOW-NEXT: pool.c: 20 functions, 4 recommendations, 2 information entries, 3 silenced
