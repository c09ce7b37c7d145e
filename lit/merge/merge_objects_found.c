// A plain merge, run where the build ran, finds the objects at the records'
// object keys (the compiles' -o, relative to their directory) and gives the
// report the default budget, +0.5% of the text; the summary says which
// objects it read and what the budget predicts. Run elsewhere it says in
// one line that it read none, and why, and gives no budget. With one of the
// two objects gone the budget is still a share of both TUs' text: the
// first's from its object, the second's estimated from IR sizes, as a merge
// of the second alone estimates it.
// RUN: rm -rf %t && mkdir -p %t/tree/src %t/tree/obj
// RUN: cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %inputs/lz_generic.c %t/tree/src/
// RUN: cd %t/tree && for f in pool lz_generic; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c src/$f.c -o obj/$f.o || exit 1; done
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/found.yaml --top 0 | FileCheck --check-prefix=FOUND %s
// RUN: FileCheck --check-prefix=FOUND-YAML %s < %t/found.yaml
// RUN: cd %t && %inlint merge %t/rec -o %t/elsewhere.yaml --top 0 | FileCheck --check-prefix=ELSEWHERE %s
// RUN: FileCheck --check-prefix=ELSEWHERE-YAML %s < %t/elsewhere.yaml
//
// The budget's base with one object gone: pool.c's text from its object,
// lz_generic.c's as a merge of its record alone estimates it, summed.
// RUN: cd %t/tree && %inlint merge %t/rec/src/pool.c.inlint.yaml -o %t/pool.yaml --top 0 > %t/base.out
// RUN: cd %t/tree && mv obj/lz_generic.o %t/
// RUN: cd %t/tree && %inlint merge %t/rec/src/lz_generic.c.inlint.yaml -o %t/lz.yaml --budget +0.5% --top 0 >> %t/base.out
// RUN: cd %t/tree && %inlint merge %t/rec -o %t/partial.yaml --top 0 >> %t/base.out
// RUN: FileCheck --check-prefix=BASE %s < %t/base.out

// FOUND:      2 records, {{.*}}
// FOUND:      objects: read 2 of 2 at the records' object keys (obj/lz_generic.o, ...), from the current directory
// FOUND-NEXT: budget: 16 bytes (0.493% of 3246 text bytes, from objects); kept 3, dropped 2; predicted text delta +0 bytes (+0%)
// FOUND-NEXT: (the default budget with the objects found: +0.5%; --budget none keeps every recommendation)
// FOUND-NOT:  {{.}}

// FOUND-YAML:      budget:
// FOUND-YAML-NEXT:   text_bytes: 3246
// FOUND-YAML-NEXT:   text_source: objects
// FOUND-YAML-NEXT:   limit_bytes: 16
// FOUND-YAML:      over_budget:
// FOUND-YAML-DAG:  - function: obj_malloc
// FOUND-YAML-DAG:  - function: compress_generic
// FOUND-YAML:        cost_source: objects

// ELSEWHERE:      2 records, {{.*}}
// ELSEWHERE:      objects: none of the 2 at the records' object keys could be read from here (obj/lz_generic.o: cannot open (No such file or directory)): costs estimated from IR sizes, no budget (--objects DIR names the directory the compiles ran in)
// ELSEWHERE-NOT:  budget

// ELSEWHERE-YAML-NOT: budget:
// ELSEWHERE-YAML-NOT: over_budget:
// ELSEWHERE-YAML:     cost_source: estimate

// BASE:      objects: read 1 of 1 at the records' object keys (obj/pool.o), from the current directory
// BASE-NEXT: budget: {{[0-9]+}} bytes ({{.*}}% of [[#%d,POOL:]] text bytes, from objects);
// BASE:      objects: none of the 1 at the records' object keys could be read from here (obj/lz_generic.o: cannot open (No such file or directory)): costs estimated from IR sizes{{$}}
// BASE-NEXT: budget: {{[0-9]+}} bytes ({{.*}}% of [[#%d,LZ:]] text bytes, estimated from IR sizes);
// BASE:      objects: read 1 of 2 at the records' object keys (obj/pool.o), from the current directory; the other TUs estimated from IR sizes (obj/lz_generic.o: cannot open (No such file or directory))
// BASE-NEXT: budget: {{[0-9]+}} bytes ({{.*}}% of [[#POOL+LZ]] text bytes, from objects for 1 of 2 TUs, the rest estimated);
