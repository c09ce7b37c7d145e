// valgrind 3.19 (Debian 12) cannot read the DWARF 5 that clang 22's -g
// writes, and gives up before the bench runs: its status 1 looked like the
// bench's own failure. tune reads valgrind's log and says why it gave up,
// and what to do. A bench that fails by itself under callgrind gets the
// status alone.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/rec %clang -O2 -gdwarf-4 -fpass-plugin=%plugin -c pool.c -o /dev/null
// RUN: cd %t && env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -g -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/pool" --bench 'exec %t/pool 2000' --metric callgrind --runs 1 --candidates %t/rec/pool.c.inlint.yaml -o %t/d.yaml > %t/table 2> %t/progress; echo "exit $?" >> %t/progress
// RUN: FileCheck %s < %t/progress
// RUN: cd %t && env -u LD_PRELOAD %inlint tune --restart --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/pool" --bench '%t/pool 2000 && exit 3' --metric callgrind --runs 1 --candidates %t/rec/pool.c.inlint.yaml -o %t/d.yaml > %t/table 2> %t/progress; echo "exit $?" >> %t/progress
// RUN: FileCheck --check-prefix=OWN %s < %t/progress

// CHECK:      inlint tune: step 1 of {{[0-9]+}}: baseline (no decisions): build, bench x1
// CHECK-NEXT: inlint tune: error: bench command 'exec {{.*}}/pool 2000' exited with status 1; valgrind gave up: debuginfo reader: Possibly corrupted debuginfo file. (it cannot read the DWARF 5 of clang's -g: build with -gdwarf-4){{$}}
// CHECK-NEXT: exit 2

// OWN:      inlint tune: error: bench command '{{.*}}/pool 2000 && exit 3' exited with status 3{{$}}
// OWN-NEXT: exit 2
