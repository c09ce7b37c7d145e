// An incremental build (make, no -B) with --rebuild-changed: tune removes
// every object of the glob before its check build, then, before each
// build, only the objects of the TUs whose decisions change: the candidate
// decides on ring_compact, defined in tune_ring.c, so main.o (tune_ring_main.c)
// is compiled once, by the check build, and ring.o at every build after.
// The table and the decisions are those of make -B, which compiles both
// every time. A build that does not remake a removed object, and a TU that
// a candidate matches in whose object the glob does not name, stop the run
// with one line each. Objects the compiles name by absolute path are
// found alike.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf 'ring: ring.o main.o\n\t%clang ring.o main.o -o $@\nring.o: %inputs/tune_ring.c\n\tenv LD_PRELOAD=$(PRELOAD) %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c $< -o $@\nmain.o: %inputs/tune_ring_main.c\n\tenv LD_PRELOAD=$(PRELOAD) %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c $< -o $@\n' > %t/Makefile
// RUN: printf -- '- function: ring_compact\n  action: none\n' > %t/cands.yaml
// RUN: touch %t/main.o %t/stale.o
// RUN: env -u LD_PRELOAD %inlint tune --build "make PRELOAD=$LD_PRELOAD ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring --rebuild-changed '%t/*.o' -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/progress
// RUN: test ! -e %t/stale.o
// RUN: env -u LD_PRELOAD %inlint tune --build "make -B PRELOAD=$LD_PRELOAD ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring -o %t/every.yaml > %t/every.table 2> %t/every.progress
// RUN: diff %t/table %t/every.table
// RUN: diff %t/decisions.yaml %t/every.yaml
// RUN: FileCheck --check-prefix=EVERY %s < %t/every.progress
// Objects named by absolute paths (-o $(abspath $@)) are the same files.
// RUN: sed -i 's/-o \$@$/-o $(abspath $@)/' %t/Makefile
// RUN: env -u LD_PRELOAD %inlint tune --restart --build "make PRELOAD=$LD_PRELOAD ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring --rebuild-changed '%t/*.o' -o %t/absolute.yaml > %t/absolute.table 2> %t/absolute.progress
// RUN: diff %t/table %t/absolute.table
// RUN: FileCheck --check-prefix=ABSOLUTE %s < %t/absolute.progress
//
// RUN: rm -f %t/done && not env -u LD_PRELOAD %inlint tune --restart --build "test -e done || { make -s PRELOAD=$LD_PRELOAD ring && touch done; }" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring --rebuild-changed '%t/*.o' -o %t/no.yaml > /dev/null 2> %t/lazy
// RUN: FileCheck --check-prefix=LAZY %s < %t/lazy
// RUN: not env -u LD_PRELOAD %inlint tune --restart --build "make -s PRELOAD=$LD_PRELOAD ring" --bench 'exec %t/ring 3000' --metric callgrind --runs 1 --candidates %t/cands.yaml --objects %t/ring --rebuild-changed '%t/main.o' -o %t/no.yaml > /dev/null 2> %t/outside
// RUN: FileCheck --check-prefix=OUTSIDE %s < %t/outside

// CHECK:      inlint tune: check: build with every candidate applied, for the records
// CHECK-DAG:  tune_ring.c -o ring.o
// CHECK-DAG:  tune_ring_main.c -o main.o
// CHECK:      inlint tune: rebuild: 1 object that candidates change, each removed before a build that changes its decisions
// CHECK:      baseline (no decisions): build, bench x1
// CHECK-NOT:  tune_ring_main.c
// CHECK:      tune_ring.c -o ring.o
// CHECK-NOT:  tune_ring_main.c
// CHECK:      all candidates: build, bench x1
// CHECK-NOT:  tune_ring_main.c
// CHECK:      tune_ring.c -o ring.o
// CHECK-NOT:  tune_ring_main.c
// CHECK:      inlint tune: wrote

// EVERY:      baseline (no decisions): build, bench x1
// EVERY:      tune_ring_main.c -o main.o

// ABSOLUTE:      inlint tune: rebuild: 1 object that candidates change
// ABSOLUTE:      baseline (no decisions): build, bench x1
// ABSOLUTE-NOT:  tune_ring_main.c
// ABSOLUTE:      tune_ring.c -o {{/.*}}/ring.o
// ABSOLUTE-NOT:  tune_ring_main.c
// ABSOLUTE:      inlint tune: wrote

// LAZY:      inlint tune: error: the build did not make {{.*}}/ring.o again after tune removed it: --rebuild-changed needs a build that remakes a missing object (make){{$}}

// OUTSIDE:      inlint tune: error: --rebuild-changed: the object of {{.*}}tune_ring.c, {{.*}}ring.o, is not one file of '{{.*}}/main.o' after the check build: tune cannot rebuild that TU alone{{$}}
