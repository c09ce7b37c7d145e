// show reads what merge writes: a report (named, or on standard input) is
// shown as its recommendations in file:line order, each with its check, and
// a summary line; --all adds the information entries. A directory is
// searched for records and objects, and a record found twice (its file and
// its object's copy) is shown once.
// RUN: rm -rf %t && mkdir -p %t/dir
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/dir/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/dir/pool.o
// RUN: %inlint merge %t/dir/rec -o %t/report.yaml --budget none > /dev/null
// RUN: %inlint show %t/report.yaml | FileCheck -DT=%t --check-prefix=REPORT %s
// RUN: %inlint show - < %t/report.yaml | FileCheck --check-prefix=STDIN %s
// RUN: %inlint show --all --checks=-inlint-kept-out-of-line %t/report.yaml | FileCheck -DT=%t --check-prefix=ALL %s
// RUN: %inlint show %t/dir | FileCheck --check-prefix=DIR %s

// REPORT:      pool.c:16: none: size_to_class: {{.*}} (1 TU; {{.*}}) [inlint-redundant-always-inline]
// REPORT-NEXT: pool.c:38: always_inline: obj_malloc: {{.*}} [inlint-kept-out-of-line]
// REPORT-NEXT: pool.c:80: noinline: alloc_zpage: {{.*}} [inlint-cold-slow-path]
// REPORT-NEXT: pool.c:171: none: mix: {{.*}} [inlint-noinline-in-hot-loop]
// REPORT-NEXT: [[T]]/report.yaml: report of 1 record, 4 recommendations, 2 information entries (clang-{{[0-9]+}} x86_64)
// REPORT-NOT:  {{.}}

// STDIN: -: report of 1 record, 4 recommendations, 2 information entries

// ALL:      pool.c:16: none: size_to_class:
// ALL-NEXT: pool.c:80: noinline: alloc_zpage:
// ALL-NEXT: pool.c:171: none: mix:
// ALL-NEXT: pool.c:194: none: stat_pages: {{.*}} [inlint-address-taken-only]
// ALL-NEXT: pool.c:209: none: read_generation: {{.*}} [inlint-always-inline-required]
// ALL-NEXT: [[T]]/report.yaml: report of 1 record, 4 recommendations, 2 information entries, 1 silenced

// DIR:      pool.c:16: none: size_to_class:
// DIR:      pool.c: 20 functions, 4 recommendations, 2 information entries
// DIR-NOT:  pool.c: 20 functions
